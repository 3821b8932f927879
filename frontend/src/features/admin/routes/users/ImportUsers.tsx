import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/list/ResponsiveTable';
import { useGetSchoolQuery } from '@/lib/commonApi';
import { downloadText } from '@/lib/csv';
import { httpStatus, isNetworkError, serverErrorText } from '@/lib/errors';
import { PATHS } from '@/config/paths';
import { useAdminImportUsersMutation } from '../../api';
import { LoginSlips } from '../../components/LoginSlips';
import type { UserImportCreated, UserImportReady, UserImportRefused, UserImportResult } from '../../types';
import '../../lib/texts';

/** The server's limits on one file (POST /api/users/import). */
export const MAX_IMPORT_BYTES = 200 * 1024;
export const MAX_IMPORT_STUDENTS = 300;
/** The columns the server reads, with one example line. */
export const IMPORT_TEMPLATE = 'name,username,class,email,phone\r\nAda Nji,ada.nji,Form 1 A,,\r\n';
const COLUMNS = ['name', 'username', 'class', 'email', 'phone'] as const;

/**
 * Student accounts from a CSV (admins): pasted or read from a file in the browser, previewed
 * (ready lines and refused ones, with their line numbers), then created; the new accounts'
 * one-time passwords are shown once, with login slips to print.
 */
export default function ImportUsers() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<UserImportResult | null>(null);
  const [result, setResult] = useState<UserImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [slips, setSlips] = useState(false);
  const [send, { isLoading }] = useAdminImportUsersMutation();
  const school = useGetSchoolQuery();
  const created = result?.created ?? [];

  // The one-time passwords are not kept anywhere: leaving the page loses them, so the browser asks first.
  useEffect(() => {
    if (created.length === 0) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [created.length]);

  const changed = (text: string) => {
    setCsv(text);
    setPreview(null);
    setProblem(null);
  };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(t('admin.importUsers.tooLarge'));
      return;
    }
    setFileName(file.name);
    changed(await file.text());
  };

  const run = async (confirm: boolean) => {
    if (!csv.trim()) {
      setProblem(t('admin.importUsers.empty'));
      return;
    }
    if (new Blob([csv]).size > MAX_IMPORT_BYTES) {
      setProblem(t('admin.importUsers.tooLarge'));
      return;
    }
    setProblem(null);
    setConfirming(confirm);
    try {
      const r = await send({ csv, confirm }).unwrap();
      if (confirm) {
        setResult(r);
        setPreview(null);
      } else setPreview(r);
    } catch (err) {
      const status = httpStatus(err);
      const text = serverErrorText(err);
      setProblem(
        isNetworkError(err)
          ? t('admin.importUsers.network')
          : status === 413
            ? (text ?? t('admin.importUsers.tooLarge'))
            : (text ?? t('admin.importUsers.failed')),
      );
    }
  };

  const reset = () => {
    setCsv('');
    setFileName(null);
    setPreview(null);
    setResult(null);
    setProblem(null);
    setSlips(false);
  };

  if (slips && created.length > 0)
    return <LoginSlips accounts={created} schoolName={school.data?.name ?? null} onBack={() => setSlips(false)} />;

  const readyColumns: ResponsiveColumn<UserImportReady>[] = [
    { key: 'name', label: t('admin.importUsers.name'), render: (r) => r.name },
    { key: 'line', label: t('admin.importUsers.line'), render: (r) => r.line },
    { key: 'username', label: t('admin.importUsers.username'), render: (r) => r.username },
    { key: 'class', label: t('admin.importUsers.class'), render: (r) => r.className || t('admin.importUsers.noClass') },
    { key: 'email', label: t('admin.importUsers.email'), render: (r) => r.email || '—' },
    { key: 'phone', label: t('admin.importUsers.phone'), render: (r) => r.phoneNumber || '—' },
  ];
  const createdColumns: ResponsiveColumn<UserImportCreated>[] = [
    { key: 'name', label: t('admin.importUsers.name'), render: (r) => r.name },
    { key: 'line', label: t('admin.importUsers.line'), render: (r) => r.line },
    { key: 'username', label: t('admin.importUsers.username'), render: (r) => r.username },
    { key: 'class', label: t('admin.importUsers.class'), render: (r) => r.className || t('admin.importUsers.noClass') },
    {
      key: 'password',
      label: t('admin.importUsers.oneTimePassword'),
      render: (r) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1rem' }} data-testid="one-time-password">
          {r.oneTimePassword}
        </Box>
      ),
    },
  ];

  const busy = isLoading && (
    <Box role="status" sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {confirming
          ? t('admin.importUsers.creating', { count: preview?.ready.length ?? 0 })
          : t('admin.importUsers.previewing')}
      </Typography>
      <LinearProgress aria-label={confirming ? t('admin.importUsers.creatingLabel') : t('admin.importUsers.previewing')} />
    </Box>
  );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('admin.importUsers.title')} subtitle={t('admin.importUsers.subtitle')} />

      {!result && (
        <Paper
          variant="outlined"
          component="form"
          noValidate
          aria-label={t('admin.importUsers.title')}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void run(false);
          }}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={2.5}>
            <Box component="section" aria-labelledby="import-columns">
              <Typography id="import-columns" component="h2" variant="h6" sx={{ mb: 0.5 }}>
                {t('admin.importUsers.columnsTitle')}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('admin.importUsers.columnsHelp', { max: MAX_IMPORT_STUDENTS })}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {COLUMNS.map((c) => (
                  <li key={c}>
                    <Typography variant="body2">{t(`admin.importUsers.columns.${c}`)}</Typography>
                  </li>
                ))}
              </Box>
              <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
                {t('admin.importUsers.templateTitle')}
              </Typography>
              <Box
                component="pre"
                sx={{ m: 0, mt: 0.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: '0.875rem' }}
              >
                {IMPORT_TEMPLATE.replace(/\r/g, '')}
              </Box>
              <Button
                sx={{ mt: 1 }}
                startIcon={<FileDownloadOutlined />}
                onClick={() => downloadText('students-template.csv', IMPORT_TEMPLATE)}
              >
                {t('admin.importUsers.downloadTemplate')}
              </Button>
            </Box>

            <Box>
              <FormLabel htmlFor="import-users-file" sx={{ display: 'block', mb: 1 }}>
                {t('admin.importUsers.file')}
              </FormLabel>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  startIcon={<UploadFileOutlined />}
                  onClick={() => input.current?.click()}
                  aria-describedby="import-users-file-name"
                >
                  {t('admin.importUsers.chooseFile')}
                </Button>
                <Typography id="import-users-file-name" sx={{ overflowWrap: 'anywhere' }}>
                  {fileName ?? t('admin.importUsers.noFile')}
                </Typography>
                <input
                  id="import-users-file"
                  ref={input}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  hidden
                  onChange={(e) => void pick(e.target.files?.[0])}
                />
              </Box>
            </Box>
            <TextField
              label={t('admin.importUsers.paste')}
              multiline
              minRows={5}
              maxRows={14}
              fullWidth
              value={csv}
              onChange={(e) => {
                setFileName(null);
                changed(e.target.value);
              }}
              placeholder={IMPORT_TEMPLATE.replace(/\r/g, '')}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            {!preview && busy}
            <Box aria-live="assertive">{problem && <Alert severity="error">{problem}</Alert>}</Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant={preview ? 'outlined' : 'contained'} disabled={isLoading}>
                {t('admin.importUsers.preview')}
              </Button>
              <Button component={RouterLink} to={PATHS.manageUsers}>
                {t('common.cancel')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}

      {preview && !result && (
        <Box component="section" aria-labelledby="import-preview-title" sx={{ mt: 3 }}>
          <Typography id="import-preview-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('admin.importUsers.previewTitle')}
          </Typography>
          <Alert severity={preview.refused.length ? 'warning' : 'info'} role="status" sx={{ mb: 2 }} data-testid="import-summary">
            {t('admin.importUsers.summary', { ready: preview.ready.length, refused: preview.refused.length, year: preview.schoolYear })}
          </Alert>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('admin.importUsers.readyTitle', { count: preview.ready.length })}
          </Typography>
          <ResponsiveTable
            label={t('admin.importUsers.readyTitle', { count: preview.ready.length })}
            columns={readyColumns}
            rows={preview.ready}
            rowKey={(r) => `${r.line}-${r.username}`}
            rowTestId="ready-line"
            empty={t('admin.importUsers.noneReady')}
          />
          <RefusedLines refused={preview.refused} />
          {preview.ready.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('admin.importUsers.onceWarning')}
            </Alert>
          )}
          {busy}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <Button variant="contained" onClick={() => void run(true)} disabled={isLoading || preview.ready.length === 0}>
              {t('admin.importUsers.create', { count: preview.ready.length })}
            </Button>
          </Box>
        </Box>
      )}

      {result && (
        <Box component="section" aria-labelledby="import-created-title">
          <Typography id="import-created-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('admin.importUsers.createdTitle', { count: created.length })}
          </Typography>
          <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="import-done">
            {result.message || t('admin.importUsers.created', { count: created.length })}
          </Alert>
          {created.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="once-warning">
              {t('admin.importUsers.shownOnce')}
            </Alert>
          )}
          {/* Above the accounts: a list of 300 is long on a phone. */}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {created.length > 0 && (
              <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => setSlips(true)}>
                {t('admin.importUsers.printSlips')}
              </Button>
            )}
            <Button variant="outlined" onClick={reset}>
              {t('admin.importUsers.another')}
            </Button>
            <Button component={RouterLink} to={PATHS.manageUsers}>
              {t('admin.importUsers.backToUsers')}
            </Button>
          </Box>
          <ResponsiveTable
            label={t('admin.importUsers.createdTitle', { count: created.length })}
            columns={createdColumns}
            rows={created}
            rowKey={(r) => r.id || r.username}
            rowTestId="created-account"
            empty={t('admin.importUsers.noneCreated')}
          />
          <RefusedLines refused={result.refused} />
        </Box>
      )}
    </Box>
  );
}

/** The lines the server will not take, with their line numbers and reasons. */
function RefusedLines({ refused }: { refused: UserImportRefused[] }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="import-refused-title" sx={{ mt: 2 }}>
      <Typography id="import-refused-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('admin.importUsers.refusedTitle', { count: refused.length })}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
        {refused.map((r, i) => (
          <li key={`${r.line}-${i}`} data-testid="refused-line">
            <Typography>
              <strong>{t('admin.importUsers.refusedLine', { line: r.line })}</strong>
              {r.username ? ` (${r.username})` : ''}: {r.reason}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
