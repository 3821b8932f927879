import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../types';
import '../lib/texts';

/**
 * A problem in the editor's words: the server's sentence in English, the same sentence in
 * French from its code and details (the server's text when the code is new to us).
 */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  return (p: Problem) =>
    i18n.language.startsWith('fr') || !p.message
      ? t(`bank.problems.${p.problem}`, { ...p, defaultValue: p.message || p.problem })
      : p.message;
}

/** The problems found, as a list the screen reader reads when it changes. */
export function ProblemList({ problems, id, role = 'alert' }: { problems: Problem[]; id?: string; role?: 'alert' | 'status' }) {
  const { t } = useTranslation();
  const text = useProblemText();
  if (!problems.length) return null;
  return (
    <Alert severity="warning" id={id} role={role} data-testid="problems">
      <AlertTitle>{t('bank.editor.problemsTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((p, i) => (
          <li key={`${p.problem}-${i}`}>{text(p)}</li>
        ))}
      </Box>
    </Alert>
  );
}
