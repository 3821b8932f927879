import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { storedClassName } from '@/hooks/useCurrentUser';
import { useSearchQuery, type SearchKind } from '../api';
import type { SearchResult } from '@/lib/types';
import { useCatalogueText } from '@/lib/catalogueText';
import { SEARCH_MIN_CHARS, STORAGE } from '@/lib/constants';
import { slugify } from '@/lib/slug';
import { readString, writeString } from '@/lib/storage';
import { PATHS } from '@/config/paths';

/** Where a result leads: a quiz to its detail, a topic to start-quiz, a subject to its topics. */
export function resultTarget(r: SearchResult): { to: string; state?: unknown } {
  const classLevel = r.classLevel || storedClassName();
  if (r.collection === 'quizzes') return { to: PATHS.quizInfo, state: { quizId: r.id } };
  if (r.collection === 'topics') {
    const mode = readString(STORAGE.quizMode) === 'exam' ? 'exam' : 'practice';
    return {
      to: `/start-quiz/subject/${slugify(r.subject)}/class/${encodeURIComponent(classLevel)}/topic/${slugify(r.title)}/mode/${mode}`,
    };
  }
  return { to: `/subject/${slugify(r.title)}/class/${encodeURIComponent(classLevel)}/topics` };
}

export function HeaderSearch({ kind }: { kind: SearchKind }) {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  // A subject's or topic's title is its catalogue name; a quiz's title is the quiz's own.
  const titleOf = (r: SearchResult) => (r.collection === 'quizzes' ? r.title : catalogue.name(r.title));
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(input.trim(), 300);
  const enabled = query.length >= SEARCH_MIN_CHARS && input.trim().length >= SEARCH_MIN_CHARS;
  const { data = [], isFetching, isError } = useSearchQuery({ kind, query }, { skip: !enabled });
  const label = kind === 'global' ? t('search.global') : t('search.quizzes');

  return (
    <Autocomplete<SearchResult, false, false, true>
      // The list of results stays inside the header (a landmark), next to its search box.
      disablePortal
      freeSolo
      size="small"
      options={enabled ? data : []}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : titleOf(o))}
      inputValue={input}
      onInputChange={(_e, v, reason) => {
        if (reason !== 'reset') setInput(v);
      }}
      open={open && input.trim().length >= SEARCH_MIN_CHARS}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={isFetching || (enabled && input.trim() !== query)}
      loadingText={t('common.loading')}
      noOptionsText={isError ? t('search.failed') : t('search.noResults')}
      onChange={(_e, value) => {
        if (!value || typeof value === 'string') return;
        if (value.collection === 'topics') {
          if (value.subject) writeString(STORAGE.selectedSubject, value.subject);
          writeString(STORAGE.selectedTopic, value.title);
        }
        const target = resultTarget(value);
        setInput('');
        navigate(target.to, { state: target.state });
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={`${option.collection}-${option.id}-${key}`} {...rest} sx={{ gap: 1 }}>
            <Chip size="small" label={t(`search.collections.${option.collection}`)} />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{titleOf(option)}</Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {[catalogue.name(option.subject), catalogue.name(option.topic), option.classLevel].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      sx={{ width: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={label}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  {kind === 'global' ? <SearchIcon fontSize="small" /> : <QuizOutlined fontSize="small" />}
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {isFetching ? <CircularProgress size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
