import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/components/form/Form';
import { useEnrolStudentsMutation, usePeopleQuery } from '../api';
import { messageOf, personName } from '../lib/format';
import type { EnrolReport } from '../types';
import { EnrolReportView } from './EnrolReportView';

const SHOWN = 50;

/** The search and the students picked: at least one (Add waits until then). */
export const addStudentsSchema = z.object({ term: z.string(), picked: z.array(z.string()).min(1) });

/** Search the school's students and pick some for the class. */
export function AddStudentsDialog({ classId, inClass, open, onClose }: { classId: string; inClass: string[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const people = usePeopleQuery(undefined, { skip: !open });
  const form = useSchemaForm(addStudentsSchema, { defaultValues: { term: '', picked: [] } });
  const { field: term } = useController({ name: 'term', control: form.control });
  const { field: picked } = useController({ name: 'picked', control: form.control });
  const error = form.formState.errors.root?.message;
  const [report, setReport] = useState<EnrolReport | null>(null);
  const [enrol, { isLoading }] = useEnrolStudentsMutation();
  const students = useMemo(() => {
    const q = term.value.trim().toLowerCase();
    return (people.data ?? [])
      .filter((p) => (p.role ?? '').toLowerCase() === 'student' && !inClass.includes(p.id))
      .filter((p) => !q || p.username.toLowerCase().includes(q) || (p.fullName ?? '').toLowerCase().includes(q));
  }, [people.data, term.value, inClass]);

  const close = () => {
    form.reset(undefined, { keepDirtyValues: false });
    setReport(null);
    onClose();
  };
  const add = form.handleSubmit(async (v) => {
    try {
      setReport((await enrol({ id: classId, userIds: v.picked }).unwrap()).data);
    } catch (err) {
      form.setError('root', { message: messageOf(err, t('teaching.enrol.failed')) });
    }
  });

  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby="add-students-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-students-title">{t('teaching.enrol.addTitle')}</DialogTitle>
      <DialogContent>
        {report ? (
          <EnrolReportView report={report} />
        ) : (
          <>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              type="search"
              fullWidth
              size="small"
              label={t('teaching.enrol.searchStudents')}
              value={term.value}
              onChange={term.onChange}
              sx={{ mt: 1, mb: 1 }}
            />
            {people.isLoading ? (
              <Typography role="status">{t('common.loading')}</Typography>
            ) : people.isError ? (
              <Alert severity="error">{messageOf(people.error, t('teaching.enrol.peopleFailed'))}</Alert>
            ) : students.length === 0 ? (
              <Typography color="text.secondary">{t('teaching.enrol.noStudents')}</Typography>
            ) : (
              <FormGroup aria-label={t('teaching.enrol.studentsFound')}>
                {students.slice(0, SHOWN).map((s) => (
                  <FormControlLabel
                    key={s.id}
                    control={
                      <Checkbox
                        checked={picked.value.includes(s.id)}
                        onChange={(e) => picked.onChange(e.target.checked ? [...picked.value, s.id] : picked.value.filter((x) => x !== s.id))}
                      />
                    }
                    label={`${personName(s)}${s.className ? ` · ${s.className}` : ''}`}
                  />
                ))}
                {students.length > SHOWN && (
                  <Typography variant="body2" color="text.secondary">
                    {t('teaching.enrol.more', { count: students.length - SHOWN })}
                  </Typography>
                )}
              </FormGroup>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          {report ? t('common.close') : t('common.cancel')}
        </Button>
        {!report && (
          <Button variant="contained" onClick={() => void add()} disabled={isLoading || !form.formState.isValid}>
            {t('teaching.enrol.addPicked', { count: picked.value.length })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
