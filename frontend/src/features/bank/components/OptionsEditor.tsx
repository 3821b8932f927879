import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/Form';
import { keysWithout, type Draft } from '../lib/form';
import '../lib/texts';

/** The most options a question offers (the server's `tooManyOptions` says so too). */
const MAX_OPTIONS = 8;
const MIN_OPTIONS = 2;

/**
 * The options and the key, in the surrounding editor form: a radio per option for one answer, a
 * checkbox per option for several, the two fixed options of a true/false question.
 */
export function OptionsEditor({
  problems,
}: {
  /** The texts of the problems about the options, shown under them. */
  problems: string[];
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<Draft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const [type, keys] = useWatch({ control, name: ['type', 'keys'] });
  const several = type === 'multipleAnswers';
  const helpId = 'options-help';
  const problemId = 'options-problems';
  const describedBy = problems.length ? `${helpId} ${problemId}` : helpId;
  const setKey = (i: number, on: boolean) => setValue('keys', several ? (on ? [...keys, i] : keys.filter((k) => k !== i)) : on ? [i] : []);

  if (type === 'trueFalse') {
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={describedBy}>
        <FormLabel component="legend">{t('bank.editor.options')}</FormLabel>
        <FormHelperText id={helpId}>{t('bank.editor.trueFalseHelp')}</FormHelperText>
        <RadioGroup row value={keys.length ? String(keys[0]) : ''} onChange={(e) => setKey(Number(e.target.value), true)}>
          {fields.map((o, i) => (
            <FormControlLabel key={o.id} value={String(i)} control={<Radio />} label={o.text} />
          ))}
        </RadioGroup>
        <Problems id={problemId} problems={problems} />
      </Box>
    );
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={describedBy}>
      <FormLabel component="legend">{t('bank.editor.options')}</FormLabel>
      <FormHelperText id={helpId}>{t(several ? 'bank.editor.optionsHelpSeveral' : 'bank.editor.optionsHelpOne')}</FormHelperText>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {fields.map((o, i) => {
          const n = i + 1;
          const keyed = keys.includes(i);
          const keyLabel = t(several ? 'bank.editor.isOneKey' : 'bank.editor.isKey', { n });
          return (
            <Box component="li" key={o.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="option-row">
              {several ? (
                <Checkbox checked={keyed} onChange={(e) => setKey(i, e.target.checked)} slotProps={{ input: { 'aria-label': keyLabel } }} />
              ) : (
                <Radio
                  checked={keyed}
                  onChange={(e) => setKey(i, e.target.checked)}
                  value={String(i)}
                  name="answer-key"
                  slotProps={{ input: { 'aria-label': keyLabel } }}
                />
              )}
              <FormTextField<Draft> name={`options.${i}.text`} size="small" fullWidth label={t('bank.editor.option', { n })} />
              <IconButton
                aria-label={t('bank.editor.removeOption', { n })}
                disabled={fields.length <= MIN_OPTIONS}
                onClick={() => {
                  remove(i);
                  setValue('keys', keysWithout(keys, i));
                }}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Button startIcon={<Add />} sx={{ mt: 1 }} disabled={fields.length >= MAX_OPTIONS} onClick={() => append({ text: '' }, { shouldFocus: false })}>
        {t('bank.editor.addOption')}
      </Button>
      <Problems id={problemId} problems={problems} />
    </Box>
  );
}

/** Problems under a part of the form. */
export function Problems({ id, problems }: { id: string; problems: string[] }) {
  if (!problems.length) return null;
  return (
    <Box id={id} sx={{ mt: 0.5 }}>
      {problems.map((p) => (
        <FormHelperText key={p} error>
          {p}
        </FormHelperText>
      ))}
    </Box>
  );
}
