import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '@/lib/pagination';

/** Page buttons: every page up to 6, otherwise a window with ellipses. */
export function Pager({
  page,
  pages,
  onPage,
  total,
  pageSize,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  total: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('list.showing', { from, to, total })}
      </Typography>
      <Box component="nav" aria-label={t('list.pagination')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <IconButton size="small" aria-label={t('list.previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft />
        </IconButton>
        {pageWindow(page, pages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="small"
              variant={item === page ? 'contained' : 'text'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('list.page', { n: item })}
              onClick={() => onPage(item)}
              sx={{ minWidth: 36, px: 1 }}
            >
              {item}
            </Button>
          ) : (
            <Typography key={item} component="span" aria-hidden sx={{ px: 0.5 }} data-testid="ellipsis">
              …
            </Typography>
          ),
        )}
        <IconButton size="small" aria-label={t('list.nextPage')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
