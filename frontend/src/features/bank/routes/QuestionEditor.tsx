import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { Form, FormTextField, useSchemaForm } from '@/components/form/Form';
import { FormSelect } from '@/components/form/Fields';
import { PageHeader } from '@/components/PageHeader';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToast } from '@/hooks/useToast';
import { PATHS } from '@/config/paths';
import { useBankCheckMutation, useBankCreateMutation, useBankQuestionQuery, useBankUpdateMutation } from '../api';
import { MarkingSchemeEditor } from '../components/MarkingSchemeEditor';
import { OptionsEditor, Problems } from '../components/OptionsEditor';
import { PlacementFields } from '../components/PlacementFields';
import { ProblemList, useProblemText } from '../components/ProblemList';
import { TryAnswer } from '../components/TryAnswer';
import { VersionHistory } from '../components/VersionHistory';
import {
  CHECK_DEBOUNCE_MS,
  MAX_MARKS,
  draftOf,
  draftSchema,
  emptyDraft,
  errorBody,
  fieldOf,
  formOf,
  withLanguage,
  withType,
  type Draft,
  type ProblemField,
} from '../lib/form';
import {
  BANK_DIFFICULTIES,
  LANGUAGES,
  QUESTION_TYPES,
  STATUSES,
  type BankQuestion,
  type Problem,
  type QuestionForm,
  type QuestionLanguage,
  type QuestionType,
  type QuestionVersion,
} from '../types';
import '../lib/texts';

/** The question editor: a new question at /question-bank/new, a saved one at /question-bank/:id. */
export default function QuestionEditor() {
  const { id } = useParams();
  const { t } = useTranslation();
  const query = useBankQuestionQuery(id ?? '', { skip: !id });
  if (!id) return <EditorForm />;
  if (query.isLoading) return <CardsSkeleton count={2} height={160} />;
  if (query.isError || !query.data) {
    const { status } = errorBody(query.error);
    return (
      <>
        <PageHeader title={t('bank.editor.editTitle')} />
        <ErrorState message={t(status === 404 ? 'bank.editor.notFound' : 'bank.editor.loadFailed')} onRetry={status === 404 ? undefined : () => void query.refetch()} />
        <Button component={RouterLink} to={PATHS.questionBank} sx={{ mt: 2 }}>
          {t('bank.editor.cancel')}
        </Button>
      </>
    );
  }
  // A new version (saved here, or opened again after a conflict) starts the form afresh.
  return (
    <EditorForm
      key={`${query.data.data.id}@${query.data.data.version}`}
      saved={query.data.data}
      versions={query.data.versions ?? []}
      onReopen={() => void query.refetch()}
    />
  );
}

function EditorForm({ saved, versions = [], onReopen }: { saved?: BankQuestion; versions?: QuestionVersion[]; onReopen?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const problemText = useProblemText();
  // The server's copy of a saved question fills the form; it is its first values too, so that the
  // form does not start blank for a moment.
  const server = useMemo(() => saved && draftOf(saved), [saved]);
  const form = useSchemaForm(draftSchema, { defaultValues: server ?? emptyDraft(i18n.language.startsWith('fr') ? 'fr' : 'en'), values: server });
  // The question as the API takes it, a new object only when it changes.
  const question = useWatch({ control: form.control, compute: formOf });
  const [subject, classLevel, topic] = useWatch({ control: form.control, name: ['subject', 'classLevel', 'topic'] });
  const [opened] = useState(question);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [create, { isLoading: creating }] = useBankCreateMutation();
  const [update, { isLoading: updating }] = useBankUpdateMutation();
  const [check, { isLoading: checking }] = useBankCheckMutation();
  const saving = creating || updating;
  const checkRun = useRef(0);

  const runCheck = async (q: QuestionForm) => {
    const run = ++checkRun.current;
    try {
      const found = await check(q).unwrap();
      if (run !== checkRun.current) return;
      setProblems(found);
      setChecked(true);
    } catch (err) {
      if (run !== checkRun.current) return;
      const body = errorBody(err);
      // A 400 with problems says the same as a 200 with them.
      if (body.problems.length) {
        setProblems(body.problems);
        setChecked(true);
      } else {
        setChecked(false);
        setFailure(body.message ?? t('bank.editor.checkFailed'));
      }
    }
  };

  // The server checks the question as it is typed, once the typing pauses (not as it was opened).
  const debounced = useDebouncedValue(question, CHECK_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== opened) void runCheck(debounced);
    // runCheck reads only its argument and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const byField = useMemo(() => {
    const m: Partial<Record<ProblemField, string[]>> = {};
    for (const p of problems) (m[fieldOf(p)] ??= []).push(problemText(p));
    return m;
  }, [problems, problemText]);
  const fieldProblems = (f: ProblemField) => byField[f] ?? [];
  const helper = (f: ProblemField, help?: string) => (fieldProblems(f).length ? fieldProblems(f).join(' ') : help);

  const onSubmit = async (d: Draft) => {
    setFailure(null);
    setConflict(null);
    checkRun.current++;
    const body = formOf(d);
    try {
      const r = saved ? await update({ id: saved.id, version: saved.version, form: body }).unwrap() : await create(body).unwrap();
      toast.success(r.message || t('bank.editor.saved'));
      navigate(PATHS.questionBank);
    } catch (err) {
      const answer = errorBody(err);
      if (answer.problems.length) {
        setProblems(answer.problems);
        setChecked(true);
      }
      if (answer.status === 409 && saved) setConflict(answer.message ?? t('bank.editor.conflict'));
      else return answer.message ?? t('bank.editor.saveFailed');
    }
  };

  const title = saved ? t('bank.editor.editTitle') : t('bank.editor.newTitle');

  return (
    <>
      <PageHeader
        title={title}
        titleId="question-form-title"
        subtitle={
          saved ? (
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
              <Chip size="small" label={t('bank.editor.version', { n: saved.version })} />
              <Chip size="small" label={t('bank.editor.source', { source: t(`bank.sources.${saved.source}`) })} />
            </Box>
          ) : undefined
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start' }}>
        <Box>
          <Form form={form} onSubmit={onSubmit} labelledBy="question-form-title">
            {conflict && (
              <Alert
                severity="error"
                action={
                  onReopen && (
                    <Button color="inherit" size="small" onClick={onReopen}>
                      {t('bank.editor.reopen')}
                    </Button>
                  )
                }
              >
                {conflict}
              </Alert>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('bank.editor.placement')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
                <PlacementFields value={{ subject, classLevel, topic }} onChange={form.setValues} required error={fieldProblems('placement').length > 0} />
              </Box>
              <Problems id="placement-problems" problems={fieldProblems('placement')} />
            </Box>
            {/* A new type or language may bring other options and key; the selects offer only these values. */}
            <TextField select label={t('bank.editor.type')} value={question.type} onChange={(e) => form.setValues((d) => withType(d, e.target.value as QuestionType))}>
              {QUESTION_TYPES.map((q) => (
                <MenuItem key={q} value={q}>
                  {t(`bank.types.${q}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormTextField<Draft>
              name="question"
              label={t('bank.editor.question')}
              required
              multiline
              minRows={2}
              error={fieldProblems('question').length > 0}
              helperText={helper('question')}
            />
            {question.type === 'shortAnswer' ? (
              <>
                <FormTextField<Draft>
                  name="marks"
                  type="number"
                  label={t('bank.editor.marks')}
                  error={fieldProblems('marks').length > 0}
                  helperText={helper('marks', t('bank.editor.marksHelp', { max: MAX_MARKS }))}
                  slotProps={{ htmlInput: { min: 1, max: MAX_MARKS, inputMode: 'numeric' } }}
                  sx={{ maxWidth: 220 }}
                />
                <MarkingSchemeEditor problems={fieldProblems('markingScheme')} />
                <FormTextField<Draft>
                  name="modelAnswer"
                  label={t('bank.editor.modelAnswer')}
                  multiline
                  minRows={2}
                  error={fieldProblems('modelAnswer').length > 0}
                  helperText={helper('modelAnswer')}
                />
              </>
            ) : (
              <OptionsEditor problems={fieldProblems('options')} />
            )}
            <FormTextField<Draft>
              name="explanation"
              label={t('bank.editor.explanation')}
              multiline
              minRows={2}
              error={fieldProblems('explanation').length > 0}
              helperText={helper('explanation', t('bank.editor.explanationHelp'))}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              <FormSelect<Draft> name="difficulty" label={t('bank.editor.difficulty')} options={BANK_DIFFICULTIES.map((d) => ({ value: d, label: t(`bank.difficulties.${d}`) }))} />
              <TextField
                select
                label={t('bank.editor.language')}
                value={question.language}
                onChange={(e) => form.setValues((d) => withLanguage(d, e.target.value as QuestionLanguage))}
              >
                {LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {t(`bank.languages.${l}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormSelect<Draft> name="status" label={t('bank.editor.status')} options={STATUSES.map((s) => ({ value: s, label: t(`bank.statuses.${s}`) }))} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? t('bank.editor.saving') : t('bank.editor.save')}
              </Button>
              <Button variant="outlined" disabled={checking || saving} onClick={() => void runCheck(question)}>
                {checking ? t('bank.editor.checking') : t('bank.editor.check')}
              </Button>
              <Button component={RouterLink} to={PATHS.questionBank} disabled={saving}>
                {t('bank.editor.cancel')}
              </Button>
            </Box>
          </Form>
          {saved && <VersionHistory versions={versions} />}
        </Box>
        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Box aria-live="polite">
            {problems.length > 0 ? (
              <ProblemList problems={problems} role="status" />
            ) : checked ? (
              <Alert severity="success" role="status">
                {t('bank.editor.noProblems')}
              </Alert>
            ) : null}
          </Box>
          <TryAnswer question={question} />
        </Stack>
      </Box>
    </>
  );
}
