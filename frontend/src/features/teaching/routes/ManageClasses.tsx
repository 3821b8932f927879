import { useMemo, useState } from 'react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { ListTable, type Column } from '@/components/list/ListTable';
import { ListToolbar } from '@/components/list/ListToolbar';
import { Pager } from '@/components/list/Pager';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useListState } from '@/hooks/useListState';
import { useToast } from '@/hooks/useToast';
import { CLASS_LEVELS } from '@/lib/constants';
import { downloadText, toCsv } from '@/lib/csv';
import { pageCount } from '@/lib/pagination';
import { PATHS, pathTo } from '@/config/paths';
import { useClassesQuery, useExportClassesMutation } from '../api';
import { messageOf, personName, schoolYears } from '../lib/format';
import type { SchoolClass } from '../types';
import '../lib/texts';

const SEARCH_DEBOUNCE_MS = 300;

/** The school's classes (admins): searched, filtered by class level and school year, paged by the server. */
export default function ManageClasses() {
  const { t } = useTranslation();
  const toast = useToast();
  const list = useListState();
  const [schoolYear, setSchoolYear] = useState('');
  const q = useDebouncedValue(list.search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => ({ q, classLevel: list.filter, schoolYear }), [q, list.filter, schoolYear]);
  const query = useClassesQuery({ ...filters, page: list.page, limit: list.pageSize });
  const [exportAll, { isLoading: exporting }] = useExportClassesMutation();
  const years = schoolYears();

  const runExport = async () => {
    try {
      const rows = await exportAll(filters).unwrap();
      const csv = toCsv(
        ['name', 'class level', 'stream', 'school year', 'teachers', 'students'],
        rows.map((c) => [c.name, c.classLevel, c.stream ?? '', c.schoolYear, c.teachers.map((x) => x.username).join(' '), c.studentCount]),
      );
      downloadText('classes.csv', csv);
    } catch (err) {
      toast.error(messageOf(err, t('teaching.classes.exportFailed')), t('common.error'));
    }
  };

  const columns: Column<SchoolClass>[] = [
    {
      key: 'name',
      label: t('teaching.classes.name'),
      render: (c) => (
        <>
          <Link component={RouterLink} to={pathTo.classDetails(c.id)} sx={{ fontWeight: 600 }}>
            {c.name}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
            {[c.classLevel, c.stream, c.schoolYear].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    { key: 'level', label: t('teaching.classes.classLevel'), render: (c) => c.classLevel, hideBelow: 'md' },
    { key: 'stream', label: t('teaching.classes.stream'), render: (c) => c.stream ?? '—', hideBelow: 'md' },
    { key: 'year', label: t('teaching.classes.schoolYear'), render: (c) => c.schoolYear, hideBelow: 'md' },
    {
      key: 'teachers',
      label: t('teaching.classes.teachers'),
      render: (c) => (c.teachers.length ? c.teachers.map(personName).join(', ') : t('teaching.classes.noTeacher')),
      hideBelow: 'sm',
    },
    { key: 'students', label: t('teaching.classes.students'), render: (c) => c.studentCount, align: 'right' },
  ];

  const total = query.data?.total ?? 0;
  return (
    <>
      <PageHeader title={t('teaching.classes.title')} subtitle={t('teaching.classes.subtitle')} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel={t('teaching.classes.search')}
        filterLabel={t('teaching.classes.classLevel')}
        filter={list.filter}
        filterOptions={[{ value: 'all', label: t('teaching.classes.allLevels') }, ...CLASS_LEVELS.map((c) => ({ value: c, label: c }))]}
        onFilter={list.setFilter}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        onExport={() => void runExport()}
        exporting={exporting}
        addTo={PATHS.newClass}
        addLabel={t('teaching.classes.new')}
        extra={
          <TextField
            select
            size="small"
            label={t('teaching.classes.schoolYear')}
            value={schoolYear}
            onChange={(e) => {
              setSchoolYear(e.target.value);
              list.setPage(1);
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('teaching.classes.allYears')}</MenuItem>
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {query.isError ? (
        <ErrorState message={messageOf(query.error, t('teaching.classes.fetchFailed'))} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <CardsSkeleton count={3} height={56} />
      ) : (
        <>
          <ListTable label={t('teaching.classes.title')} columns={columns} rows={query.data?.data ?? []} empty={t('teaching.classes.empty')} rowTestId="class-row" />
          <Pager page={list.page} pages={pageCount(total, list.pageSize)} onPage={list.setPage} total={total} pageSize={list.pageSize} />
        </>
      )}
    </>
  );
}
