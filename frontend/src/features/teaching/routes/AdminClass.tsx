import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { useToast } from '@/hooks/useToast';
import { PATHS, pathTo } from '@/config/paths';
import { useDeleteClassMutation, useRemoveStudentMutation, useSchoolClassQuery } from '../api';
import { AddStudentsDialog } from '../components/AddStudentsDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImportStudentsDialog } from '../components/ImportStudentsDialog';
import { StudentsTable } from '../components/StudentsTable';
import { messageOf, personName } from '../lib/format';
import type { ClassStudent } from '../types';
import '../lib/texts';

/** One class for an admin: its students (add, import, remove), edit and delete. */
export default function AdminClass() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useSchoolClassQuery(id);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<ClassStudent | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [remove, removal] = useRemoveStudentMutation();
  const [destroy, destruction] = useDeleteClassMutation();

  if (query.isError) return <ErrorState message={messageOf(query.error, t('teaching.classes.loadFailed'))} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) return <CardsSkeleton count={2} height={80} />;
  const { data: c, students } = query.data;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const r = await remove({ id, userId: removing.id }).unwrap();
      toast.success(r.message || t('teaching.students.removed'));
    } catch (err) {
      toast.error(messageOf(err, t('teaching.students.removeFailed')), t('common.error'));
    } finally {
      setRemoving(null);
    }
  };
  const confirmDelete = async () => {
    try {
      const r = await destroy(id).unwrap();
      toast.success(r.message || t('teaching.classes.deleted'));
      navigate(PATHS.manageClasses);
    } catch (err) {
      toast.error(messageOf(err, t('teaching.classes.deleteFailed')), t('common.error'));
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={c.name}
        subtitle={[c.classLevel, c.stream, c.schoolYear].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button component={RouterLink} to={pathTo.editClass(id)} variant="outlined" startIcon={<EditOutlined />}>
              {t('teaching.classes.edit')}
            </Button>
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
              {t('teaching.classes.delete')}
            </Button>
          </>
        }
      />
      <Box component="section" aria-labelledby="class-teachers" sx={{ mb: 3 }}>
        <Typography id="class-teachers" variant="h2" component="h2" sx={{ mb: 1 }}>
          {t('teaching.classes.teachers')}
        </Typography>
        {c.teachers.length ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {c.teachers.map((x) => (
              <Chip key={x.id} label={personName(x)} />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('teaching.classes.noTeacher')}</Typography>
        )}
      </Box>
      <Box component="section" aria-labelledby="class-students">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id="class-students" variant="h2" component="h2">
            {t('teaching.students.title', { count: students.length })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
              {t('teaching.enrol.add')}
            </Button>
            <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setImporting(true)}>
              {t('teaching.import.open')}
            </Button>
          </Box>
        </Box>
        <StudentsTable
          label={t('teaching.students.tableLabel', { name: c.name })}
          students={students}
          action={(s) => (
            <Button size="small" color="error" onClick={() => setRemoving(s)} aria-label={t('teaching.students.removeLabel', { name: s.username })}>
              {t('teaching.students.remove')}
            </Button>
          )}
        />
      </Box>
      <AddStudentsDialog classId={id} inClass={students.map((s) => s.id)} open={adding} onClose={() => setAdding(false)} />
      <ImportStudentsDialog classId={id} open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={!!removing}
        title={t('teaching.students.removeTitle')}
        text={t('teaching.students.removeText', { name: removing?.username ?? '', className: c.name })}
        confirm={t('teaching.students.remove')}
        busy={removal.isLoading}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
      <ConfirmDialog
        open={deleting}
        title={t('teaching.classes.deleteTitle')}
        text={t('teaching.classes.deleteText', { name: c.name })}
        confirm={t('teaching.classes.delete')}
        busy={destruction.isLoading}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
