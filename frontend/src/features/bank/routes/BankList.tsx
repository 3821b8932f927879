import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { ListTable, type Column } from '@/components/list/ListTable';
import { ListToolbar } from '@/components/list/ListToolbar';
import { Pager } from '@/components/list/Pager';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useListState } from '@/hooks/useListState';
import { useToast } from '@/hooks/useToast';
import { downloadText } from '@/lib/csv';
import { pageCount } from '@/lib/pagination';
import { formatDate } from '@/lib/time';
import { PATHS, pathTo } from '@/config/paths';
import { useBankDeleteMutation, useBankExportMutation, useBankQuestionsQuery } from '../api';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { ExportMenu } from '../components/ExportMenu';
import { PlacementFields } from '../components/PlacementFields';
import { StatusChip } from '../components/StatusChip';
import { messageOf } from '../lib/form';
import { LANGUAGES, QUESTION_TYPES, SOURCES, STATUSES, type BankFilters, type BankQuestion, type ExportFormat } from '../types';
import '../lib/texts';

const SEARCH_DEBOUNCE_MS = 300;

/** A cell's words break only between them (the table breaks long question texts anywhere). */
const Words = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ overflowWrap: 'normal' }}>
    {children}
  </Box>
);
const NO_FILTERS = { classLevel: '', subject: '', topic: '', type: '', source: '', language: '' };
const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  gift: 'text/plain;charset=utf-8',
  moodleXml: 'application/xml;charset=utf-8',
  aiken: 'text/plain;charset=utf-8',
};

/** The bank's questions: searched, filtered and paged by the server; written, imported, exported and deleted from here. */
export default function BankList() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const list = useListState();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [deleting, setDeleting] = useState<BankQuestion | null>(null);
  const search = useDebouncedValue(list.search.trim(), SEARCH_DEBOUNCE_MS);
  const status = list.filter === 'all' ? '' : list.filter;
  const current: BankFilters = useMemo(() => ({ ...filters, status, search }), [filters, status, search]);
  const query = useBankQuestionsQuery({ ...current, page: list.page, limit: list.pageSize });
  const [remove, { isLoading: removing }] = useBankDeleteMutation();
  const [exportFile, { isLoading: exporting }] = useBankExportMutation();
  const filtered = Object.values(current).some(Boolean);

  const setFilter = (patch: Partial<typeof NO_FILTERS>) => {
    setFilters((f) => ({ ...f, ...patch }));
    list.setPage(1);
  };

  const runExport = async (format: ExportFormat) => {
    try {
      const { name, text } = await exportFile({ format, filters: current }).unwrap();
      downloadText(name, text, MIME[format]);
    } catch (err) {
      toast.error(messageOf(err, t('bank.list.exportFailed')), t('common.error'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const r = await remove(deleting.id).unwrap();
      toast.success(r?.message || t('bank.list.deleted'));
    } catch (err) {
      toast.error(messageOf(err, t('bank.list.deleteFailed')), t('common.error'));
    } finally {
      setDeleting(null);
    }
  };

  const columns: Column<BankQuestion>[] = [
    {
      key: 'question',
      label: t('bank.list.question'),
      render: (q) => (
        <>
          <Link component={RouterLink} to={pathTo.bankQuestion(q.id)} aria-label={t('bank.list.open', { text: q.question })} sx={{ fontWeight: 600 }}>
            {q.question}
          </Link>
          {/* On a phone the other columns are hidden: their gist goes under the text. */}
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
            {[t(`bank.types.${q.type}`), q.classLevel, q.subject, q.topic].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    { key: 'type', label: t('bank.list.type'), render: (q) => <Words>{t(`bank.types.${q.type}`)}</Words>, hideBelow: 'md' },
    { key: 'topic', label: t('bank.list.topic'), render: (q) => <Words>{q.topic}</Words>, hideBelow: 'md' },
    { key: 'class', label: t('bank.list.classLevel'), render: (q) => <Words>{q.classLevel}</Words>, hideBelow: 'md' },
    { key: 'subject', label: t('bank.list.subject'), render: (q) => <Words>{q.subject}</Words>, hideBelow: 'md' },
    { key: 'source', label: t('bank.list.source'), render: (q) => <Words>{t(`bank.sources.${q.source}`)}</Words>, hideBelow: 'md' },
    { key: 'status', label: t('bank.list.status'), render: (q) => <StatusChip status={q.status} /> },
    { key: 'updated', label: t('bank.list.updated'), render: (q) => <Words>{formatDate(q.updatedAt, i18n.language)}</Words>, hideBelow: 'sm' },
    {
      key: 'actions',
      label: t('bank.list.actions'),
      align: 'right',
      render: (q) => (
        <IconButton aria-label={t('bank.list.delete', { text: q.question })} onClick={() => setDeleting(q)} color="error">
          <DeleteOutline />
        </IconButton>
      ),
    },
  ];

  const total = query.data?.total ?? 0;
  const rows = query.data?.data ?? [];
  const choice = (key: keyof typeof NO_FILTERS, label: string, values: readonly string[], text: (v: string) => string) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[key]}
      onChange={(e) => setFilter({ [key]: e.target.value })}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('bank.list.all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {text(v)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader title={t('bank.title')} subtitle={t('bank.subtitle')} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel={t('bank.list.search')}
        filterLabel={t('bank.list.status')}
        filter={list.filter}
        filterOptions={[{ value: 'all', label: t('bank.list.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`bank.statuses.${s}`) }))]}
        onFilter={list.setFilter}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        onExport={() => void runExport('csv')}
        exporting={exporting}
        addTo={PATHS.newBankQuestion}
        addLabel={t('bank.list.new')}
        extra={
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <ExportMenu onExport={(f) => void runExport(f)} disabled={exporting} />
            <Button component={RouterLink} to={PATHS.importQuestions} variant="outlined" startIcon={<FileUploadOutlined />}>
              {t('bank.list.import')}
            </Button>
            <Button component={RouterLink} to={PATHS.bankQuiz} variant="outlined" startIcon={<PlaylistAddCheck />}>
              {t('bank.list.buildQuiz')}
            </Button>
          </Box>
        }
      />
      <Box
        component="section"
        aria-label={t('bank.list.filters')}
        sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' }, '& > .MuiAutocomplete-root': { gridColumn: { xs: '1 / -1', sm: 'auto' } } }}
      >
        <PlacementFields mode="filter" size="small" value={filters} onChange={(p) => setFilter(p)} />
        {choice('type', t('bank.list.type'), QUESTION_TYPES, (v) => t(`bank.types.${v}`))}
        {choice('source', t('bank.list.source'), SOURCES, (v) => t(`bank.sources.${v}`))}
        {choice('language', t('bank.list.language'), LANGUAGES, (v) => t(`bank.languages.${v}`))}
        <Button
          onClick={() => {
            setFilters(NO_FILTERS);
            list.setFilter('all');
            list.setSearch('');
          }}
          disabled={!filtered && !list.search}
        >
          {t('bank.list.clearFilters')}
        </Button>
      </Box>
      {query.isError ? (
        <ErrorState message={messageOf(query.error, t('bank.list.fetchFailed'))} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <CardsSkeleton count={3} height={56} />
      ) : total === 0 && !filtered ? (
        <EmptyState
          message={t('bank.list.empty')}
          action={
            <>
              <Typography color="text.secondary">{t('bank.list.emptyHelp')}</Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
                <Button component={RouterLink} to={PATHS.newBankQuestion} variant="contained">
                  {t('bank.list.new')}
                </Button>
                <Button component={RouterLink} to={PATHS.importQuestions} variant="outlined">
                  {t('bank.list.import')}
                </Button>
              </Box>
            </>
          }
        />
      ) : (
        <Box aria-busy={query.isFetching}>
          <ListTable label={t('bank.title')} columns={columns} rows={rows} empty={t('bank.list.noMatch')} rowTestId="bank-row" />
          <Pager page={list.page} pages={pageCount(total, list.pageSize)} onPage={list.setPage} total={total} pageSize={list.pageSize} />
        </Box>
      )}
      <ConfirmDelete
        open={!!deleting}
        text={deleting?.question ?? ''}
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
