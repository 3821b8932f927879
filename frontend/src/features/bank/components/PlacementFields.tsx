import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useGetAllSubjectsQuery, useGetSubjectsForClassQuery } from '@/lib/commonApi';
import { CLASS_LEVELS } from '@/lib/constants';
import { useBankTopicsQuery } from '../api';
import '../lib/texts';

export interface Placement {
  subject: string;
  classLevel: string;
  topic: string;
}

const unique = (names: (string | undefined)[]) =>
  [...new Set(names.map((n) => (n ?? '').trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));

/**
 * Class level, subject and topic, picked from the catalogue (the subjects of the class, the
 * topics of the subject in that class). `filter`: each may be left empty ("All") and only the
 * catalogue's names are offered; `form`: a name may also be typed (the server says when the
 * catalogue does not have it).
 */
export function PlacementFields({
  value,
  onChange,
  mode = 'form',
  required = false,
  error = false,
  size = 'medium',
}: {
  value: Placement;
  onChange: (next: Placement) => void;
  mode?: 'form' | 'filter';
  required?: boolean;
  error?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const all = useGetAllSubjectsQuery(undefined, { skip: !!value.classLevel });
  const forClass = useGetSubjectsForClassQuery(value.classLevel, { skip: !value.classLevel });
  const subjects = useMemo(
    () => unique([...((value.classLevel ? forClass.data : all.data) ?? []).map((s) => s.name), value.subject]),
    [value.classLevel, value.subject, forClass.data, all.data],
  );
  const canListTopics = !!value.classLevel && !!value.subject.trim();
  const topicsQuery = useBankTopicsQuery({ classLevel: value.classLevel, subject: value.subject.trim() }, { skip: !canListTopics });
  const topics = useMemo(() => unique([...(topicsQuery.data ?? []).map((x) => x.name), value.topic]), [topicsQuery.data, value.topic]);
  const filter = mode === 'filter';
  // A class the list does not know (an older question's) stays selectable.
  const levels: readonly string[] =
    value.classLevel && !(CLASS_LEVELS as readonly string[]).includes(value.classLevel) ? [value.classLevel, ...CLASS_LEVELS] : CLASS_LEVELS;

  return (
    <>
      <TextField
        select
        size={size}
        label={t('bank.list.classLevel')}
        value={value.classLevel}
        required={required}
        error={error && !value.classLevel}
        onChange={(e) => onChange({ ...value, classLevel: e.target.value, topic: filter ? '' : value.topic })}
        slotProps={filter ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      >
        {filter && <MenuItem value="">{t('bank.list.allClasses')}</MenuItem>}
        {levels.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      {filter ? (
        <>
          <Autocomplete
            size={size}
            options={subjects}
            value={value.subject || null}
            onChange={(_e, v) => onChange({ ...value, subject: v ?? '', topic: '' })}
            renderInput={(params) => (
              <TextField {...params} label={t('bank.list.subject')} placeholder={t('bank.list.all')} slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }} />
            )}
          />
          <Autocomplete
            size={size}
            options={topics}
            value={value.topic || null}
            onChange={(_e, v) => onChange({ ...value, topic: v ?? '' })}
            renderInput={(params) => (
              <TextField {...params} label={t('bank.list.topic')} placeholder={t('bank.list.all')} slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }} />
            )}
          />
        </>
      ) : (
        <>
          <Autocomplete
            freeSolo
            size={size}
            options={subjects}
            inputValue={value.subject}
            onInputChange={(_e, v) => onChange({ ...value, subject: v })}
            renderInput={(params) => (
              <TextField {...params} required={required} error={error && !value.subject.trim()} label={t('bank.editor.subject')} />
            )}
          />
          <Autocomplete
            freeSolo
            size={size}
            options={topics}
            loading={topicsQuery.isFetching}
            loadingText={t('bank.editor.topicsLoading')}
            inputValue={value.topic}
            onInputChange={(_e, v) => onChange({ ...value, topic: v })}
            renderInput={(params) => (
              <TextField
                {...params}
                required={required}
                error={error && !value.topic.trim()}
                label={t('bank.editor.topic')}
                helperText={canListTopics ? undefined : t('bank.editor.pickSubjectFirst')}
              />
            )}
          />
        </>
      )}
    </>
  );
}
