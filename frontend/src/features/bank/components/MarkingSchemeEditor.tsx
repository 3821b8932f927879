import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { blankPoint, lines, type Draft } from '../lib/form';
import type { MarkingPoint } from '../types';
import { Problems } from './OptionsEditor';
import '../lib/texts';

/** A short answer's marking points: what to say, its marks, and other phrasings accepted for it. */
export function MarkingSchemeEditor({ draft, onChange, problems }: { draft: Draft; onChange: (d: Draft) => void; problems: string[] }) {
  const { t } = useTranslation();
  const points = draft.markingScheme;
  const set = (i: number, p: Partial<MarkingPoint>) => onChange({ ...draft, markingScheme: points.map((x, j) => (j === i ? { ...x, ...p } : x)) });
  const total = points.reduce((sum, p) => sum + (Number.isFinite(p.marks) ? p.marks : 0), 0);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="scheme-help">
      <FormLabel component="legend">{t('bank.editor.scheme')}</FormLabel>
      <FormHelperText id="scheme-help">{t('bank.editor.schemeHelp')}</FormHelperText>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
        {points.map((p, i) => {
          const n = i + 1;
          return (
            <Paper component="li" variant="outlined" key={i} sx={{ p: 1.5, display: 'grid', gap: 1.5 }} data-testid="marking-point">
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <TextField
                  size="small"
                  fullWidth
                  label={t('bank.editor.point', { n })}
                  value={p.point}
                  onChange={(e) => set(i, { point: e.target.value })}
                />
                <TextField
                  size="small"
                  type="number"
                  label={t('bank.editor.pointMarks', { n })}
                  value={Number.isFinite(p.marks) ? p.marks : ''}
                  onChange={(e) => set(i, { marks: e.target.value === '' ? NaN : Number(e.target.value) })}
                  slotProps={{ htmlInput: { min: 1, max: 20, inputMode: 'numeric' } }}
                  sx={{ width: { xs: 'calc(100% - 48px)', sm: 170 }, flexShrink: 0 }}
                />
                <IconButton aria-label={t('bank.editor.removePoint', { n })} disabled={points.length <= 1} onClick={() => onChange({ ...draft, markingScheme: points.filter((_, j) => j !== i) })}>
                  <DeleteOutline />
                </IconButton>
              </Box>
              <TextField
                size="small"
                multiline
                minRows={2}
                label={t('bank.editor.accept', { n })}
                helperText={t('bank.editor.acceptHelp')}
                value={p.accept.join('\n')}
                onChange={(e) => set(i, { accept: lines(e.target.value) })}
              />
            </Paper>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button startIcon={<Add />} onClick={() => onChange({ ...draft, markingScheme: [...points, blankPoint()] })}>
          {t('bank.editor.addPoint')}
        </Button>
        <Typography variant="body2" color={total > draft.marks ? 'error' : 'text.secondary'}>
          {t('bank.editor.pointsTotal', { points: total, marks: Number.isFinite(draft.marks) ? draft.marks : 0 })}
        </Typography>
      </Box>
      <Problems id="scheme-problems" problems={problems} />
    </Box>
  );
}
