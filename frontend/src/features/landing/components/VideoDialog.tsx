import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/config/paths';

const SCENES = ['choose', 'answer', 'feedback', 'progress'] as const;
const SCENE_MS = 3500;

/** A tiny animated explainer drawn with CSS: four scenes, one every 3.5 s (still for reduced motion). */
function Scene({ index }: { index: number }) {
  const bars = [
    [40, 70, 55, 85],
    [60, 60, 60, 60],
    [30, 50, 75, 95],
    [45, 65, 80, 100],
  ][index];
  return (
    <Box
      aria-hidden
      sx={{
        height: 180,
        borderRadius: 3,
        bgcolor: 'primary.main',
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        '@keyframes grow': { from: { transform: 'scaleY(0.2)' }, to: { transform: 'scaleY(1)' } },
      }}
    >
      {bars.map((h, i) => (
        <Box
          key={`${index}-${i}`}
          sx={{
            width: 36,
            height: `${h}%`,
            borderRadius: 1.5,
            bgcolor: i === index ? '#f9a825' : '#c8e6c9',
            transformOrigin: 'bottom',
            animation: 'grow 700ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}

export default function VideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [scene, setScene] = useState(0);
  useEffect(() => {
    if (!open) return;
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) return;
    const id = setInterval(() => setScene((s) => (s + 1) % SCENES.length), SCENE_MS);
    return () => clearInterval(id);
  }, [open]);
  const key = SCENES[scene];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="explainer-title" maxWidth="sm" fullWidth>
      <DialogTitle id="explainer-title">{t('landing.video.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Scene index={scene} />
        <Box aria-live="polite" sx={{ mt: 2, minHeight: 96 }}>
          <Typography variant="h4" component="h3" gutterBottom>
            {t('landing.video.scene', { n: scene + 1, total: SCENES.length })} · {t(`landing.video.scenes.${key}.title`)}
          </Typography>
          <Typography color="text.secondary">{t(`landing.video.scenes.${key}.text`)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }} role="group" aria-label={t('landing.video.scenesLabel')}>
          {SCENES.map((s, i) => (
            <Button
              key={s}
              size="small"
              variant={i === scene ? 'contained' : 'outlined'}
              onClick={() => setScene(i)}
              aria-label={t(`landing.video.scenes.${s}.title`)}
              aria-pressed={i === scene}
              sx={{ minWidth: 0, px: 1.5 }}
            >
              {i + 1}
            </Button>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('landing.video.about')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button component={RouterLink} to={PATHS.userJourney} variant="contained">
          {t('landing.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
