import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { useToast } from '@/hooks/useToast';
import { CLASS_LEVELS, STREAMS } from '@/lib/constants';
import { pathTo } from '@/config/paths';
import { useCreateClassMutation, usePeopleQuery, useSchoolClassQuery, useUpdateClassMutation } from '../api';
import { schoolYearOf } from '@/lib/time';
import { messageOf, personName, schoolYears } from '../lib/format';
import type { ClassForm as Form, PersonSummary, SchoolClass } from '../types';
import '../lib/texts';

/** New class (/manage-classes/new) and edit class (/manage-classes/:id/edit). */
export default function ClassForm() {
  const { id } = useParams();
  const existing = useSchoolClassQuery(id ?? '', { skip: !id });
  const { t } = useTranslation();
  if (!id) return <ClassFormBody />;
  if (existing.isLoading) return <PageLoader />;
  if (existing.isError || !existing.data)
    return <ErrorState message={messageOf(existing.error, t('teaching.classes.loadFailed'))} onRetry={() => void existing.refetch()} />;
  return <ClassFormBody current={existing.data.data} />;
}

function ClassFormBody({ current }: { current?: SchoolClass }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const people = usePeopleQuery();
  const teachers = (people.data ?? []).filter((p) => (p.role ?? '').toLowerCase() === 'teacher');
  const [name, setName] = useState(current?.name ?? '');
  const [classLevel, setClassLevel] = useState(current?.classLevel ?? '');
  const [stream, setStream] = useState(current?.stream ?? '');
  const [schoolYear, setSchoolYear] = useState(current?.schoolYear ?? schoolYearOf());
  const [chosen, setChosen] = useState<PersonSummary[]>(
    (current?.teachers ?? []).map((x) => ({ id: x.id, username: x.username, fullName: x.fullName, role: 'teacher' })),
  );
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateClassMutation();
  const [update, updating] = useUpdateClassMutation();
  const busy = creating.isLoading || updating.isLoading;
  const years = schoolYears();
  if (current && !years.includes(current.schoolYear)) years.push(current.schoolYear);

  const nameMissing = touched && !name.trim();
  const levelMissing = touched && !classLevel;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (!name.trim() || !classLevel) return;
    const form: Form = { name: name.trim(), classLevel, stream: stream || null, schoolYear, teacherIds: chosen.map((p) => p.id) };
    try {
      const r = current ? await update({ id: current.id, form }).unwrap() : await create(form).unwrap();
      toast.success(r.message || t(current ? 'teaching.classes.updated' : 'teaching.classes.created'));
      navigate(pathTo.classDetails(r.data?.id ?? current?.id ?? ''));
    } catch (err) {
      setError(messageOf(err, t('teaching.classes.saveFailed')));
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={current ? t('teaching.classes.editTitle', { name: current.name }) : t('teaching.classes.new')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('teaching.classes.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={nameMissing}
            helperText={nameMissing ? t('teaching.classes.nameRequired') : t('teaching.classes.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            select
            label={t('teaching.classes.classLevel')}
            value={classLevel}
            onChange={(e) => setClassLevel(e.target.value)}
            required
            error={levelMissing}
            helperText={levelMissing ? t('teaching.classes.levelRequired') : undefined}
          >
            {CLASS_LEVELS.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('teaching.classes.stream')}
            value={stream}
            onChange={(e) => setStream(e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('teaching.classes.noStream')}</MenuItem>
            {STREAMS.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('teaching.classes.schoolYear')} value={schoolYear} onChange={(e) => setSchoolYear(e.target.value)} required>
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            multiple
            options={teachers}
            value={chosen}
            loading={people.isLoading}
            onChange={(_e, v) => setChosen(v)}
            getOptionLabel={personName}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('teaching.classes.noTeachers')}
            renderInput={(params) => <TextField {...params} label={t('teaching.classes.teachers')} helperText={t('teaching.classes.teachersHelp')} />}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => navigate(-1)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('teaching.common.saving') : current ? t('teaching.classes.save') : t('teaching.classes.create')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
