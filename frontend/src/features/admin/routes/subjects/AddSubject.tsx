import { useCallback, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Form, FormActions, FormTextField, useSchemaForm } from '@/components/form/Form';
import { choices, FormCheckboxGroup, FormSelect } from '@/components/form/Fields';
import { CLASS_LEVELS, STREAMS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useAdminCreateSubjectMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

/** Name, description, image and at least one class, with the screen's one message; the stream is optional. */
const newSubjectSchema = (t: TFunction) => {
  const message = t('admin.addSubject.required');
  return z.object({
    name: z.string().trim().min(1, message),
    description: z.string().trim().min(1, message),
    image: z.custom<File | null>().refine((f) => Boolean(f), message),
    classes: z.array(z.string()).min(1, message),
    stream: z.string(),
  });
};
type NewSubjectValues = z.infer<ReturnType<typeof newSubjectSchema>>;
const EMPTY: NewSubjectValues = { name: '', description: '', image: null, classes: [], stream: '' };

/** Name, description, image, one or more classes and an optional stream: one create call per class. */
export default function AddSubject() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => newSubjectSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const { field: imageField } = useController({ name: 'image', control: form.control });
  const [popup, setPopup] = useState<PopupState | null>(null);
  const saving = form.formState.isSubmitting;
  const [create] = useAdminCreateSubjectMutation();
  const closePopup = useCallback(() => setPopup(null), []);

  const onSubmit = async ({ name, description, image, classes, stream }: NewSubjectValues) => {
    if (!image) return;
    const failures: string[] = [];
    let created = 0;
    for (const classLevel of classes) {
      try {
        await create({ name, description, classLevel, image, stream: stream || undefined }).unwrap();
        created += 1;
      } catch (err) {
        failures.push(serverErrorText(err) ?? t('admin.addSubject.failedFor', { class: classLevel }));
      }
    }
    if (failures.length) {
      setPopup({ success: false, header: t('common.error'), message: failures.join(' ') });
    } else {
      setPopup({ success: true, header: t('common.success'), message: t('admin.addSubject.created', { count: created }) });
      form.reset(EMPTY, { keepDirtyValues: false });
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('admin.addSubject.title')} />
      <Form form={form} onSubmit={onSubmit}>
        <FormTextField<NewSubjectValues> name="name" label={t('admin.addSubject.name')} required />
        <FormTextField<NewSubjectValues> name="description" label={t('admin.addSubject.description')} required multiline minRows={3} />
        <Box>
          <FormLabel required>{t('admin.addSubject.image')}</FormLabel>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            <Button variant="outlined" component="label">
              {t('admin.addSubject.chooseImage')}
              <input hidden type="file" accept="image/*" data-testid="subject-image" onChange={(e) => imageField.onChange(e.target.files?.[0] ?? null)} />
            </Button>
            {imageField.value && <Typography variant="body2">{imageField.value.name}</Typography>}
          </Box>
        </Box>
        <FormCheckboxGroup<NewSubjectValues> name="classes" legend={t('admin.addSubject.classes')} options={choices(CLASS_LEVELS)} required />
        <FormSelect<NewSubjectValues>
          name="stream"
          label={t('admin.addSubject.stream')}
          emptyLabel={t('admin.addSubject.noStream')}
          options={STREAMS.map((s) => ({ value: s, label: t(`common.streams.${s}`) }))}
        />
        <FormActions submit={t('admin.addSubject.save')} submitting={t('common.saving')} busy={saving} onCancel={() => navigate(PATHS.manageSubjects)} />
      </Form>
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}
