import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ListTable, type Column } from '@/components/list/ListTable';
import { PATHS } from '@/config/paths';
import { useBankImportMutation } from '../api';
import { PlacementFields, type Placement } from '../components/PlacementFields';
import { errorBody } from '../lib/form';
import { IMPORT_FORMATS, type ImportFormat, type ImportPreview } from '../types';
import '../lib/texts';

/** The largest file the server takes (10 MiB); a larger one is refused here before it is sent. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.gift,.xml,.txt,.csv';

type Row = ImportPreview['questions'][number] & { id: string };

/**
 * A file of questions: sent once for a preview (what would be created, what is already in the
 * bank, what was refused and why), then again with confirm=true to store them.
 */
export default function ImportQuestions() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat | ''>('');
  const [placement, setPlacement] = useState<Placement>({ subject: '', classLevel: '', topic: '' });
  const [status, setStatus] = useState<'published' | 'draft'>('published');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading }] = useBankImportMutation();
  const [confirming, setConfirming] = useState(false);

  /** Any change of what would be sent makes the preview stale. */
  const changed = () => {
    setPreview(null);
    setDone(null);
    setProblem(null);
  };

  const upload = async (confirm: boolean) => {
    if (!file) {
      setProblem(t('bank.import.needFile'));
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(t('bank.import.tooLarge'));
      return;
    }
    setProblem(null);
    setConfirming(confirm);
    try {
      const r = await send({ file, format, ...placement, status, confirm }).unwrap();
      // A new preview (the same file again, say) replaces the last import's result.
      setDone(confirm ? r.message || t('bank.import.done', { count: r.created ?? r.toCreate }) : null);
      setPreview(r);
    } catch (err) {
      const body = errorBody(err);
      setPreview(null);
      setProblem(body.status === 413 ? (body.message ?? t('bank.import.tooLarge')) : (body.message ?? t('bank.import.failed')));
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void upload(false);
  };

  const columns: Column<Row>[] = [
    { key: 'line', label: t('bank.import.line'), render: (q) => q.line, hideBelow: 'sm' },
    {
      key: 'question',
      label: t('bank.list.question'),
      render: (q) => (
        <>
          {q.question}
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
            {[t(`bank.types.${q.type}`), q.classLevel, q.subject, q.topic].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    { key: 'type', label: t('bank.list.type'), render: (q) => t(`bank.types.${q.type}`), hideBelow: 'md' },
    { key: 'class', label: t('bank.list.classLevel'), render: (q) => q.classLevel, hideBelow: 'md' },
    { key: 'subject', label: t('bank.list.subject'), render: (q) => q.subject, hideBelow: 'md' },
    { key: 'topic', label: t('bank.list.topic'), render: (q) => q.topic, hideBelow: 'md' },
    {
      key: 'state',
      label: t('bank.list.status'),
      render: (q) => (
        <Chip
          size="small"
          variant="outlined"
          color={q.duplicate ? 'default' : 'success'}
          label={t(q.duplicate ? 'bank.import.duplicate' : 'bank.import.new')}
          sx={{ height: 'auto', py: 0.25, overflowWrap: 'normal', '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      ),
    },
  ];
  const rows: Row[] = (preview?.questions ?? []).map((q, i) => ({ ...q, id: `${q.line}-${i}` }));

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('bank.import.title')} subtitle={t('bank.import.help')} />
      <Paper variant="outlined" component="form" noValidate aria-label={t('bank.import.title')} onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Box>
            <FormLabel htmlFor="import-file" required sx={{ display: 'block', mb: 1 }}>
              {t('bank.import.file')}
            </FormLabel>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()} aria-describedby="import-file-name">
                {t('bank.import.choose')}
              </Button>
              <Typography id="import-file-name" sx={{ overflowWrap: 'anywhere' }}>
                {file ? file.name : t('bank.import.noFile')}
              </Typography>
              <input
                id="import-file"
                ref={input}
                type="file"
                accept={ACCEPT}
                hidden
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  changed();
                }}
              />
            </Box>
          </Box>
          <TextField
            select
            label={t('bank.import.format')}
            value={format}
            onChange={(e) => {
              setFormat(e.target.value as ImportFormat | '');
              changed();
            }}
            sx={{ maxWidth: { sm: 320 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('bank.import.formatAuto')}</MenuItem>
            {IMPORT_FORMATS.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`bank.formats.${f}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ mb: 1 }}>
              {t('bank.import.placementHelp')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              <PlacementFields
                value={placement}
                onChange={(p) => {
                  setPlacement(p);
                  changed();
                }}
              />
            </Box>
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('bank.import.status')}</FormLabel>
            <RadioGroup
              row
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as 'published' | 'draft');
                changed();
              }}
            >
              <FormControlLabel value="published" control={<Radio />} label={t('bank.statuses.published')} />
              <FormControlLabel value="draft" control={<Radio />} label={t('bank.statuses.draft')} />
            </RadioGroup>
          </Box>
          {isLoading && (
            <Box role="status">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {confirming ? t('bank.import.importing') : t('bank.import.previewing')}
              </Typography>
              <LinearProgress aria-label={t('bank.import.uploading')} />
            </Box>
          )}
          <Box aria-live="assertive">{problem && <Alert severity="error">{problem}</Alert>}</Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {t('bank.import.preview')}
            </Button>
            <Button component={RouterLink} to={PATHS.questionBank}>
              {t('bank.editor.cancel')}
            </Button>
          </Box>
        </Stack>
      </Paper>

      {preview && (
        <Box component="section" aria-labelledby="import-preview" sx={{ mt: 3 }}>
          <Typography id="import-preview" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('bank.import.questions')}
          </Typography>
          <Box aria-live="polite" sx={{ mb: 2 }}>
            {done ? (
              <Alert severity="success" role="status" data-testid="import-done">
                {done}
              </Alert>
            ) : (
              <Alert severity="info" role="status" data-testid="import-summary">
                {t('bank.import.summary', { toCreate: preview.toCreate, duplicates: preview.duplicates, refused: preview.refused.length })}
              </Alert>
            )}
          </Box>
          <ListTable label={t('bank.import.questions')} columns={columns} rows={rows} empty={t('bank.import.nothingToImport')} rowTestId="import-row" />
          {preview.refused.length > 0 && (
            <Box component="section" aria-labelledby="import-refused" sx={{ mt: 2 }}>
              <Typography id="import-refused" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('bank.import.refused')}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {preview.refused.map((r, i) => (
                  <li key={`${r.line}-${i}`} data-testid="refused">
                    <Typography>
                      <strong>{t('bank.import.refusedLine', { line: r.line })}</strong>
                      {r.name ? ` (${r.name})` : ''}: {r.reason}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            {done ? (
              <>
                <Button component={RouterLink} to={PATHS.questionBank} variant="contained">
                  {t('bank.editor.cancel')}
                </Button>
                <Button
                  onClick={() => {
                    setFile(null);
                    if (input.current) input.current.value = '';
                    changed();
                  }}
                >
                  {t('bank.import.another')}
                </Button>
              </>
            ) : preview.toCreate > 0 ? (
              <Button variant="contained" disabled={isLoading} onClick={() => void upload(true)}>
                {isLoading && confirming ? t('bank.import.importing') : t('bank.import.confirm', { count: preview.toCreate })}
              </Button>
            ) : (
              <Typography color="text.secondary">{t('bank.import.nothingToImport')}</Typography>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
