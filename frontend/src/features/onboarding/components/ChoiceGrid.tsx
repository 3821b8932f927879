import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';

export function ChoiceGrid({
  label,
  options,
  value,
  onChange,
  min = 160,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (v: string) => void;
  min?: number;
}) {
  return (
    <Box role="radiogroup" aria-label={label} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` }}>
      {options.map((o) => {
        const checked = value === o.value;
        return (
          <Card key={o.value} sx={{ borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1 }}>
            <CardActionArea role="radio" aria-checked={checked} onClick={() => onChange(o.value)}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 2 }}>
                <Typography sx={{ fontWeight: 600 }}>{o.label}</Typography>
                {checked && <CheckCircle color="primary" aria-hidden />}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
