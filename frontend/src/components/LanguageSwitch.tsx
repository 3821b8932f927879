import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '@/i18n';

export function LanguageSwitch({ size = 'small', fullWidth = false }: { size?: 'small' | 'medium'; fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  return (
    <TextField
      select
      size={size}
      fullWidth={fullWidth}
      label={t('common.language')}
      value={current}
      onChange={(e) => void changeLanguage(e.target.value as Language)}
      sx={fullWidth ? undefined : { minWidth: 120 }}
      slotProps={{ htmlInput: { 'data-testid': 'language-switch' } }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l} value={l} lang={l}>
          {t(`common.languages.${l}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
