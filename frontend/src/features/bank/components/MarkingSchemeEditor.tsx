import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/Form';
import { blankPoint, numberOf, type Draft } from '../lib/form';
import { Problems } from './OptionsEditor';
import '../lib/texts';

/** A short answer's marking points, in the surrounding editor form: what to say, its marks, and other phrasings accepted for it. */
export function MarkingSchemeEditor({ problems }: { problems: string[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Draft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'markingScheme' });
  const [points, marksText] = useWatch({ control, name: ['markingScheme', 'marks'] });
  const marks = numberOf(marksText);
  const total = points.reduce((sum, p) => sum + (Number(p.marks) || 0), 0);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="scheme-help">
      <FormLabel component="legend">{t('bank.editor.scheme')}</FormLabel>
      <FormHelperText id="scheme-help">{t('bank.editor.schemeHelp')}</FormHelperText>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
        {fields.map((p, i) => {
          const n = i + 1;
          return (
            <Paper component="li" variant="outlined" key={p.id} sx={{ p: 1.5, display: 'grid', gap: 1.5 }} data-testid="marking-point">
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <FormTextField<Draft> name={`markingScheme.${i}.point`} size="small" fullWidth label={t('bank.editor.point', { n })} />
                <FormTextField<Draft>
                  name={`markingScheme.${i}.marks`}
                  size="small"
                  type="number"
                  label={t('bank.editor.pointMarks', { n })}
                  slotProps={{ htmlInput: { min: 1, max: 20, inputMode: 'numeric' } }}
                  sx={{ width: { xs: 'calc(100% - 48px)', sm: 170 }, flexShrink: 0 }}
                />
                <IconButton aria-label={t('bank.editor.removePoint', { n })} disabled={fields.length <= 1} onClick={() => remove(i)}>
                  <DeleteOutline />
                </IconButton>
              </Box>
              <FormTextField<Draft>
                name={`markingScheme.${i}.accept`}
                size="small"
                multiline
                minRows={2}
                label={t('bank.editor.accept', { n })}
                helperText={t('bank.editor.acceptHelp')}
              />
            </Paper>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button startIcon={<Add />} onClick={() => append(blankPoint(), { shouldFocus: false })}>
          {t('bank.editor.addPoint')}
        </Button>
        <Typography variant="body2" color={total > marks ? 'error' : 'text.secondary'}>
          {t('bank.editor.pointsTotal', { points: total, marks: Number.isFinite(marks) ? marks : 0 })}
        </Typography>
      </Box>
      <Problems id="scheme-problems" problems={problems} />
    </Box>
  );
}
