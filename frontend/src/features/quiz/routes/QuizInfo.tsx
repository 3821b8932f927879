import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useGetQuizQuery, useGetStudentAssignmentsQuery, useSchoolTimeZone } from '@/lib/commonApi';
import { useSaveAttemptMutation } from '../api';
import { ChoiceToggle } from '../components/ChoiceToggle';
import { useCatalogueText } from '@/lib/catalogueText';
import { DEFAULT_DETAIL_MINUTES, DEFAULT_MARKS, DEFAULT_PASS_POINTS, STORAGE } from '@/lib/constants';
import { httpStatus, serverErrorText } from '@/lib/errors';
import { attemptQuizType, blankAnswers, flattenShort, isShortQuizType, mcqQuestions, shortTotalMarks } from '@/lib/quiz';
import { readString, writeString } from '@/lib/storage';
import { formatDateTimeIn, parseTimeString } from '@/lib/time';
import type { QuizMode } from '@/lib/types';
import { PATHS } from '@/config/paths';

/**
 * Quiz information before starting: /quizdetails/... (after generation; id in storage),
 * /quizDetails (from weekly quizzes and search; id in navigation state, mode chosen here) and
 * /quizDetails?assignment=a1&quiz=q1 (a teacher's assignment: the server decides mode and time).
 */
export default function QuizInfo() {
  const { t, i18n } = useTranslation();
  const catalogue = useCatalogueText();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const { uid } = useCurrentUser();
  const byRoute = !!params.quizType;
  const assignmentId = search.get('assignment');
  const stateId = (location.state as { quizId?: string } | null)?.quizId;
  const quizId = (assignmentId ? search.get('quiz') : null) ?? stateId ?? (byRoute ? readString(STORAGE.quizId) : null);
  const { data: quiz, isLoading, isError, error, refetch } = useGetQuizQuery(quizId ?? '', { skip: !quizId });
  const assignments = useGetStudentAssignmentsQuery(uid ?? '', { skip: !assignmentId || !uid });
  const assignment = assignmentId ? assignments.data?.find((a) => a.id === assignmentId) : undefined;
  const timeZone = useSchoolTimeZone();
  const [chosenMode, setMode] = useState<QuizMode>(
    (params.quizmode ?? readString(STORAGE.quizMode)) === 'exam' ? 'exam' : 'practice',
  );
  const mode: QuizMode = assignment ? assignment.mode : chosenMode;
  const fixed = byRoute || !!assignmentId;
  const [useTimer, setUseTimer] = useState(readString(STORAGE.useTimer) !== 'false');
  const [startError, setStartError] = useState<string | null>(null);
  const [saveAttempt, { isLoading: starting }] = useSaveAttemptMutation();

  if (!quizId) return <ErrorState message={byRoute ? t('quiz.noQuizData') : t('quiz.noId')} />;
  if (isLoading) return <PageLoader />;
  if (isError || !quiz)
    return (
      <ErrorState
        message={httpStatus(error) === 404 ? t('quiz.notFound') : t('quiz.loadFailed')}
        onRetry={() => void refetch()}
      />
    );

  const short = isShortQuizType(params.quizType ?? quiz.quizType);
  const mcq = mcqQuestions(quiz.quizData);
  const saq = flattenShort(quiz.quizData);
  const count = short ? saq.length : mcq.length;
  const minutes =
    quiz.estimateTime && quiz.estimateTime > 0
      ? quiz.estimateTime
      : Math.round((parseTimeString(quiz.quizData?.estimatedTime ?? null) ?? DEFAULT_DETAIL_MINUTES * 60) / 60);
  const marks = short ? shortTotalMarks(saq) || quiz.marks || DEFAULT_MARKS : count || quiz.marks || DEFAULT_MARKS;

  const begin = async () => {
    setStartError(null);
    if (!uid || !quiz.subject || !quiz.topic || !quiz.classLevel) {
      if (!quiz.id) return setStartError(t('quiz.missingParams'));
    }
    if (!count) return setStartError(t('quiz.noQuestions'));
    try {
      const res = await saveAttempt({
        userId: uid ?? '',
        quizId: quiz.id,
        subject: quiz.subject ?? '',
        topic: quiz.topic ?? '',
        classLevel: quiz.classLevel ?? '',
        score: 0,
        correctAnswers: 0,
        totalQuestions: count,
        selectedAnswers: blankAnswers(count),
        quizType: attemptQuizType(short ? 'short-answer' : 'mcq'),
        quizMode: mode,
        status: 'in progress',
        ...(assignmentId ? { assignmentId } : {}),
      }).unwrap();
      writeString(STORAGE.lastQuizAttemptId, res.id);
      writeString(STORAGE.quizId, quiz.id);
      writeString(STORAGE.quizMode, mode);
      writeString(STORAGE.quizType, short ? 'saq' : 'mcq');
      writeString(STORAGE.useTimer, String(mode === 'exam' && (useTimer || !!assignmentId)));
      if (quiz.quizData?.estimatedTime) writeString(STORAGE.estimatedTime, String(quiz.quizData.estimatedTime));
      const state = { attemptId: res.id };
      if (byRoute) {
        navigate(
          `/quiz/${short ? "saq" : "mcq"}/subject/${params.subjectName}/class/${encodeURIComponent(params.className ?? "")}/topic/${params.topicName}/mode/${mode}`,
          { state },
        );
      } else {
        navigate(short ? PATHS.shortQuiz : PATHS.mcqQuiz, { state });
      }
    } catch (err) {
      setStartError(serverErrorText(err) ?? t('quiz.couldNotStart'));
    }
  };

  const facts: [string, string | number][] = [
    [t('common.subject'), catalogue.name(quiz.subject)],
    [t('common.topic'), catalogue.name(quiz.topic)],
    [t('common.class'), quiz.classLevel ?? ''],
    [t('quiz.estimatedTime'), t('common.mins', { count: minutes })],
    [t('quiz.questions'), count],
    [t('quiz.passPoints'), quiz.passPoints ?? DEFAULT_PASS_POINTS],
    [t('quiz.marks'), marks],
    ...(assignment
      ? ([
          [t('quiz.assignment.setFor'), assignment.className],
          [t('quiz.assignment.closes'), formatDateTimeIn(assignment.closesAt, timeZone, i18n.language)],
          [t('quiz.assignment.attempts'), t('quiz.assignment.attemptsLeft', { used: assignment.attemptsUsed, allowed: assignment.attemptsAllowed })],
          ...(assignment.timeLimitMinutes ? [[t('quiz.assignment.timeLimit'), t('common.mins', { count: assignment.timeLimitMinutes })] as [string, string]] : []),
        ] as [string, string][])
      : []),
  ];

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={quiz.title || quiz.quizData?.title || t('quiz.detailsTitle')} subtitle={quiz.description || quiz.quizData?.description} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip color="primary" label={t(`common.quizTypes.${short ? 'saq' : 'mcq'}`)} />
            {(byRoute || assignment) && <Chip variant="outlined" label={t(`common.modes.${mode}`)} />}
            {assignmentId && <Chip color="secondary" variant="outlined" label={t('quiz.assignment.chip')} />}
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
            {facts
              .filter(([, v]) => v !== '')
              .map(([k, v]) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {k}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {v}
                  </Typography>
                </Box>
              ))}
          </Box>
          {!fixed && (
            <ChoiceToggle<QuizMode>
              label={t('quiz.mode')}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'practice', label: t('common.modes.practice') },
                { value: 'exam', label: t('common.modes.exam') },
              ]}
            />
          )}
          {!fixed && mode === 'exam' && (
            <FormControlLabel
              control={<Checkbox checked={useTimer} onChange={(e) => setUseTimer(e.target.checked)} />}
              label={t('quiz.useTimer')}
            />
          )}
          {startError && <Alert severity="error">{startError}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => navigate(-1)}>
              {t('common.goBack')}
            </Button>
            <Button variant="contained" size="large" onClick={() => void begin()} disabled={starting}>
              {starting ? t('quiz.starting') : t('quiz.begin')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
