import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { useTranslation } from 'react-i18next';
import { useImportStudentsMutation } from '../api';
import { messageOf } from '../lib/format';
import type { EnrolReport } from '../types';
import { EnrolReportView } from './EnrolReportView';

/** The server's limit on an import (docs/teacher-api.md). */
const MAX_BYTES = 200 * 1024;

/** A CSV of usernames, pasted or picked: previewed first, stored only on "Confirm". */
export function ImportStudentsDialog({ classId, open, onClose }: { classId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<EnrolReport | null>(null);
  const [done, setDone] = useState<EnrolReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useImportStudentsMutation();

  const close = () => {
    setCsv('');
    setPreview(null);
    setDone(null);
    setError(null);
    onClose();
  };
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) return setError(t('teaching.import.tooBig'));
    setError(null);
    setPreview(null);
    setCsv(await file.text());
  };
  const run = async (confirm: boolean) => {
    setError(null);
    try {
      const r = await send({ id: classId, csv, confirm }).unwrap();
      if (confirm) setDone(r.data);
      else setPreview(r.data);
    } catch (err) {
      setError(messageOf(err, t('teaching.import.failed')));
    }
  };

  const report = done ?? preview;
  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby="import-title" maxWidth="md" fullWidth>
      <DialogTitle id="import-title">{t('teaching.import.title')}</DialogTitle>
      <DialogContent>
        {!done && (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('teaching.import.help')}</DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              label={t('teaching.import.paste')}
              multiline
              minRows={5}
              maxRows={12}
              fullWidth
              value={csv}
              onChange={(e) => {
                setCsv(e.target.value);
                setPreview(null);
              }}
              placeholder={'username\nama\nbih'}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <Box sx={{ mt: 1.5, mb: 2 }}>
              <Button component="label" variant="outlined" startIcon={<FileUploadOutlined />}>
                {t('teaching.import.pickFile')}
                <input hidden type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void pick(e)} aria-label={t('teaching.import.pickFile')} />
              </Button>
            </Box>
          </>
        )}
        {report && <EnrolReportView report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          {done ? t('common.close') : t('common.cancel')}
        </Button>
        {!done && (
          <Button variant="outlined" onClick={() => void run(false)} disabled={isLoading || !csv.trim()}>
            {t('teaching.import.preview')}
          </Button>
        )}
        {!done && preview && (
          <Button variant="contained" onClick={() => void run(true)} disabled={isLoading || preview.enrolled.length === 0}>
            {t('teaching.import.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
