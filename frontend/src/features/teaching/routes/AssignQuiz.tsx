import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/hooks/store';
import { useToast } from '@/hooks/useToast';
import { roleOf, selectUser } from '@/lib/session';
import { utcToZonedLocal, zonedLocalToUtc } from '@/lib/time';
import { PATHS, pathTo } from '@/config/paths';
import { useAssignmentsQuery, useClassesQuery, useCreateAssignmentsMutation, useQuizChoicesQuery } from '../api';
import { messageOf, useSchoolTime } from '../lib/format';
import { KEYS, type AssignmentMode, type KeysShown, type QuizChoice } from '../types';
import '../lib/texts';

const OTHER = '__other';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets a quiz to one or more of the teacher's classes, with its mode, window, time, attempts and keys. */
export default function AssignQuiz() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const admin = roleOf(useAppSelector(selectUser)) === 'admin';
  const { timeZone } = useSchoolTime();
  const classes = useClassesQuery({ page: 1, limit: 100 });
  const earlier = useAssignmentsQuery({ limit: 100 });
  const adminQuizzes = useQuizChoicesQuery(undefined, { skip: !admin });
  const [create, { isLoading }] = useCreateAssignmentsMutation();

  const fromUrl = params.get('quiz');
  const quizzes = useMemo(() => {
    const seen = new Map<string, QuizChoice>();
    if (fromUrl) seen.set(fromUrl, { id: fromUrl, title: params.get('title') || fromUrl });
    for (const a of earlier.data?.data ?? []) if (!seen.has(a.quizId)) seen.set(a.quizId, { id: a.quizId, title: `${a.title} · ${a.topic}` });
    for (const q of adminQuizzes.data ?? []) if (!seen.has(q.id)) seen.set(q.id, q);
    return [...seen.values()];
  }, [fromUrl, params, earlier.data, adminQuizzes.data]);

  const [quiz, setQuiz] = useState(fromUrl ?? '');
  const [otherId, setOtherId] = useState('');
  const [classIds, setClassIds] = useState<string[]>(params.get('class') ? [params.get('class') as string] : []);
  const [mode, setMode] = useState<AssignmentMode>('practice');
  const [opens, setOpens] = useState(() => utcToZonedLocal(new Date(), timeZone));
  const [closes, setCloses] = useState(() => utcToZonedLocal(new Date(Date.now() + DAY_MS), timeZone));
  const [timeLimit, setTimeLimit] = useState('');
  const [attempts, setAttempts] = useState('1');
  const [keys, setKeys] = useState<KeysShown>('afterClosing');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const quizId = quiz === OTHER ? otherId.trim() : quiz;
  const opensAt = zonedLocalToUtc(opens, timeZone);
  const closesAt = zonedLocalToUtc(closes, timeZone);
  const attemptsN = Number(attempts);
  const limitN = Number(timeLimit);
  const problems = {
    quiz: !quizId ? t('teaching.assign.quizRequired') : null,
    classes: classIds.length === 0 ? t('teaching.assign.classRequired') : null,
    opens: !opensAt ? t('teaching.assign.dateRequired') : null,
    closes: !closesAt ? t('teaching.assign.dateRequired') : opensAt && closesAt <= opensAt ? t('teaching.assign.closesAfterOpens') : null,
    attempts: !Number.isInteger(attemptsN) || attemptsN < 1 || attemptsN > 10 ? t('teaching.assign.attemptsRange') : null,
    timeLimit:
      mode === 'exam' && timeLimit !== '' && (!Number.isInteger(limitN) || limitN < 1 || limitN > 1440) ? t('teaching.assign.timeLimitRange') : null,
  };
  const shown = (k: keyof typeof problems) => (touched ? problems[k] : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (Object.values(problems).some(Boolean) || !opensAt || !closesAt) return;
    try {
      const r = await create({
        quizId,
        classIds,
        mode,
        opensAt,
        closesAt,
        ...(mode === 'exam' && timeLimit !== '' ? { timeLimitMinutes: limitN } : {}),
        attemptsAllowed: attemptsN,
        keys,
      }).unwrap();
      toast.success(r.message || t('teaching.assign.done'));
      navigate(r.data?.length === 1 ? pathTo.assignmentResults(r.data[0].id) : PATHS.teacherHome);
    } catch (err) {
      setError(messageOf(err, t('teaching.assign.failed')));
    }
  };

  const myClasses = classes.data?.data ?? [];
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('teaching.assign.title')} subtitle={t('teaching.assign.subtitle', { zone: timeZone })} />
      <Paper variant="outlined" component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <TextField
              select
              fullWidth
              label={t('teaching.assign.quiz')}
              value={quiz}
              onChange={(e) => setQuiz(e.target.value)}
              required
              error={!!shown('quiz') && quiz !== OTHER}
              helperText={(quiz !== OTHER && shown('quiz')) || t('teaching.assign.quizHelp')}
            >
              {quizzes.map((q) => (
                <MenuItem key={q.id} value={q.id}>
                  {q.title}
                </MenuItem>
              ))}
              <MenuItem value={OTHER}>{t('teaching.assign.otherQuiz')}</MenuItem>
            </TextField>
            {quiz === OTHER && (
              <TextField
                fullWidth
                sx={{ mt: 2 }}
                label={t('teaching.assign.quizId')}
                value={otherId}
                onChange={(e) => setOtherId(e.target.value)}
                required
                error={!!shown('quiz')}
                helperText={shown('quiz') || undefined}
              />
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              <RouterLink to={PATHS.bankQuiz}>{t('teaching.assign.buildInBank')}</RouterLink>
            </Typography>
          </Box>

          <FormControl component="fieldset" error={!!shown('classes')} required>
            <FormLabel component="legend">{t('teaching.assign.classes')}</FormLabel>
            {classes.isLoading ? (
              <Typography role="status">{t('common.loading')}</Typography>
            ) : myClasses.length === 0 ? (
              <Typography color="text.secondary">{t('teaching.assign.noClasses')}</Typography>
            ) : (
              <FormGroup>
                {myClasses.map((c) => (
                  <FormControlLabel
                    key={c.id}
                    control={
                      <Checkbox
                        checked={classIds.includes(c.id)}
                        onChange={(e) => setClassIds((ids) => (e.target.checked ? [...ids, c.id] : ids.filter((x) => x !== c.id)))}
                      />
                    }
                    label={`${c.name} (${c.schoolYear})`}
                  />
                ))}
              </FormGroup>
            )}
            {shown('classes') && <FormHelperText>{shown('classes')}</FormHelperText>}
          </FormControl>

          <FormControl component="fieldset">
            <FormLabel component="legend">{t('teaching.assign.mode')}</FormLabel>
            <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as AssignmentMode)}>
              <FormControlLabel value="practice" control={<Radio />} label={t('teaching.modes.practice')} />
              <FormControlLabel value="exam" control={<Radio />} label={t('teaching.modes.exam')} />
            </RadioGroup>
            <FormHelperText>{t(mode === 'exam' ? 'teaching.assign.examHelp' : 'teaching.assign.practiceHelp')}</FormHelperText>
          </FormControl>

          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="datetime-local"
              label={t('teaching.assign.opensAt')}
              value={opens}
              onChange={(e) => setOpens(e.target.value)}
              required
              error={!!shown('opens')}
              helperText={shown('opens') || t('teaching.assign.zoneHelp', { zone: timeZone })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="datetime-local"
              label={t('teaching.assign.closesAt')}
              value={closes}
              onChange={(e) => setCloses(e.target.value)}
              required
              error={!!shown('closes')}
              helperText={shown('closes') || t('teaching.assign.zoneHelp', { zone: timeZone })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>

          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {mode === 'exam' && (
              <TextField
                type="number"
                label={t('teaching.assign.timeLimit')}
                value={timeLimit}
                onChange={(e) => setTimeLimit(e.target.value)}
                error={!!shown('timeLimit')}
                helperText={shown('timeLimit') || t('teaching.assign.timeLimitHelp')}
                slotProps={{ htmlInput: { min: 1, max: 1440, inputMode: 'numeric' } }}
              />
            )}
            <TextField
              type="number"
              label={t('teaching.assign.attempts')}
              value={attempts}
              onChange={(e) => setAttempts(e.target.value)}
              required
              error={!!shown('attempts')}
              helperText={shown('attempts') || t('teaching.assign.attemptsHelp')}
              slotProps={{ htmlInput: { min: 1, max: 10, inputMode: 'numeric' } }}
            />
          </Box>

          <TextField select label={t('teaching.assign.keys')} value={keys} onChange={(e) => setKeys(e.target.value as KeysShown)} helperText={t('teaching.assign.keysHelp')}>
            {KEYS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`teaching.keys.${k}`)}
              </MenuItem>
            ))}
          </TextField>

          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => navigate(-1)} disabled={isLoading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? t('teaching.common.saving') : t('teaching.assign.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
