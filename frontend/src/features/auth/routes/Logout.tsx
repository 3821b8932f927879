import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/Feedback';
import { useAppDispatch } from '@/hooks/store';
import { useLogoutMutation } from '../api';
import { api } from '@/lib/api';
import { signedOut } from '@/lib/session';
import { clearLocalStorageKeepLanguage } from '@/lib/storage';
import { PATHS } from '@/config/paths';

/** Ends the session on the server, clears local storage, then goes to /login. */
export default function Logout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        await logout().unwrap();
      } catch (err) {
        console.warn('Logout call failed', err);
      }
      if (cancelled) return;
      clearLocalStorageKeepLanguage();
      dispatch(signedOut());
      dispatch(api.util.resetApiState());
      navigate(PATHS.login, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [dispatch, logout, navigate]);

  return <PageLoader label={t('auth.loggingOut')} />;
}
