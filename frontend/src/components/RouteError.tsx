import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './PageLoader';
import { MAIN_ID } from '@/components/SkipLink';

const RELOADED_AT = 'sabi.chunkReloadAt';
const RELOAD_AGAIN_AFTER_MS = 10_000;

/** A page's code could not be downloaded: usually a new version was deployed meanwhile. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Loading chunk .* failed/i.test(message);
}

function mayReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    return Date.now() - last > RELOAD_AGAIN_AFTER_MS;
  } catch {
    return false;
  }
}

/**
 * The route error page instead of the router's developer page. After a new deployment the
 * old page's code chunks are gone: the page reloads itself once to pick up the new version.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reloading = isChunkLoadError(error) && mayReload();

  useEffect(() => {
    if (!reloading) return;
    try {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // Storage may be unavailable: reload anyway, once per error page.
    }
    window.location.reload();
  }, [reloading]);

  if (reloading) return <PageLoader />;
  console.error(error);
  return (
    <Stack component="main" id={MAIN_ID} tabIndex={-1} spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '70vh', p: 3, textAlign: 'center' }}>
      <Typography variant="h1" component="h1">
        {t('common.somethingWrong')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
