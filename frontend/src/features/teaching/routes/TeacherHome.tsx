import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { pathTo } from '@/config/paths';
import { useTeacherHomeQuery } from '../api';
import { AssignmentList } from '../components/AssignmentList';
import { Bar } from '../components/Bar';
import { messageOf, useSchoolTime } from '../lib/format';
import '../lib/texts';

/** A teacher's home: their classes, what is open and coming, what waits for a check, and each class's weakest topics. */
export default function TeacherHome() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const time = useSchoolTime();
  const home = useTeacherHomeQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const d = home.data;

  return (
    <>
      <PageHeader
        title={t('teaching.home.title')}
        subtitle={t('teaching.home.subtitle', { name: user?.username ?? '' })}
        actions={
          <Button component={RouterLink} to={pathTo.assignQuiz()} variant="contained" startIcon={<AssignmentOutlined />}>
            {t('teaching.assign.open')}
          </Button>
        }
      />
      {home.isError ? (
        <ErrorState message={messageOf(home.error, t('teaching.home.loadFailed'))} onRetry={() => void home.refetch()} />
      ) : home.isLoading || !d ? (
        <CardsSkeleton count={4} height={120} />
      ) : (
        <>
          <Section id="home-classes" title={t('teaching.home.classes')}>
            {d.classes.length === 0 ? (
              <EmptyState message={t('teaching.home.noClasses')} />
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
                {d.classes.map((c) => (
                  <li key={c.id}>
                    <Card variant="outlined" sx={{ height: '100%' }}>
                      <CardActionArea component={RouterLink} to={pathTo.teacherClass(c.id)} sx={{ height: '100%' }}>
                        <CardContent>
                          <Typography variant="h3" component="h3">
                            {c.name}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {[c.classLevel, c.stream, c.schoolYear].filter(Boolean).join(' · ')}
                          </Typography>
                          <Typography variant="body2" sx={{ mt: 1 }}>
                            {t('teaching.home.studentCount', { count: c.studentCount })}
                          </Typography>
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </li>
                ))}
              </Box>
            )}
          </Section>

          <Section id="home-open" title={t('teaching.home.open')}>
            {d.open.length ? <AssignmentList items={d.open} label={t('teaching.home.open')} /> : <EmptyState message={t('teaching.home.noOpen')} />}
          </Section>

          <Section id="home-upcoming" title={t('teaching.home.upcoming')}>
            {d.upcoming.length ? (
              <AssignmentList items={d.upcoming} label={t('teaching.home.upcoming')} />
            ) : (
              <EmptyState message={t('teaching.home.noUpcoming')} />
            )}
          </Section>

          <Section id="home-moderate" title={t('teaching.home.toModerate')}>
            {d.toModerate.length ? (
              <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {d.toModerate.map((m) => (
                  <Box component="li" key={m.attemptId} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
                    <Link component={RouterLink} to={pathTo.marking(m.attemptId)} sx={{ fontWeight: 600 }}>
                      {t('teaching.home.checkMarksOf', { student: m.studentName, title: m.title })}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {m.submittedAt && t('teaching.home.submittedAt', { date: time.format(m.submittedAt) })}
                    </Typography>
                  </Box>
                ))}
              </Paper>
            ) : (
              <EmptyState message={t('teaching.home.nothingToModerate')} />
            )}
          </Section>

          <Section id="home-weakest" title={t('teaching.home.weakest')}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('teaching.home.weakestHelp')}
            </Typography>
            {d.weakestTopics.every((c) => c.topics.length === 0) ? (
              <EmptyState message={t('teaching.home.noWeakest')} />
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {d.weakestTopics
                  .filter((c) => c.topics.length)
                  .map((c) => (
                    <Paper key={c.classId} variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`weak-${c.classId}`}>
                      <Typography id={`weak-${c.classId}`} variant="h3" component="h3" sx={{ mb: 1 }}>
                        {c.className}
                      </Typography>
                      <Box component="ul" sx={{ p: 0, m: 0 }}>
                        {c.topics.map((tp) => (
                          <Bar
                            key={`${tp.subject}-${tp.topic}`}
                            label={`${tp.topic} (${tp.subject})`}
                            value={tp.meanScore}
                            text={t('teaching.home.meanOf', { score: Math.round(tp.meanScore), count: tp.attempts })}
                          />
                        ))}
                      </Box>
                    </Paper>
                  ))}
              </Box>
            )}
          </Section>
        </>
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
