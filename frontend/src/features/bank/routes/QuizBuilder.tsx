import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
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
import type { BankQuestion } from '../types';
import '../lib/texts';

/** The most questions one page of the bank gives (the API's limit). */
const MAX_LIMIT = 100;
type QuizType = 'mcq' | 'short-answer';

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

/**
 * The picked questions as the bank holds them now. "Edit" opens the question editor in a new
 * tab, so that this page keeps what was picked, its order and the quiz's title (it lives in
 * this page's state only); the editor saves there, and when the user comes back to this tab
 * (the window gets the focus or becomes visible again) the picked questions are fetched again,
 * in one call by their ids, and their new texts replace the old. Saving the quiz sends the ids only: the server
 * copies each question as the bank holds it then, so the quiz has the edited text either way.
 * A question deleted meanwhile is dropped from the list; the topic's list is asked again.
 */
function useFreshPicked(picked: BankQuestion[], setPicked: (f: (cur: BankQuestion[]) => BankQuestion[]) => void) {
  const dispatch = useAppDispatch();
  const pickedRef = useRef(picked);
  useEffect(() => {
    pickedRef.current = picked;
  }, [picked]);
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState === 'hidden') return;
      // The list of the topic's published questions shows the new texts too.
      dispatch(bankApi.util.invalidateTags([listTag('BankQuestion')]));
      const ids = pickedRef.current.map((q) => q.id).slice(0, MAX_LIMIT);
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
      setPicked((cur) => cur.filter((q) => !gone.has(q.id)).map((q) => fresh.get(q.id) ?? q));
    };
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [dispatch, setPicked]);
}

/** A quiz made of chosen published questions of one topic, in the order chosen. */
export default function QuizBuilder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const admin = roleOf(useAppSelector(selectUser)) === 'admin';
  const [placement, setPlacement] = useState<Placement>({ subject: '', classLevel: '', topic: '' });
  const [quizType, setQuizType] = useState<QuizType>('mcq');
  const [picked, setPicked] = useState<BankQuestion[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  useFreshPicked(picked, setPicked);
  const placed = !!placement.classLevel && !!placement.subject.trim() && !!placement.topic.trim();
  const query = useBankQuestionsQuery(
    { ...placement, status: 'published', page: 1, limit: MAX_LIMIT, ...(quizType === 'short-answer' ? { type: 'shortAnswer' } : {}) },
    { skip: !placed },
  );
  const [save, { isLoading: saving }] = useBankCreateQuizMutation();
  const [generate, { isLoading: generating }] = useBankGenerateMutation();

  /** A generator's questions on the topic, kept as drafts and added to the quiz, to edit before saving. */
  const onGenerate = async () => {
    setProblem(null);
    try {
      const r = await generate({ subject: placement.subject.trim(), classLevel: placement.classLevel, topic: placement.topic.trim(), quizType, count: 10 }).unwrap();
      const fresh = r.data.filter((q) => !picked.some((p) => p.id === q.id));
      setPicked((cur) => [...cur, ...fresh]);
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

  const onPlacement = (p: Placement) => {
    setPlacement(p);
    setPicked([]);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !placed || picked.length === 0) {
      setProblem(t('bank.quiz.needTitle'));
      return;
    }
    setProblem(null);
    const estimate = Number(minutes);
    try {
      const r = await save({
        title: title.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        subject: placement.subject.trim(),
        classLevel: placement.classLevel,
        topic: placement.topic.trim(),
        quizType,
        ...(minutes && Number.isFinite(estimate) && estimate > 0 ? { estimateTime: estimate } : {}),
        questionIds: picked.map((q) => q.id),
      }).unwrap();
      toast.success(r.message || t('bank.quiz.saved'));
      // Admins see the new quiz as the quizzes list opens it (the quiz pages are theirs only); a
      // teacher goes on to set it to a class (issue 19).
      if (admin && r.data?.id) navigate(pathTo.detailQuiz(r.data.id));
      else if (r.data?.id) navigate(pathTo.assignQuiz({ quiz: r.data.id, title: title.trim() }));
      else navigate(PATHS.questionBank);
    } catch (err) {
      setProblem(messageOf(err, t('bank.quiz.failed')));
    }
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('bank.quiz.title')} subtitle={t('bank.quiz.help')} />
      <Paper variant="outlined" component="form" noValidate aria-label={t('bank.quiz.title')} onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            <PlacementFields value={placement} onChange={onPlacement} required />
            <TextField
              select
              label={t('bank.quiz.quizType')}
              value={quizType}
              onChange={(e) => {
                setQuizType(e.target.value as QuizType);
                setPicked([]);
              }}
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
                        <Checkbox
                          checked={pickedIds.has(q.id)}
                          onChange={(e) => setPicked((cur) => (e.target.checked ? [...cur, q] : cur.filter((x) => x.id !== q.id)))}
                        />
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
                      <IconButton size="small" aria-label={t('bank.quiz.up', { text: q.question })} disabled={i === 0} onClick={() => setPicked((cur) => moved(cur, i, -1))}>
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('bank.quiz.down', { text: q.question })}
                        disabled={i === picked.length - 1}
                        onClick={() => setPicked((cur) => moved(cur, i, 1))}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={t('bank.quiz.remove', { text: q.question })} onClick={() => setPicked((cur) => cur.filter((x) => x.id !== q.id))}>
                        <Close fontSize="small" />
                      </IconButton>
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Box>

          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
            <TextField label={t('bank.quiz.quizTitle')} required value={title} onChange={(e) => setTitle(e.target.value)} />
            <TextField
              type="number"
              label={t('bank.quiz.minutes')}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
            />
            <TextField
              label={t('bank.quiz.description')}
              multiline
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              sx={{ gridColumn: '1 / -1' }}
            />
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
        </Stack>
      </Paper>
      <QuizPreview open={previewing} onClose={() => setPreviewing(false)} questions={picked.map(previewOf)} title={title.trim() || undefined} />
    </Box>
  );
}
