import { useState, type FormEvent } from 'react';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBankTryAnswerMutation } from '../api';
import { messageOf } from '../lib/form';
import type { QuestionForm, TryAnswerResult } from '../types';
import '../lib/texts';

/** Marks an answer with the built-in marker against the question as it is in the editor (saved or not). */
export function TryAnswer({ question }: { question: QuestionForm }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [result, setResult] = useState<TryAnswerResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tryAnswer, { isLoading }] = useBankTryAnswerMutation();
  const short = question.type === 'shortAnswer';
  // Blank options are not yet answers to try.
  const choices = question.options.map((text, i) => ({ text, i })).filter((o) => o.text.trim());
  const several = question.type === 'multipleAnswers';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const answers = picked.filter((i) => i < question.options.length).map((i) => question.options[i]);
    if (short ? !text.trim() : answers.length === 0) {
      setResult(null);
      setProblem(t('bank.try.needAnswer'));
      return;
    }
    setProblem(null);
    try {
      const answer = short ? text : several ? answers : answers[0];
      setResult(await tryAnswer({ question, answer }).unwrap());
    } catch (err) {
      setResult(null);
      setProblem(messageOf(err, t('bank.try.failed')));
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="try-title" sx={{ p: 2 }}>
      <Typography id="try-title" component="h2" variant="h6">
        {t('bank.try.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('bank.try.help')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 1.5 }}>
        {short ? (
          <TextField multiline minRows={2} label={t('bank.try.answer')} value={text} onChange={(e) => setText(e.target.value)} />
        ) : several ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('bank.try.pick')}</FormLabel>
            <FormGroup>
              {choices.map(({ text: o, i }) => (
                <FormControlLabel
                  key={i}
                  label={o}
                  control={
                    <Checkbox
                      checked={picked.includes(i)}
                      onChange={(e) => setPicked((cur) => (e.target.checked ? [...cur, i] : cur.filter((x) => x !== i)))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ) : (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('bank.try.pick')}</FormLabel>
            <RadioGroup value={picked.length ? String(picked[0]) : ''} onChange={(e) => setPicked([Number(e.target.value)])}>
              {choices.map(({ text: o, i }) => (
                <FormControlLabel key={i} value={String(i)} control={<Radio />} label={o} />
              ))}
            </RadioGroup>
          </Box>
        )}
        <Box>
          <Button type="submit" variant="outlined" disabled={isLoading}>
            {isLoading ? t('bank.try.trying') : t('bank.try.button')}
          </Button>
        </Box>
      </Box>
      <Box aria-live="polite" sx={{ mt: result || problem ? 1.5 : 0 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {result && (
          <Alert severity={result.score >= result.marks ? 'success' : result.score > 0 ? 'info' : 'warning'} role="status" data-testid="try-result">
            <Typography sx={{ fontWeight: 700 }}>{t('bank.try.score', { score: result.score, marks: result.marks })}</Typography>
            {result.feedback && <Typography variant="body2">{result.feedback}</Typography>}
            {result.points.length > 0 && (
              <Box component="ul" aria-label={t('bank.try.points')} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.75 }}>
                {result.points.map((p, i) => {
                  const { found } = p;
                  const Icon = found ? CheckCircle : Cancel;
                  return (
                    <Box
                      component="li"
                      key={i}
                      data-testid="try-point"
                      data-found={found}
                      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, minWidth: 0 }}
                    >
                      <Icon aria-hidden fontSize="small" color={found ? 'success' : 'error'} sx={{ mt: '2px', flexShrink: 0 }} />
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                        <strong>{found ? t('bank.try.found') : t('bank.try.missing')}</strong>{' '}
                        {t('bank.try.point', { point: p.point, awarded: p.awarded, marks: p.marks })}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            )}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
