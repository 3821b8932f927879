import { useCallback, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CLASS_LEVELS, STREAMS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useAdminCreateSubjectMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

/** Name, description, image, one or more classes and an optional stream: one create call per class. */
export default function AddSubject() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [classes, setClasses] = useState<string[]>([]);
  const [stream, setStream] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [saving, setSaving] = useState(false);
  const [create] = useAdminCreateSubjectMutation();
  const closePopup = useCallback(() => setPopup(null), []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !description.trim() || !image || classes.length === 0) {
      setProblem(t('admin.addSubject.required'));
      return;
    }
    setProblem(null);
    setSaving(true);
    const failures: string[] = [];
    let created = 0;
    for (const classLevel of classes) {
      try {
        await create({ name: name.trim(), description: description.trim(), classLevel, image, stream: stream || undefined }).unwrap();
        created += 1;
      } catch (err) {
        failures.push(serverErrorText(err) ?? t('admin.addSubject.failedFor', { class: classLevel }));
      }
    }
    setSaving(false);
    if (failures.length) {
      setPopup({ success: false, header: t('common.error'), message: failures.join(' ') });
    } else {
      setPopup({ success: true, header: t('common.success'), message: t('admin.addSubject.created', { count: created }) });
      setName('');
      setDescription('');
      setImage(null);
      setClasses([]);
      setStream('');
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('admin.addSubject.title')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField label={t('admin.addSubject.name')} value={name} onChange={(e) => setName(e.target.value)} required />
          <TextField label={t('admin.addSubject.description')} value={description} onChange={(e) => setDescription(e.target.value)} required multiline minRows={3} />
          <Box>
            <FormLabel required>{t('admin.addSubject.image')}</FormLabel>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <Button variant="outlined" component="label">
                {t('admin.addSubject.chooseImage')}
                <input hidden type="file" accept="image/*" data-testid="subject-image" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
              </Button>
              {image && <Typography variant="body2">{image.name}</Typography>}
            </Box>
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" required>
              {t('admin.addSubject.classes')}
            </FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}>
              {CLASS_LEVELS.map((c) => (
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
          <TextField select label={t('admin.addSubject.stream')} value={stream} onChange={(e) => setStream(e.target.value)}>
            <MenuItem value="">{t('admin.addSubject.noStream')}</MenuItem>
            {STREAMS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`common.streams.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? t('common.saving') : t('admin.addSubject.save')}
            </Button>
            <Button onClick={() => navigate(PATHS.manageSubjects)} disabled={saving}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}
