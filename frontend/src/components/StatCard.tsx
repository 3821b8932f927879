import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function StatCard({
  label,
  value,
  caption,
  icon,
  loading,
}: {
  label: string;
  value: ReactNode;
  caption?: string;
  icon?: ReactNode;
  loading?: boolean;
}) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, alignItems: { xs: 'flex-start', sm: 'center' } }}>
        {icon && (
          <Box
            aria-hidden
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1.2, display: 'flex' }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h3" component="p">
            {loading ? <Skeleton width={60} /> : value}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary">
              {caption}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
