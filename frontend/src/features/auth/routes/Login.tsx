import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { PasswordField } from '@/components/PasswordField';
import { useAppDispatch } from '@/hooks/store';
import { useToast } from '@/hooks/useToast';
import { roleOf, signedIn } from '@/lib/session';
import type { SessionUser } from '@/lib/types';
import { LOGIN_REDIRECT_MS, TOAST_MS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useShellTakeOver } from '@/lib/pageShell';
import { clearSessionEnded, readSessionEnded, returnTo } from '@/lib/sessionEnd';
import { PATHS } from '@/config/paths';
import { preloadPage } from '@/lib/preload';
import { destinationForRole, prefetchStudentHome, rememberOneTimePassword, storeSubjectsAndClass } from '../lib/signIn';
import { forgetShellLogin, loginAnswer, readShellLogin, type LoginMode as Mode, type ShellReply } from '../lib/shellLogin';

// Only shown when the session ended under the user: kept out of the first download.
const Alert = lazy(() => import('@mui/material/Alert'));
// Only shown when arriving from onboarding: kept out of the first download.
const ResultOverlay = lazy(() => import('@/components/ResultOverlay').then((m) => ({ default: m.ResultOverlay })));

// The server calls (and RTK Query with them) are only needed when the form is sent: they load
// once the form is drawn, not before it.
const loadCalls = () => Promise.all([import('../api'), import('@/lib/commonApi')]);


export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  // On a cold visit the page's HTML drew the form first: what was typed there, and a press of
  // Get Started, carry over (lib/shellLogin.ts).
  const [shell] = useState(readShellLogin);
  const [mode, setMode] = useState<Mode>(shell?.mode ?? 'student');
  const [username, setUsername] = useState(shell?.username ?? '');
  const [password, setPassword] = useState(shell?.password ?? '');
  const [busy, setBusy] = useState(!!shell?.pressed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const location = useLocation();
  const [created, setCreated] = useState(!!(location.state as { accountCreated?: boolean } | null)?.accountCreated);
  // Sent here because the session ended under the user: say so, and go back there after.
  const [ended] = useState(readSessionEnded);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    loadCalls().catch((err) => console.warn('Could not load the sign-in calls yet', err));
  }, []);

  // Get Started pressed on the page's HTML form before this page was drawn: its sign-in was
  // sent then; go on with its answer.
  useShellTakeOver(shell, forgetShellLogin, (pressed) => void signIn(pressed));

  // Arriving from onboarding: a success popup that closes by itself after 3 s.
  useEffect(() => {
    if (!created) return undefined;
    const id = setTimeout(() => setCreated(false), TOAST_MS);
    return () => clearTimeout(id);
  }, [created]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    void signIn({ username, password, mode });
  }

  /**
   * Signs in with the form, or goes on with the answer to the page's HTML form's own sign-in
   * (`form.reply`, the sign-in it sent).
   */
  async function signIn(form: { username: string; password: string; mode: Mode; reply?: Promise<ShellReply> | null }) {
    setBusy(true);
    let res;
    // When the server said yes: the 3 s to the redirect run from then.
    let succeededAt: number;
    try {
      if (form.reply) {
        const reply = await form.reply;
        res = loginAnswer(reply);
        succeededAt = reply.at;
      } else {
        const [{ authApi }] = await loadCalls();
        const request = dispatch(authApi.endpoints.login.initiate({ username: form.username.trim(), password: form.password }));
        try {
          res = await request.unwrap();
          succeededAt = performance.now();
        } finally {
          request.reset();
        }
      }
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('auth.loginFailed'), t('common.error'));
      setBusy(false);
      return;
    }
    try {
      if (!res?.data) throw new Error('');
      const { password: _dropped, ...data } = res.data;
      void _dropped;
      const uid = res.uid ?? data.uid ?? data.id;
      const role = roleOf(data);
      let user: SessionUser = {
        ...data,
        uid,
        id: data.id ?? uid,
        userType: form.mode === 'admin' ? 'Admin' : 'Student',
        isLoggedIn: true,
      };
      dispatch(signedIn(user));
      // The page's HTML form may have shown it already; shown again while it is still due.
      const sinceSuccess = performance.now() - succeededAt;
      if (sinceSuccess < TOAST_MS) toast.success(t('auth.loginSuccess'), t('common.success'));
      const redirectIn = Math.max(0, LOGIN_REDIRECT_MS - sinceSuccess);
      const back = returnTo(ended, role);
      // The next page's code downloads while the success message shows.
      void preloadPage(data.mustChangePassword ? PATHS.choosePassword : (back?.from ?? destinationForRole(role)));
      // A one-time password: every other call is refused until a password of one's own is chosen.
      if (data.mustChangePassword) {
        rememberOneTimePassword(form.password);
        clearSessionEnded();
        timer.current = setTimeout(() => navigate(PATHS.choosePassword, { replace: true }), redirectIn);
        return;
      }
      // The 3 s before the redirect run from the success message; the user's subjects and
      // class are fetched meanwhile, and the redirect waits for them if they take longer.
      const redirectDue = new Promise<void>((resolve) => {
        timer.current = setTimeout(resolve, redirectIn);
      });
      if (role !== 'admin') {
        const stored = storeSubjectsAndClass(dispatch, uid);
        if (!back && role === 'student') {
          void prefetchStudentHome(dispatch, uid, stored.then((extra) => extra.className)).catch(() => undefined);
        }
        const extra = await stored;
        user = { ...user, ...extra };
        dispatch(signedIn(user));
      }
      clearSessionEnded();
      // Never settles when the page is left first (the timer is cleared on unmount).
      await redirectDue;
      if (back) navigate(back.from, { replace: true, state: back.state });
      else navigate(destinationForRole(role), { replace: true });
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : t('auth.unexpected');
      toast.error(message, t('common.error'));
      setBusy(false);
    }
  }

  const isAdmin = mode === 'admin';
  return (
    <AuthLayout>
      <Box component="form" onSubmit={onSubmit} noValidate={false}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={mode}
          onChange={(_e, v: Mode | null) => v && setMode(v)}
          aria-label={t('auth.loginMode')}
          sx={{ mb: 3 }}
        >
          <ToggleButton value="student">{t('common.roles.student')}</ToggleButton>
          <ToggleButton value="admin">{t('common.roles.admin')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="h1" component="h1" gutterBottom>
          {isAdmin ? t('auth.adminLogin') : t('auth.studentLogin')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.subtitle')}
        </Typography>
        {ended && (
          <Suspense fallback={<Box role="status" sx={{ mb: 2 }} data-testid="session-ended">{t('auth.sessionEnded')}</Box>}>
            <Alert severity="info" sx={{ mb: 2 }} data-testid="session-ended">
              {t('auth.sessionEnded')}
            </Alert>
          </Suspense>
        )}
        <Stack spacing={2}>
          <TextField
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            required
            autoFocus={shell?.focus === 'username'}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            autoFocus={shell?.focus === 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to={PATHS.forgotPassword}>
              {t('auth.forgotPassword')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('auth.loggingIn') : t('auth.getStarted')}
          </Button>
          <Button variant="outlined" onClick={() => setMode(isAdmin ? 'student' : 'admin')}>
            {isAdmin ? t('auth.switchToStudent') : t('auth.switchToAdmin')}
          </Button>
          {isAdmin ? (
            <Typography sx={{ textAlign: 'center' }}>
              <Link component={RouterLink} to="/">
                {t('auth.signUp')}
              </Link>
            </Typography>
          ) : (
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('auth.askTeacher')}
            </Typography>
          )}
        </Stack>
      </Box>
      {created && (
        <Suspense fallback={null}>
          <ResultOverlay
            open
            success
            header={t('onboarding.accountCreated')}
            message={t('auth.accountCreatedLogin')}
            onClose={() => setCreated(false)}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
