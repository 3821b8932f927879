import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useGetLeaderboardQuery } from '../api';
import { LEADERBOARD_SIZE, PODIUM_MIN } from '@/lib/constants';
import type { LeaderboardEntry } from '@/lib/types';

const MEDALS = ['#c9a227', '#8e8e8e', '#a0522d'];

export default function LeaderBoard() {
  const { t } = useTranslation();
  const { uid } = useCurrentUser();
  const { data = [], isLoading, isError, refetch } = useGetLeaderboardQuery();
  const top = data.slice(0, LEADERBOARD_SIZE);
  const podium = top.length >= PODIUM_MIN;

  return (
    <>
      <PageHeader title={t('leaderboard.title')} subtitle={t('leaderboard.subtitle')} />
      {isError ? (
        <ErrorState message={t('leaderboard.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <CardsSkeleton count={3} height={160} />
      ) : top.length === 0 ? (
        <EmptyState message={t('leaderboard.empty')} />
      ) : (
        <>
          {podium && (
            <Box
              data-testid="podium"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: { xs: 1, sm: 2 }, alignItems: 'end', mb: 4, maxWidth: 720, mx: 'auto' }}
            >
              {[1, 0, 2].map((i) => (
                <PodiumStep key={top[i].uid} entry={top[i]} place={i + 1} />
              ))}
            </Box>
          )}
          <TableContainer component={Paper} variant="outlined">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('leaderboard.rank')}</TableCell>
                  <TableCell>{t('leaderboard.student')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('leaderboard.school')}</TableCell>
                  <TableCell align="right">{t('leaderboard.streak')}</TableCell>
                  <TableCell align="right">{t('leaderboard.avgScore')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {top.map((e, i) => (
                  <TableRow key={e.uid} selected={e.uid === uid}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Avatar src={e.avatar ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
                          {e.username.slice(0, 1).toUpperCase()}
                        </Avatar>
                        {e.username}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{e.school}</TableCell>
                    <TableCell align="right">{t('leaderboard.days', { count: e.streak ?? 0 })}</TableCell>
                    <TableCell align="right">{Math.round(e.avgScore)}%</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </>
  );
}

function PodiumStep({ entry, place }: { entry: LeaderboardEntry; place: number }) {
  const { t } = useTranslation();
  const height = [150, 110, 80][place - 1];
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0 }} aria-label={t('leaderboard.place', { n: place })} role="group">
      <Avatar src={entry.avatar ?? undefined} alt="" sx={{ width: 56, height: 56, mx: 'auto', mb: 1, border: `3px solid ${MEDALS[place - 1]}` }}>
        {entry.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography sx={{ fontWeight: 700 }} noWrap>
        {entry.username}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {Math.round(entry.avgScore)}%
      </Typography>
      <Box
        sx={{
          height,
          mt: 1,
          borderRadius: '12px 12px 0 0',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <EmojiEvents sx={{ color: MEDALS[place - 1] }} aria-hidden />
        <Typography variant="h2" component="p">
          {place}
        </Typography>
      </Box>
    </Box>
  );
}
