import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { pathTo } from '@/config/paths';
import { useAssignmentsQuery, useSchoolClassQuery } from '../api';
import { AssignmentList } from '../components/AssignmentList';
import { StudentsTable } from '../components/StudentsTable';
import { messageOf } from '../lib/format';
import '../lib/texts';

/** A class for its teacher: the students, and the assignments set to it (each to its results). */
export default function TeacherClass() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const cls = useSchoolClassQuery(id);
  const assignments = useAssignmentsQuery({ classId: id, limit: 100 });

  if (cls.isError) return <ErrorState message={messageOf(cls.error, t('teaching.classes.loadFailed'))} onRetry={() => void cls.refetch()} />;
  if (cls.isLoading || !cls.data) return <CardsSkeleton count={2} height={80} />;
  const { data: c, students } = cls.data;
  const items = assignments.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={c.name}
        subtitle={[c.classLevel, c.stream, c.schoolYear].filter(Boolean).join(' · ')}
        actions={
          <Button component={RouterLink} to={pathTo.assignQuiz({ classId: id })} variant="contained" startIcon={<AssignmentOutlined />}>
            {t('teaching.assign.open')}
          </Button>
        }
      />
      <Box component="section" aria-labelledby="class-assignments" sx={{ mb: 4 }}>
        <Typography id="class-assignments" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t('teaching.assignments.title')}
        </Typography>
        {assignments.isError ? (
          <ErrorState message={messageOf(assignments.error, t('teaching.assignments.loadFailed'))} onRetry={() => void assignments.refetch()} />
        ) : assignments.isLoading ? (
          <CardsSkeleton count={2} height={80} />
        ) : items.length ? (
          <AssignmentList items={items} label={t('teaching.assignments.title')} showClass={false} />
        ) : (
          <EmptyState message={t('teaching.assignments.empty')} />
        )}
      </Box>
      <Box component="section" aria-labelledby="class-students">
        <Typography id="class-students" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t('teaching.students.title', { count: students.length })}
        </Typography>
        <StudentsTable label={t('teaching.students.tableLabel', { name: c.name })} students={students} />
      </Box>
    </>
  );
}
