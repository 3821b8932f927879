import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Search from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/lib/constants';

export interface FilterOption {
  value: string;
  label: string;
}

/** A list page's controls: search, one filter, page size, CSV export and the add button. */
export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  filterLabel,
  filter,
  filterOptions,
  onFilter,
  pageSize,
  onPageSize,
  onExport,
  exporting,
  addTo,
  addLabel,
  extra,
}: {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  filterLabel: string;
  filter: string;
  filterOptions: FilterOption[];
  onFilter: (value: string) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  onExport: () => void;
  exporting?: boolean;
  addTo: string;
  addLabel: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 2fr) repeat(2, minmax(130px, 1fr)) auto auto' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      <TextField
        size="small"
        type="search"
        label={searchLabel}
        placeholder={searchLabel}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select size="small" label={filterLabel} value={filter} onChange={(e) => onFilter(e.target.value)}>
        {filterOptions.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('list.pageSize')}
        value={String(pageSize)}
        onChange={(e) => onPageSize(Number(e.target.value))}
      >
        {PAGE_SIZES.map((n) => (
          <MenuItem key={n} value={String(n)}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={onExport} disabled={exporting}>
        {exporting ? t('list.exporting') : t('list.export')}
      </Button>
      <Button component={RouterLink} to={addTo} variant="contained" startIcon={<Add />}>
        {addLabel}
      </Button>
      {extra}
    </Box>
  );
}
