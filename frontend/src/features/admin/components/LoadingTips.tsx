import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import { useTranslation } from 'react-i18next';
import { TIP_FADE_MS, TIP_MS } from '../lib/constants';

export const TIP_COUNT = 8;

/** The dashboard's loading screen: a study tip or fun fact, changing every 5 s with a 300 ms fade. */
export function LoadingTips() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let fade: ReturnType<typeof setTimeout> | undefined;
    const id = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % TIP_COUNT);
        setVisible(true);
      }, TIP_FADE_MS);
    }, TIP_MS);
    return () => {
      clearInterval(id);
      if (fade) clearTimeout(fade);
    };
  }, []);

  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '50vh', textAlign: 'center', px: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('admin.loading.title')}</Typography>
      <Box
        data-testid="loading-tip"
        sx={{ maxWidth: 520, opacity: visible ? 1 : 0, transition: `opacity ${TIP_FADE_MS}ms ease-in-out`, display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <LightbulbOutlined color="warning" aria-hidden />
        <Typography>{t(`admin.loading.tips.${index}`)}</Typography>
      </Box>
    </Box>
  );
}
