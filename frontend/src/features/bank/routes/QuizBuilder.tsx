import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { Form, FormTextField, useSchemaForm } from '@/components/form/Form';
import { PageHeader } from '@/components/PageHeader';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { QuizPreview, type PreviewQuestion } from '@/components/QuizPreview';
import { useToast } from '@/hooks/useToast';
import { roleOf, selectUser } from '@/lib/session';
import { PATHS, pathTo } from '@/config/paths';
import { listTag } from '@/lib/api';
import { bankApi, useBankCreateQuizMutation, useBankGenerateMutation, useBankQuestionsQuery } from '../api';
import { PlacementFields, type Placement } from '../components/PlacementFields';
import { messageOf } from '../lib/form';
import type { BankQuestion, NewBankQuiz } from '../types';
import '../lib/texts';

/** The most questions one page of the bank gives (the API's limit). */
const MAX_LIMIT = 100;

/** Moves the item at `i` by `by` places. */
export function moved<T>(items: readonly T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= items.length) return [...items];
  const next = [...items];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** A picked question as the student's quiz page shows it. */
export function previewOf(q: BankQuestion): PreviewQuestion {
  return { id: q.id, question: q.question, options: q.type === 'shortAnswer' ? [] : q.options, answer: q.answer, marks: q.marks };
}

/** A class level, a subject and a topic are all given. */
const isPlaced = (p: Placement) => !!p.classLevel && !!p.subject.trim() && !!p.topic.trim();

/** A title, the placement and at least one question, with the screen's one message. */
export const quizSchema = (t: TFunction) => {
  const message = t('bank.quiz.needTitle');
  return z
    .object({
      subject: z.string(),
      classLevel: z.string(),
      topic: z.string(),
      quizType: z.enum(['mcq', 'short-answer']),
      title: z.string().trim().min(1, message),
      minutes: z.string(),
      description: z.string(),
      picked: z.array(z.custom<BankQuestion>()).min(1, message),
    })
    .refine(isPlaced, { message, path: ['topic'] });
};
export type QuizValues = z.infer<ReturnType<typeof quizSchema>>;

/** The quiz the server makes: the picked questions' ids in order, the time only when it is a number of minutes. */
export function quizOf(v: QuizValues): NewBankQuiz {
  const estimate = Number(v.minutes);
  return {
    title: v.title.trim(),
    ...(v.description.trim() ? { description: v.description.trim() } : {}),
    subject: v.subject.trim(),
    classLevel: v.classLevel,
    topic: v.topic.trim(),
    quizType: v.quizType,
    ...(v.minutes && Number.isFinite(estimate) && estimate > 0 ? { estimateTime: estimate } : {}),
    questionIds: v.picked.map((q) => q.id),
  };
}

/**
 * The picked questions as the bank holds them now. "Edit" opens the question editor in a new
 * tab, so that this page keeps what was picked, its order and the quiz's title (it lives in
 * this page's form only); the editor saves there, and when the user comes back to this tab
 * (the window gets the focus or becomes visible again) the picked questions are fetched again,
 * in one call by their ids, and their new texts replace the old. Saving the quiz sends the ids only: the server
 * copies each question as the bank holds it then, so the quiz has the edited text either way.
 * A question deleted meanwhile is dropped from the list; the topic's list is asked again.
 */
function useFreshPicked({ getValues, setValue }: UseFormReturn<QuizValues>) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState === 'hidden') return;
      // The list of the topic's published questions shows the new texts too.
      dispatch(bankApi.util.invalidateTags([listTag('BankQuestion')]));
      const ids = getValues('picked').map((q) => q.id).slice(0, MAX_LIMIT);
      if (ids.length === 0) return;
      const r = dispatch(
        bankApi.endpoints.bankQuestions.initiate({ ids: ids.join(','), page: 1, limit: MAX_LIMIT }, { forceRefetch: true, subscribe: false }),
      );
      let fetched: BankQuestion[];
      try {
        fetched = (await r.unwrap()).data;
      } catch {
        return; // offline or refused: keep what is shown
      }
      const fresh = new Map(fetched.map((q) => [q.id, q]));
      // Only a question that was asked for and did not come back is gone (one picked meanwhile stays).
      const gone = new Set(ids.filter((id) => !fresh.has(id)));
      setValue('picked', getValues('picked').filter((q) => !gone.has(q.id)).map((q) => fresh.get(q.id) ?? q));
    };
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [dispatch, getValues, setValue]);
}

/** A quiz made of chosen published questions of one topic, in the order chosen. */
export default function QuizBuilder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const admin = roleOf(useAppSelector(selectUser)) === 'admin';
  const schema = useMemo(() => quizSchema(t), [t]);
  const form = useSchemaForm(schema, {
    defaultValues: { subject: '', classLevel: '', topic: '', quizType: 'mcq', title: '', minutes: '', description: '', picked: [] },
  });
  const [subject, classLevel, topic, quizType, title, picked] = form.watch(['subject', 'classLevel', 'topic', 'quizType', 'title', 'picked']);
  const placement = { subject, classLevel, topic };
  const placed = isPlaced(placement);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  useFreshPicked(form);
  const query = useBankQuestionsQuery(
    { ...placement, status: 'published', page: 1, limit: MAX_LIMIT, ...(quizType === 'short-answer' ? { type: 'shortAnswer' } : {}) },
    { skip: !placed },
  );
  const [save, { isLoading: saving }] = useBankCreateQuizMutation();
  const [generate, { isLoading: generating }] = useBankGenerateMutation();
  const pick = (list: BankQuestion[]) => form.setValue('picked', list);

  /** A generator's questions on the topic, kept as drafts and added to the quiz, to edit before saving. */
  const onGenerate = async () => {
    setProblem(null);
    try {
      const r = await generate({ subject: subject.trim(), classLevel, topic: topic.trim(), quizType, count: 10 }).unwrap();
      const cur = form.getValues('picked');
      const fresh = r.data.filter((q) => !cur.some((p) => p.id === q.id));
      pick([...cur, ...fresh]);
      toast.success(t('bank.quiz.generated', { count: fresh.length }));
    } catch (err) {
      setProblem(messageOf(err, t('bank.quiz.generateFailed')));
    }
  };
  const available = useMemo(
    () => (query.data?.data ?? []).filter((q) => (quizType === 'short-answer' ? q.type === 'shortAnswer' : q.type !== 'shortAnswer')),
    [query.data, quizType],
  );
  const pickedIds = new Set(picked.map((q) => q.id));

  const onSubmit = async (v: QuizValues) => {
    setProblem(null);
    const body = quizOf(v);
    try {
      const r = await save(body).unwrap();
      toast.success(r.message || t('bank.quiz.saved'));
      // Admins see the new quiz as the quizzes list opens it (the quiz pages are theirs only); a
      // teacher goes on to set it to a class (issue 19).
      if (admin && r.data?.id) navigate(pathTo.detailQuiz(r.data.id));
      else if (r.data?.id) navigate(pathTo.assignQuiz({ quiz: r.data.id, title: body.title }));
      else navigate(PATHS.questionBank);
    } catch (err) {
      return messageOf(err, t('bank.quiz.failed'));
    }
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('bank.quiz.title')} subtitle={t('bank.quiz.help')} titleId="quiz-form-title" />
      <Form form={form} onSubmit={onSubmit} labelledBy="quiz-form-title">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {/* Another placement or type of quiz starts the picking again. */}
          <PlacementFields value={placement} onChange={(p) => form.setValues({ ...p, picked: [] })} required />
          <TextField
            select
            label={t('bank.quiz.quizType')}
            value={quizType}
            // The select offers only these two.
            onChange={(e) => form.setValues({ quizType: e.target.value as QuizValues['quizType'], picked: [] })}
          >
            <MenuItem value="mcq">{t('bank.quiz.mcq')}</MenuItem>
            <MenuItem value="short-answer">{t('bank.quiz.saq')}</MenuItem>
          </TextField>
        </Box>

        <Box component="section" aria-labelledby="available-title">
          <Typography id="available-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('bank.quiz.available')}
          </Typography>
          {!placed ? (
            <Typography color="text.secondary">{t('bank.quiz.pickPlacement')}</Typography>
          ) : query.isError ? (
            <ErrorState message={messageOf(query.error, t('bank.list.fetchFailed'))} onRetry={() => void query.refetch()} />
          ) : query.isFetching && !query.data ? (
            <CardsSkeleton count={2} height={48} />
          ) : available.length === 0 ? (
            <Typography color="text.secondary">{t('bank.quiz.none')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {available.map((q) => (
                <li key={q.id}>
                  <FormControlLabel
                    sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
                    label={q.question}
                    control={
                      <Checkbox checked={pickedIds.has(q.id)} onChange={(e) => pick(e.target.checked ? [...picked, q] : picked.filter((x) => x.id !== q.id))} />
                    }
                  />
                </li>
              ))}
            </Box>
          )}
        </Box>

        <Box component="section" aria-labelledby="picked-title">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography id="picked-title" component="h2" variant="h6" sx={{ flex: 1 }}>
              {t('bank.quiz.picked', { count: picked.length })}
            </Typography>
            <Button variant="outlined" disabled={picked.length === 0} onClick={() => setPreviewing(true)}>
              {t('bank.quiz.preview')}
            </Button>
            <Button variant="outlined" disabled={!placed || generating} onClick={() => void onGenerate()}>
              {generating ? t('bank.quiz.generating') : t('bank.quiz.generate')}
            </Button>
          </Box>
          {picked.length === 0 ? (
            <Typography color="text.secondary">{t('bank.quiz.nonePicked')}</Typography>
          ) : (
            <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
              {picked.map((q, i) => (
                <Box component="li" key={q.id} data-testid="picked">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <Typography data-testid="picked-text" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {q.question}
                    </Typography>
                    {q.status === 'draft' && <Chip size="small" variant="outlined" label={t('bank.quiz.draft')} />}
                    <Link href={pathTo.bankQuestion(q.id)} target="_blank" rel="noopener" aria-label={t('bank.quiz.edit', { text: q.question })}>
                      {t('bank.quiz.editShort')}
                    </Link>
                    <IconButton size="small" aria-label={t('bank.quiz.up', { text: q.question })} disabled={i === 0} onClick={() => pick(moved(picked, i, -1))}>
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('bank.quiz.down', { text: q.question })}
                      disabled={i === picked.length - 1}
                      onClick={() => pick(moved(picked, i, 1))}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('bank.quiz.remove', { text: q.question })} onClick={() => pick(picked.filter((x) => x.id !== q.id))}>
                      <Close fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </Box>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <FormTextField<QuizValues> name="title" label={t('bank.quiz.quizTitle')} required />
          <FormTextField<QuizValues> name="minutes" type="number" label={t('bank.quiz.minutes')} slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }} />
          <FormTextField<QuizValues> name="description" label={t('bank.quiz.description')} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
        </Box>
        <Box aria-live="assertive">{problem && <Alert severity="error">{problem}</Alert>}</Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('bank.quiz.saving') : t('bank.quiz.save')}
          </Button>
          <Button component={RouterLink} to={PATHS.questionBank}>
            {t('bank.editor.cancel')}
          </Button>
        </Box>
      </Form>
      <QuizPreview open={previewing} onClose={() => setPreviewing(false)} questions={picked.map(previewOf)} title={title.trim() || undefined} />
    </Box>
  );
}
