import { useCallback, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Form, FormActions, FormTextField, useSchemaForm } from '@/components/form/Form';
import { choices, FormCheckboxGroup, FormFreeText } from '@/components/form/Fields';
import { useGetAllSubjectsQuery } from '@/lib/commonApi';
import { serverErrorText } from '@/lib/errors';
import { useAdminBulkTopicsMutation, useAdminCreateTopicMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import { TOPIC_CLASS_LEVELS } from '../../lib/constants';
import { splitTopicNames } from '../../lib/list';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

/** The names typed: one, or many split on commas and line breaks. */
const topicNames = (mode: 'single' | 'bulk', name: string) => (mode === 'bulk' ? splitTopicNames(name) : name.trim() ? [name.trim()] : []);

/** At least one name, a subject and a class, with the screen's one message. */
const newTopicSchema = (t: TFunction) => {
  const message = t('admin.addTopic.required');
  return z
    .object({ mode: z.enum(['single', 'bulk']), name: z.string(), subject: z.string().trim().min(1, message), classes: z.array(z.string()).min(1, message) })
    .refine((v) => topicNames(v.mode, v.name).length > 0, { message, path: ['name'] });
};
type NewTopicValues = z.infer<ReturnType<typeof newTopicSchema>>;

/**
 * One topic, or many at once (names split on commas and line breaks, shown before saving), for a
 * subject and one or more classes.
 */
export default function AddTopic() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => newTopicSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { mode: 'single', name: '', subject: '', classes: [] } });
  const { field: modeField } = useController({ name: 'mode', control: form.control });
  const mode = modeField.value;
  const name = form.watch('name');
  const [popup, setPopup] = useState<PopupState | null>(null);
  const subjects = useGetAllSubjectsQuery();
  const subjectNames = useMemo(() => [...new Set((subjects.data ?? []).map((s) => s.name))].sort(), [subjects.data]);
  const [createOne, { isLoading: savingOne }] = useAdminCreateTopicMutation();
  const [createMany, { isLoading: savingMany }] = useAdminBulkTopicsMutation();
  const closePopup = useCallback(() => setPopup(null), []);
  const saving = savingOne || savingMany;
  const bulkNames = useMemo(() => splitTopicNames(name), [name]);

  const onSubmit = async (v: NewTopicValues) => {
    const names = topicNames(v.mode, v.name);
    try {
      let count: number;
      if (v.mode === 'single') {
        const r = await createOne({ name: names[0], subject: v.subject, classLevel: v.classes }).unwrap();
        count = r?.count ?? v.classes.length;
      } else {
        const entries = names.flatMap((n) => v.classes.map((classLevel) => ({ name: n, subject: v.subject, classLevel })));
        const r = await createMany(entries).unwrap();
        count = r?.count ?? entries.length;
      }
      setPopup({ success: true, header: t('common.success'), message: t('admin.addTopic.created', { count }) });
      form.reset({ ...v, name: '', classes: [] }, { keepDirtyValues: false });
    } catch (err) {
      setPopup({ success: false, header: t('common.error'), message: serverErrorText(err) ?? t('admin.addTopic.failed') });
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('admin.addTopic.title')} />
      <Form form={form} onSubmit={onSubmit}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={mode}
          onChange={(_e, v: 'single' | 'bulk' | null) => v && modeField.onChange(v)}
          aria-label={t('admin.addTopic.mode')}
          size="small"
        >
          <ToggleButton value="single">{t('admin.addTopic.single')}</ToggleButton>
          <ToggleButton value="bulk">{t('admin.addTopic.bulk')}</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'single' ? (
          <FormTextField<NewTopicValues> key="single" name="name" label={t('admin.addTopic.name')} required />
        ) : (
          <FormTextField<NewTopicValues>
            key="bulk"
            name="name"
            label={t('admin.addTopic.names')}
            required
            multiline
            minRows={3}
            helperText={t('admin.addTopic.namesHelp', { count: bulkNames.length })}
          />
        )}
        {mode === 'bulk' && bulkNames.length > 0 && (
          <Box component="section" aria-labelledby="topics-preview">
            <FormLabel id="topics-preview" component="h2" sx={{ fontSize: '0.875rem', mb: 1, display: 'block' }}>
              {t('admin.addTopic.preview')}
            </FormLabel>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {bulkNames.map((n) => (
                <li key={n}>
                  <Chip label={n} size="small" />
                </li>
              ))}
            </Box>
          </Box>
        )}
        <FormFreeText<NewTopicValues> name="subject" options={subjectNames} label={t('admin.addTopic.subject')} required />
        <FormCheckboxGroup<NewTopicValues> name="classes" legend={t('admin.addTopic.classes')} options={choices(TOPIC_CLASS_LEVELS)} required />
        <FormActions submit={t('admin.addTopic.save')} submitting={t('common.saving')} busy={saving} onCancel={() => navigate(PATHS.manageTopics)} />
      </Form>
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}
