import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useGetAllSubjectsQuery } from '@/lib/commonApi';
import { serverErrorText } from '@/lib/errors';
import { useAdminBulkTopicsMutation, useAdminCreateTopicMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import { TOPIC_CLASS_LEVELS } from '../../lib/constants';
import { splitTopicNames } from '../../lib/list';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

/**
 * One topic, or many at once (names split on commas and line breaks, shown before saving), for a
 * subject and one or more classes.
 */
export default function AddTopic() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'single' | 'bulk'>('single');
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [classes, setClasses] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupState | null>(null);
  const subjects = useGetAllSubjectsQuery();
  const subjectNames = useMemo(() => [...new Set((subjects.data ?? []).map((s) => s.name))].sort(), [subjects.data]);
  const [createOne, { isLoading: savingOne }] = useAdminCreateTopicMutation();
  const [createMany, { isLoading: savingMany }] = useAdminBulkTopicsMutation();
  const closePopup = useCallback(() => setPopup(null), []);
  const saving = savingOne || savingMany;
  const bulkNames = useMemo(() => splitTopicNames(name), [name]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const names = mode === 'bulk' ? bulkNames : name.trim() ? [name.trim()] : [];
    if (!names.length || !subject.trim() || classes.length === 0) {
      setProblem(t('admin.addTopic.required'));
      return;
    }
    setProblem(null);
    try {
      let count: number;
      if (mode === 'single') {
        const r = await createOne({ name: names[0], subject: subject.trim(), classLevel: classes }).unwrap();
        count = r?.count ?? classes.length;
      } else {
        const entries = names.flatMap((n) => classes.map((classLevel) => ({ name: n, subject: subject.trim(), classLevel })));
        const r = await createMany(entries).unwrap();
        count = r?.count ?? entries.length;
      }
      setPopup({ success: true, header: t('common.success'), message: t('admin.addTopic.created', { count }) });
      setName('');
      setClasses([]);
    } catch (err) {
      setPopup({ success: false, header: t('common.error'), message: serverErrorText(err) ?? t('admin.addTopic.failed') });
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('admin.addTopic.title')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={mode}
            onChange={(_e, v: 'single' | 'bulk' | null) => v && setMode(v)}
            aria-label={t('admin.addTopic.mode')}
            size="small"
          >
            <ToggleButton value="single">{t('admin.addTopic.single')}</ToggleButton>
            <ToggleButton value="bulk">{t('admin.addTopic.bulk')}</ToggleButton>
          </ToggleButtonGroup>
          {mode === 'single' ? (
            <TextField label={t('admin.addTopic.name')} value={name} onChange={(e) => setName(e.target.value)} required />
          ) : (
            <TextField
              label={t('admin.addTopic.names')}
              value={name}
              onChange={(e) => setName(e.target.value)}
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
          <Autocomplete
            freeSolo
            options={subjectNames}
            inputValue={subject}
            onInputChange={(_e, v) => setSubject(v)}
            renderInput={(params) => <TextField {...params} required label={t('admin.addTopic.subject')} />}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" required>
              {t('admin.addTopic.classes')}
            </FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}>
              {TOPIC_CLASS_LEVELS.map((c) => (
                <FormControlLabel
                  key={c}
                  label={c}
                  control={
                    <Checkbox checked={classes.includes(c)} onChange={(e) => setClasses((cur) => (e.target.checked ? [...cur, c] : cur.filter((x) => x !== c)))} />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? t('common.saving') : t('admin.addTopic.save')}
            </Button>
            <Button onClick={() => navigate(PATHS.manageTopics)} disabled={saving}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}
