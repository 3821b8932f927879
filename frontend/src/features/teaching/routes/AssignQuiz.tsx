import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Form, FormTextField, useSchemaForm } from '@/components/form/Form';
import { FormSelect } from '@/components/form/Fields';
import { useAppSelector } from '@/hooks/store';
import { useToast } from '@/hooks/useToast';
import { roleOf, selectUser } from '@/lib/session';
import { utcToZonedLocal, zonedLocalToUtc } from '@/lib/time';
import { PATHS, pathTo } from '@/config/paths';
import { useAssignmentsQuery, useClassesQuery, useCreateAssignmentsMutation, useQuizChoicesQuery } from '../api';
import { messageOf, useSchoolTime } from '../lib/format';
import { KEYS, MODES, type QuizChoice } from '../types';
import '../lib/texts';

/** The quiz choice 'Another quiz (by its id)'. */
export const OTHER = '__other';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A whole number from 1 to `max`, as typed. */
const upTo = (max: number) => (typed: string) => {
  const n = Number(typed);
  return Number.isInteger(n) && n >= 1 && n <= max;
};

/**
 * A quiz (or another's id), one class or more, a window on the school's clock that closes after
 * it opens, 1 to 10 attempts and, for an exam, an optional time limit of 1 to 1440 minutes.
 */
export const assignSchema = (t: TFunction, timeZone: string) => {
  const utc = (local: string) => zonedLocalToUtc(local, timeZone);
  const date = z.string().refine((v) => utc(v) !== null, t('teaching.assign.dateRequired'));
  const quizRequired = t('teaching.assign.quizRequired');
  return z
    .object({
      quiz: z.string().min(1, quizRequired),
      otherId: z.string().trim(),
      classIds: z.array(z.string()).min(1, t('teaching.assign.classRequired')),
      mode: z.enum(MODES),
      opens: date,
      closes: date,
      timeLimit: z.string(),
      attempts: z.string().refine(upTo(10), t('teaching.assign.attemptsRange')),
      keys: z.enum(KEYS),
    })
    .refine((v) => v.quiz !== OTHER || v.otherId !== '', { message: quizRequired, path: ['otherId'] })
    .refine(
      (v) => {
        const [opens, closes] = [utc(v.opens), utc(v.closes)];
        return !opens || !closes || closes > opens;
      },
      { message: t('teaching.assign.closesAfterOpens'), path: ['closes'] },
    )
    .refine((v) => v.mode !== 'exam' || v.timeLimit === '' || upTo(1440)(v.timeLimit), { message: t('teaching.assign.timeLimitRange'), path: ['timeLimit'] });
};
type AssignValues = z.infer<ReturnType<typeof assignSchema>>;

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

  const schema = useMemo(() => assignSchema(t, timeZone), [t, timeZone]);
  const classId = params.get('class');
  const form = useSchemaForm(schema, {
    defaultValues: {
      quiz: fromUrl ?? '',
      otherId: '',
      classIds: classId ? [classId] : [],
      mode: 'practice',
      opens: utcToZonedLocal(new Date(), timeZone),
      closes: utcToZonedLocal(new Date(Date.now() + DAY_MS), timeZone),
      timeLimit: '',
      attempts: '1',
      keys: 'afterClosing',
    },
  });
  const { field: chosen } = useController({ name: 'classIds', control: form.control });
  const { field: mode } = useController({ name: 'mode', control: form.control });
  const { errors } = form.formState;
  const quizChosen = form.watch('quiz');

  const onSubmit = async (v: AssignValues) => {
    const opensAt = zonedLocalToUtc(v.opens, timeZone);
    const closesAt = zonedLocalToUtc(v.closes, timeZone);
    if (!opensAt || !closesAt) return; // not reached: the schema lets only dates through (this tells TypeScript)
    try {
      const r = await create({
        quizId: v.quiz === OTHER ? v.otherId : v.quiz,
        classIds: v.classIds,
        mode: v.mode,
        opensAt,
        closesAt,
        ...(v.mode === 'exam' && v.timeLimit !== '' ? { timeLimitMinutes: Number(v.timeLimit) } : {}),
        attemptsAllowed: Number(v.attempts),
        keys: v.keys,
      }).unwrap();
      toast.success(r.message || t('teaching.assign.done'));
      navigate(r.data?.length === 1 ? pathTo.assignmentResults(r.data[0].id) : PATHS.teacherHome);
    } catch (err) {
      return messageOf(err, t('teaching.assign.failed'));
    }
  };

  const myClasses = classes.data?.data ?? [];
  const zoneHelp = t('teaching.assign.zoneHelp', { zone: timeZone });
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('teaching.assign.title')} subtitle={t('teaching.assign.subtitle', { zone: timeZone })} />
      <Form form={form} onSubmit={onSubmit}>
        <Box>
          <FormSelect<AssignValues>
            name="quiz"
            fullWidth
            label={t('teaching.assign.quiz')}
            required
            error={!!errors.quiz}
            helperText={errors.quiz?.message ?? t('teaching.assign.quizHelp')}
            options={[...quizzes.map((q) => ({ value: q.id, label: q.title })), { value: OTHER, label: t('teaching.assign.otherQuiz') }]}
          />
          {quizChosen === OTHER && (
            <FormTextField<AssignValues>
              name="otherId"
              fullWidth
              sx={{ mt: 2 }}
              label={t('teaching.assign.quizId')}
              required
              error={!!errors.otherId}
              helperText={errors.otherId?.message}
            />
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            <RouterLink to={PATHS.bankQuiz}>{t('teaching.assign.buildInBank')}</RouterLink>
          </Typography>
        </Box>

        <FormControl component="fieldset" error={!!errors.classIds} required>
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
                      checked={chosen.value.includes(c.id)}
                      onChange={(e) => chosen.onChange(e.target.checked ? [...chosen.value, c.id] : chosen.value.filter((x) => x !== c.id))}
                    />
                  }
                  label={`${c.name} (${c.schoolYear})`}
                />
              ))}
            </FormGroup>
          )}
          {errors.classIds && <FormHelperText>{errors.classIds.message}</FormHelperText>}
        </FormControl>

        <FormControl component="fieldset">
          <FormLabel component="legend">{t('teaching.assign.mode')}</FormLabel>
          <RadioGroup row value={mode.value} onChange={(_e, v) => mode.onChange(v)}>
            <FormControlLabel value="practice" control={<Radio />} label={t('teaching.modes.practice')} />
            <FormControlLabel value="exam" control={<Radio />} label={t('teaching.modes.exam')} />
          </RadioGroup>
          <FormHelperText>{t(mode.value === 'exam' ? 'teaching.assign.examHelp' : 'teaching.assign.practiceHelp')}</FormHelperText>
        </FormControl>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField<AssignValues>
            name="opens"
            type="datetime-local"
            label={t('teaching.assign.opensAt')}
            required
            error={!!errors.opens}
            helperText={errors.opens?.message ?? zoneHelp}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField<AssignValues>
            name="closes"
            type="datetime-local"
            label={t('teaching.assign.closesAt')}
            required
            error={!!errors.closes}
            helperText={errors.closes?.message ?? zoneHelp}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {mode.value === 'exam' && (
            <FormTextField<AssignValues>
              name="timeLimit"
              type="number"
              label={t('teaching.assign.timeLimit')}
              error={!!errors.timeLimit}
              helperText={errors.timeLimit?.message ?? t('teaching.assign.timeLimitHelp')}
              slotProps={{ htmlInput: { min: 1, max: 1440, inputMode: 'numeric' } }}
            />
          )}
          <FormTextField<AssignValues>
            name="attempts"
            type="number"
            label={t('teaching.assign.attempts')}
            required
            error={!!errors.attempts}
            helperText={errors.attempts?.message ?? t('teaching.assign.attemptsHelp')}
            slotProps={{ htmlInput: { min: 1, max: 10, inputMode: 'numeric' } }}
          />
        </Box>

        <FormSelect<AssignValues>
          name="keys"
          label={t('teaching.assign.keys')}
          helperText={t('teaching.assign.keysHelp')}
          options={KEYS.map((k) => ({ value: k, label: t(`teaching.keys.${k}`) }))}
        />

        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => navigate(-1)} disabled={isLoading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('teaching.common.saving') : t('teaching.assign.submit')}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}
