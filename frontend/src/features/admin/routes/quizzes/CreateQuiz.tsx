import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useGetSubjectsForClassQuery } from '@/lib/commonApi';
import { CLASS_LEVELS, DEFAULT_DIFFICULTY, DIFFICULTIES, QUIZ_TYPES } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useAdminFilterTopicsQuery, useAdminGenerateQuizMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import { QuizQuestions } from '../../components/QuizQuestions';
import type { QuizWithKey } from '../../types';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

/** Subject, topic, class level and quiz type (and a difficulty): requests a generated quiz and shows it. */
export default function CreateQuiz() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [classLevel, setClassLevel] = useState('');
  const [subject, setSubject] = useState('');
  const [topic, setTopic] = useState('');
  const [quizType, setQuizType] = useState('');
  const [difficulty, setDifficulty] = useState<string>(DEFAULT_DIFFICULTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [quiz, setQuiz] = useState<QuizWithKey | null>(null);
  const [generate, { isLoading }] = useAdminGenerateQuizMutation();
  const closePopup = useCallback(() => setPopup(null), []);
  const subjects = useGetSubjectsForClassQuery(classLevel, { skip: !classLevel });
  const topics = useAdminFilterTopicsQuery({ classLevel, subject }, { skip: !classLevel || !subject.trim() });
  const subjectNames = useMemo(() => [...new Set((subjects.data ?? []).map((s) => s.name))], [subjects.data]);
  const topicNames = useMemo(() => [...new Set((topics.data ?? []).map((s) => s.name))], [topics.data]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!subject.trim() || !topic.trim() || !classLevel || !quizType) {
      setProblem(t('admin.createQuiz.required'));
      return;
    }
    setProblem(null);
    try {
      const made = await generate({ subject: subject.trim(), topic: topic.trim(), classLevel, quizType, difficulty }).unwrap();
      setQuiz(made);
      setPopup({ success: true, header: t('common.success'), message: t('admin.createQuiz.generated') });
    } catch (err) {
      setPopup({ success: false, header: t('common.error'), message: serverErrorText(err) ?? t('admin.createQuiz.failed') });
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader title={t('admin.createQuiz.title')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField select required label={t('admin.createQuiz.classLevel')} value={classLevel} onChange={(e) => setClassLevel(e.target.value)}>
              {CLASS_LEVELS.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              freeSolo
              options={subjectNames}
              inputValue={subject}
              onInputChange={(_e, v) => setSubject(v)}
              renderInput={(params) => <TextField {...params} required label={t('admin.createQuiz.subject')} />}
            />
            <Autocomplete
              freeSolo
              options={topicNames}
              inputValue={topic}
              onInputChange={(_e, v) => setTopic(v)}
              renderInput={(params) => <TextField {...params} required label={t('admin.createQuiz.topic')} />}
            />
            <TextField select required label={t('admin.createQuiz.quizType')} value={quizType} onChange={(e) => setQuizType(e.target.value)}>
              {QUIZ_TYPES.map((q) => (
                <MenuItem key={q} value={q}>
                  {t(q === 'short-answer' ? 'common.quizTypes.saq' : 'common.quizTypes.mcq')}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('admin.createQuiz.difficulty')} value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
              {DIFFICULTIES.map((d) => (
                <MenuItem key={d} value={d}>
                  {t(`common.difficulties.${d}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? t('admin.createQuiz.generating') : t('admin.createQuiz.generate')}
            </Button>
            <Button onClick={() => navigate(PATHS.manageQuizzes)} disabled={isLoading}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      {quiz && (
        <Box component="section" aria-labelledby="generated-title">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Typography id="generated-title" variant="h3" component="h2">
              {quiz.title || t('admin.createQuiz.preview')}
            </Typography>
            {quiz.id && (
              <Button component={RouterLink} to={pathTo.detailQuiz(quiz.id)} variant="outlined">
                {t('admin.createQuiz.open')}
              </Button>
            )}
          </Box>
          <QuizQuestions quiz={quiz} />
        </Box>
      )}
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}
