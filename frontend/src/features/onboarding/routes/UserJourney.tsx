import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18n from '@/i18n';
import { Logo } from '@/components/Logo';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { SignUpStep } from '../components/SignUpStep';
import { ChoiceGrid } from '../components/ChoiceGrid';
import {
  useOnboardingAddClassMutation,
  useOnboardingAddSubjectsMutation,
  useOnboardingSignOutMutation,
  useOnboardingSubjectsQuery,
  useOnboardingUpdateUserMutation,
} from '../api';
import { canGoNext, LAST_STEP, nextStep } from '../lib/flow';
import { useCatalogueText } from '@/lib/catalogueText';
import {
  CLASS_LEVELS,
  DEFAULT_CLASS,
  GENERAL_STREAM,
  ONBOARDING_FALLBACK_SUBJECTS,
  ONBOARDING_FINISH_MS,
  ONBOARDING_ROLES,
  ONBOARDING_SKIP_SUBJECTS,
  SCHOOL_OPTIONS,
  STREAMS,
} from '@/lib/constants';
import { PATHS } from '@/config/paths';
import { MAIN_ID } from '@/components/SkipLink';

/** Onboarding, steps 0 to 6: sign-up, role, school, class, stream, subjects, intro. */
export default function UserJourney() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const history = useRef<number[]>([]);
  const [uid, setUid] = useState<string | null>(null);
  // "I'm a Teacher" on the landing page comes with ?role=teacher.
  const [params] = useSearchParams();
  const [role, setRole] = useState<string | null>(params.get('role') === 'teacher' ? 'teacher' : null);
  const [school, setSchool] = useState<string | null>(null);
  const [className, setClassName] = useState<string | null>(null);
  const [stream, setStream] = useState<string | null>(null);
  const [subjects, setSubjects] = useState<string[]>([]);
  const [finishing, setFinishing] = useState(false);
  const [updateUser] = useOnboardingUpdateUserMutation();
  const [addClass] = useOnboardingAddClassMutation();
  const [addSubjects] = useOnboardingAddSubjectsMutation();
  const [signOut] = useOnboardingSignOutMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const go = (to: number) => {
    history.current.push(step);
    setStep(to);
  };
  const back = () => setStep(history.current.pop() ?? Math.max(0, step - 1));
  const next = () => go(nextStep(step, className));
  const skip = () => {
    if (step === 4) setStream(GENERAL_STREAM);
    if (step === 5) {
      setSubjects(ONBOARDING_SKIP_SUBJECTS);
      return go(6);
    }
    go(nextStep(step, className));
  };
  const goNextFromSubjects = () => {
    if (!subjects.length) setSubjects(ONBOARDING_SKIP_SUBJECTS);
    go(6);
  };

  const finish = async () => {
    if (!uid || finishing) return;
    setFinishing(true);
    const english = i18n.getFixedT('en');
    const chosenSubjects = subjects.length ? subjects : ONBOARDING_SKIP_SUBJECTS;
    try {
      await updateUser({ uid, role: role ?? 'student', resident: school ? english(`onboarding.schools.${school}`) : '' }).unwrap();
    } catch (err) {
      console.error('Onboarding: updating the user failed', err);
    }
    try {
      await addClass({ uid, className: className ?? DEFAULT_CLASS }).unwrap();
    } catch (err) {
      console.error('Onboarding: adding the class failed', err);
    }
    try {
      await addSubjects({ uid, subjects: chosenSubjects }).unwrap();
    } catch (err) {
      console.error('Onboarding: adding the subjects failed', err);
    }
    try {
      await signOut().unwrap();
    } catch (err) {
      console.error('Onboarding: sign-out failed', err);
    }
    timer.current = setTimeout(() => navigate(PATHS.login, { replace: true, state: { accountCreated: true } }), ONBOARDING_FINISH_MS);
  };

  const titles = [
    t('onboarding.signUpTitle'),
    t('onboarding.roleTitle'),
    t('onboarding.schoolTitle'),
    t('onboarding.classTitle'),
    t('onboarding.streamTitle'),
    t('onboarding.subjectsTitle'),
    t('onboarding.videoTitle'),
  ];

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 2, gap: 2 }}>
        <Logo />
        <LanguageSwitch />
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('onboarding.title')}
        </Typography>
        <Typography color="text.secondary" id="journey-progress">
          {t('onboarding.progress', { step: step + 1, total: LAST_STEP + 1 })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(step / LAST_STEP) * 100}
          aria-labelledby="journey-progress"
          sx={{ my: 2 }}
          data-testid="journey-progress"
        />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {step === 0 ? (
            <SignUpStep
              onDone={(id) => {
                setUid(id);
                go(1);
              }}
            />
          ) : (
            <>
              <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
                {titles[step]}
              </Typography>
              {step === 1 && (
                <ChoiceGrid
                  label={titles[1]}
                  value={role}
                  onChange={setRole}
                  options={ONBOARDING_ROLES.map((r) => ({ value: r, label: t(`common.roles.${r}`) }))}
                />
              )}
              {step === 1 && role === 'teacher' && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  {t('onboarding.teacherRequest')}
                </Alert>
              )}
              {step === 2 && (
                <ChoiceGrid
                  label={titles[2]}
                  value={school}
                  onChange={setSchool}
                  min={200}
                  options={SCHOOL_OPTIONS.map((s) => ({ value: s, label: t(`onboarding.schools.${s}`) }))}
                />
              )}
              {step === 3 && (
                <ChoiceGrid
                  label={titles[3]}
                  value={className}
                  onChange={(c) => {
                    setClassName(c);
                    setStream(null);
                  }}
                  min={130}
                  options={CLASS_LEVELS.map((c) => ({ value: c, label: c }))}
                />
              )}
              {step === 4 && (
                <ChoiceGrid
                  label={titles[4]}
                  value={stream}
                  onChange={setStream}
                  options={STREAMS.map((s) => ({ value: s, label: t(`common.streams.${s}`) }))}
                />
              )}
              {step === 5 && <SubjectsStep className={className ?? DEFAULT_CLASS} stream={stream} value={subjects} onChange={setSubjects} />}
              {step === 6 && (
                <Box>
                  <Box
                    role="img"
                    aria-label={t('onboarding.videoLabel')}
                    sx={{
                      aspectRatio: '16 / 9',
                      borderRadius: 2,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      mb: 2,
                    }}
                  >
                    <PlayCircleOutline sx={{ fontSize: 72 }} aria-hidden />
                  </Box>
                  <Typography color="text.secondary">{t('onboarding.videoText')}</Typography>
                </Box>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={back} disabled={finishing}>
                  {t('common.back')}
                </Button>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  {step >= 1 && step <= 5 && (
                    <Button variant="text" onClick={skip}>
                      {t('common.skip')}
                    </Button>
                  )}
                  {step < LAST_STEP ? (
                    <Button
                      variant="contained"
                      onClick={step === 5 ? goNextFromSubjects : next}
                      disabled={!canGoNext(step, { role, school, className, stream })}
                    >
                      {t('common.next')}
                    </Button>
                  ) : (
                    <Button variant="contained" onClick={() => void finish()} disabled={finishing}>
                      {finishing ? t('onboarding.finishing') : t('common.finish')}
                    </Button>
                  )}
                </Box>
              </Box>
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

function SubjectsStep({
  className,
  stream,
  value,
  onChange,
}: {
  className: string;
  stream: string | null;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  const { data, isLoading, isError } = useOnboardingSubjectsQuery(className);
  const names = useMemo(() => {
    const list = (data ?? [])
      .filter((s) => !stream || stream === GENERAL_STREAM || !s.meta?.stream || s.meta.stream === stream)
      .map((s) => s.name);
    return list.length && !isError ? [...new Set(list)] : ONBOARDING_FALLBACK_SUBJECTS;
  }, [data, isError, stream]);
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" color="text.secondary" sx={{ mb: 1 }}>
        {t('onboarding.subjectsHint')}
      </Typography>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {names.map((name) => (
          <FormControlLabel
            key={name}
            label={catalogue.name(name)}
            control={
              <Checkbox
                checked={value.includes(name)}
                onChange={(e) => onChange(e.target.checked ? [...value, name] : value.filter((s) => s !== name))}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
