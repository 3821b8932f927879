import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/Form';
import { CLASS_LEVELS } from '@/lib/constants';
import type { AccountValues } from '@/lib/userApi';

/** Name, email, residence and class of an account form (its values hold `className`). */
export function AccountFields({ classLabel, classHelp }: { classLabel: string; classHelp?: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<AccountValues & { className: string }>();
  const { field } = useController({ name: 'className', control });
  return (
    <>
      <FormTextField<AccountValues> name="username" label={t('settings.username')} required autoComplete="username" />
      <FormTextField<AccountValues> name="email" label={t('settings.email')} type="email" required autoComplete="email" />
      <FormTextField<AccountValues> name="resident" label={t('settings.resident')} />
      <TextField select label={classLabel} helperText={classHelp} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
        {CLASS_LEVELS.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** Cancel (back to the role's settings) and Save Changes. */
export function AccountActions({ back, busy }: { back: string; busy: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" onClick={() => navigate(back)}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? t('common.saving') : t('settings.saveChanges')}
      </Button>
    </Box>
  );
}
