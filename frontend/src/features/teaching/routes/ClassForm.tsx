import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { Form, FormTextField, useSchemaForm } from '@/components/form/Form';
import { choices, FormSelect } from '@/components/form/Fields';
import { useToast } from '@/hooks/useToast';
import { CLASS_LEVELS, STREAMS } from '@/lib/constants';
import { pathTo } from '@/config/paths';
import { useCreateClassMutation, usePeopleQuery, useSchoolClassQuery, useUpdateClassMutation } from '../api';
import { schoolYearOf } from '@/lib/time';
import { messageOf, personName, schoolYears } from '../lib/format';
import type { ClassForm as ClassBody, PersonSummary, SchoolClass } from '../types';
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

/** A name and a class level (each with its message); a stream, the school year and teachers. */
const classSchema = (t: TFunction) =>
  z.object({
    name: z.string().trim().min(1, t('teaching.classes.nameRequired')),
    classLevel: z.string().min(1, t('teaching.classes.levelRequired')),
    stream: z.string(),
    schoolYear: z.string(),
    teachers: z.array(z.custom<PersonSummary>()),
  });
type ClassValues = z.infer<ReturnType<typeof classSchema>>;

function ClassFormBody({ current }: { current?: SchoolClass }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const people = usePeopleQuery();
  const teachers = (people.data ?? []).filter((p) => (p.role ?? '').toLowerCase() === 'teacher');
  const schema = useMemo(() => classSchema(t), [t]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      name: current?.name ?? '',
      classLevel: current?.classLevel ?? '',
      stream: current?.stream ?? '',
      schoolYear: current?.schoolYear ?? schoolYearOf(),
      teachers: (current?.teachers ?? []).map((x) => ({ id: x.id, username: x.username, fullName: x.fullName, role: 'teacher' })),
    },
  });
  const { field: teachersField } = useController({ name: 'teachers', control: form.control });
  const { errors } = form.formState;
  const [create, creating] = useCreateClassMutation();
  const [update, updating] = useUpdateClassMutation();
  const busy = creating.isLoading || updating.isLoading;
  const years = schoolYears();
  if (current && !years.includes(current.schoolYear)) years.push(current.schoolYear);

  const onSubmit = async (v: ClassValues) => {
    const body: ClassBody = { name: v.name, classLevel: v.classLevel, stream: v.stream || null, schoolYear: v.schoolYear, teacherIds: v.teachers.map((p) => p.id) };
    try {
      const r = current ? await update({ id: current.id, form: body }).unwrap() : await create(body).unwrap();
      toast.success(r.message || t(current ? 'teaching.classes.updated' : 'teaching.classes.created'));
      navigate(pathTo.classDetails(r.data?.id ?? current?.id ?? ''));
      return null;
    } catch (err) {
      return messageOf(err, t('teaching.classes.saveFailed'));
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={current ? t('teaching.classes.editTitle', { name: current.name }) : t('teaching.classes.new')} />
      <Form form={form} onSubmit={onSubmit}>
        <FormTextField<ClassValues>
          name="name"
          label={t('teaching.classes.name')}
          required
          error={!!errors.name}
          helperText={t('teaching.classes.nameHelp')}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <FormSelect<ClassValues> name="classLevel" label={t('teaching.classes.classLevel')} required error={!!errors.classLevel} options={choices(CLASS_LEVELS)} />
        <FormSelect<ClassValues>
          name="stream"
          label={t('teaching.classes.stream')}
          emptyLabel={t('teaching.classes.noStream')}
          options={choices(STREAMS)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
        <FormSelect<ClassValues> name="schoolYear" label={t('teaching.classes.schoolYear')} required options={choices(years)} />
        <Autocomplete
          multiple
          options={teachers}
          value={teachersField.value}
          loading={people.isLoading}
          onChange={(_e, v) => teachersField.onChange(v)}
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
      </Form>
    </Box>
  );
}
