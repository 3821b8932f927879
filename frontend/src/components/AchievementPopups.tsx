import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { achievementShown } from '@/lib/ui';
import { ACHIEVEMENT_POPUP_MS, STORAGE } from '@/lib/constants';
import { addSessionId, readSessionIds } from '@/lib/storage';
import { playChime } from '@/lib/sound';

/** Achievement popups: queued, one at a time, 4.5 s each with a chime, each id once per session. */
export function AchievementPopups() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.ui.achievementQueue[0]);
  const alreadyShown = current ? readSessionIds(STORAGE.shownAchievements).includes(current.id) : false;

  useEffect(() => {
    if (!current) return undefined;
    if (alreadyShown) {
      dispatch(achievementShown());
      return undefined;
    }
    addSessionId(STORAGE.shownAchievements, current.id);
    playChime();
    const id = setTimeout(() => dispatch(achievementShown()), ACHIEVEMENT_POPUP_MS);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id]);

  if (!current || alreadyShown) return null;
  return (
    <Snackbar open key={current.id} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        icon={<EmojiEvents fontSize="inherit" />}
        severity="success"
        variant="filled"
        role="status"
        aria-label={t('achievements.popupLabel')}
        data-testid="achievement-popup"
        sx={{ minWidth: 280 }}
      >
        <AlertTitle>{t('achievements.unlocked')}</AlertTitle>
        <strong>{current.title}</strong>
        {current.description ? ` — ${current.description}` : ''}
      </Alert>
    </Snackbar>
  );
}
