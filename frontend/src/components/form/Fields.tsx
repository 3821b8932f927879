/**
 * Fields bound to the surrounding `Form` by name, beside the text and password fields of
 * Form.tsx: a select, a checkbox group (a list of strings) and a free-text picker with
 * suggestions (its typed text is the value).
 */
import type { ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

export interface Choice {
  value: string;
  label: ReactNode;
}

/** Plain strings shown as they are. */
export const choices = (values: readonly string[]): Choice[] => values.map((v) => ({ value: v, label: v }));

type SelectProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'select' | 'children'> & {
  name: Path<T>;
  options: Choice[];
  /** A first choice for the empty value (e.g. 'None'). */
  emptyLabel?: ReactNode;
};

/** A select bound to the surrounding Form by name. */
export function FormSelect<T extends FieldValues>({ name, options, emptyLabel, ...props }: SelectProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  return (
    <TextField {...props} select name={field.name} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} inputRef={field.ref}>
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A group of checkboxes (a fieldset with its legend) whose checked values are the field's list. */
export function FormCheckboxGroup<T extends FieldValues>({
  name,
  legend,
  options,
  required,
  emptyText,
  columns = { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
}: {
  name: Path<T>;
  legend: ReactNode;
  options: Choice[];
  required?: boolean;
  /** Shown instead of the boxes when there are none. */
  emptyText?: ReactNode;
  /** The grid's columns per breakpoint. */
  columns?: Record<string, string>;
}) {
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  const chosen: string[] = field.value ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" required={required} sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      {options.length === 0 && emptyText ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: columns }}>
          {options.map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label}
              control={
                <Checkbox
                  checked={chosen.includes(o.value)}
                  onChange={(e) => field.onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((x) => x !== o.value))}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}

/** Free text with suggestions (e.g. a subject or topic name): the typed text is the field's value. */
export function FormFreeText<T extends FieldValues>({
  name,
  options,
  label,
  required,
}: {
  name: Path<T>;
  options: string[];
  label: ReactNode;
  required?: boolean;
}) {
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={field.value ?? ''}
      onInputChange={(_e, v) => field.onChange(v)}
      renderInput={(params) => <TextField {...params} name={field.name} onBlur={field.onBlur} required={required} label={label} />}
    />
  );
}
