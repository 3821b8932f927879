import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export function ChoiceToggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={value}
        onChange={(_e, v: T | null) => v && onChange(v)}
        aria-label={label}
      >
        {options.map((o) => (
          <ToggleButton key={o.value} value={o.value} sx={{ whiteSpace: 'normal', lineHeight: 1.3, px: 1 }}>
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}
