/**
 * The one way a form is built: react-hook-form holds the values, a zod schema (beside the call
 * that submits it) checks them, and the first problem (a check's or the server's) shows above
 * the fields. Fields take their value from the form by name.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../PasswordField';

/** A react-hook-form form checked by `schema`. `values` (e.g. the server's copy) refill it when they change. */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: { defaultValues: DefaultValues<z.infer<S>>; values?: z.infer<S> },
): UseFormReturn<z.infer<S>> {
  return useForm<z.infer<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: options.defaultValues,
    values: options.values,
    resetOptions: { keepDirtyValues: true },
  });
}

function firstMessage(errors: FieldErrors): string | null {
  for (const value of Object.values(errors)) {
    if (!value) continue;
    if (typeof value.message === 'string' && value.message) return value.message;
    const nested = firstMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return null;
}

export function Form<T extends FieldValues>({
  form,
  onSubmit,
  header,
  children,
  noValidate = true,
  labelledBy,
  sx,
}: {
  form: UseFormReturn<T>;
  /** Sends the values; resolves with a problem to show, or nothing when all went well. */
  onSubmit: (values: T) => Promise<string | null | void>;
  /** Shown above the problem and the fields (e.g. a picture). */
  header?: ReactNode;
  children: ReactNode;
  /** false lets the browser check `required` fields first. */
  noValidate?: boolean;
  /** The id of the heading that names the form (it is then a landmark). */
  labelledBy?: string;
  sx?: SxProps<Theme>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const invalid = firstMessage(form.formState.errors);
  const { isSubmitted } = form.formState;
  // Once sent, each change checks the whole form again (react-hook-form alone re-checks only
  // the field changed): a rule over two fields, such as a closing date after the opening one,
  // clears when either of them is put right.
  useEffect(() => {
    if (!isSubmitted) return undefined;
    const watching = form.watch((_values, { type }) => {
      if (type === 'change') void form.trigger();
    });
    return () => watching.unsubscribe();
  }, [form, isSubmitted]);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    setProblem((await onSubmit(values)) ?? null);
  });
  const shown = invalid ?? problem;
  return (
    <FormProvider {...form}>
      <Paper
        variant="outlined"
        component="form"
        noValidate={noValidate}
        aria-labelledby={labelledBy}
        onSubmit={(e) => {
          setProblem(null);
          void submit(e);
        }}
        sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <Stack spacing={2}>
          {header}
          {shown && <Alert severity="error">{shown}</Alert>}
          {children}
        </Stack>
      </Paper>
    </FormProvider>
  );
}

type FieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & { name: Path<T> };

/** A text field bound to the surrounding Form by name. */
export function FormTextField<T extends FieldValues>({ name, ...props }: FieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  return <TextField {...props} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />;
}

/** A password field (with its show/hide button) bound to the surrounding Form by name. */
export function FormPasswordField<T extends FieldValues>({ name, ...props }: FieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ name, control });
  return <PasswordField {...props} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />;
}

/**
 * A form's buttons: the submit button (saying what it does, and what it is doing while the form
 * is sent) and Cancel, with any other buttons of the form before them; all wait while busy.
 */
export function FormActions({
  submit,
  submitting,
  busy,
  onCancel,
  children,
}: {
  submit: string;
  /** The submit button's words while busy (e.g. "Saving..."). */
  submitting: string;
  busy: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {children}
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? submitting : submit}
      </Button>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
    </Box>
  );
}
