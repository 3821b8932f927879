import { useCallback, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ACHIEVEMENT_RANKS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import type { AchievementRuleKind } from '@/lib/types';
import { useAdminCreateAchievementsMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import { DEFAULT_ACHIEVEMENT_CATEGORY, DEFAULT_ACHIEVEMENT_RANK } from '../../lib/constants';
import { fieldProblem, ruleFrom, RULE_FIELDS, RULE_KINDS, FIELD_RANGE, type RuleField } from '../../lib/achievementRules';
import type { NewAchievement } from '../../types';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

interface Row {
  key: number;
  id: string;
  title: string;
  description: string;
  category: string;
  rank: string;
  /** The earning rule; '' when no rule awards it. */
  ruleKind: AchievementRuleKind | '';
  ruleValues: Partial<Record<RuleField, string>>;
}

let nextKey = 1;
const blank = (): Row => ({
  key: nextKey++,
  id: '',
  title: '',
  description: '',
  category: DEFAULT_ACHIEVEMENT_CATEGORY,
  rank: DEFAULT_ACHIEVEMENT_RANK,
  ruleKind: '',
  ruleValues: {},
});

/** Several achievements at once: each needs a title and a description; id, category and rank are optional. */
export default function CreateAchievement() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Row[]>(() => [blank()]);
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [create, { isLoading }] = useAdminCreateAchievementsMutation();
  const closePopup = useCallback(() => setPopup(null), []);

  const change = (key: number, field: Exclude<keyof Row, 'key' | 'ruleValues'>, value: string) =>
    setRows((cur) => cur.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const changeRuleValue = (key: number, field: RuleField, value: string) =>
    setRows((cur) => cur.map((r) => (r.key === key ? { ...r, ruleValues: { ...r.ruleValues, [field]: value } } : r)));
  /** The problems of a row's rule fields (none without a rule). */
  const ruleProblems = (r: Row) =>
    r.ruleKind ? RULE_FIELDS[r.ruleKind].map((f) => [f, fieldProblem(t, f, r.ruleValues[f] ?? '')] as const).filter(([, p]) => p) : [];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (rows.some((r) => !r.title.trim() || !r.description.trim())) {
      setProblem(t('admin.createAchievement.required'));
      return;
    }
    setTried(true);
    const badRule = rows.flatMap(ruleProblems)[0];
    if (badRule) {
      setProblem(badRule[1]);
      return;
    }
    setProblem(null);
    const list: NewAchievement[] = rows.map((r) => ({
      ...(r.id.trim() ? { id: r.id.trim() } : {}),
      title: r.title.trim(),
      description: r.description.trim(),
      category: r.category.trim() || DEFAULT_ACHIEVEMENT_CATEGORY,
      rank: r.rank || DEFAULT_ACHIEVEMENT_RANK,
      ...(r.ruleKind ? { rule: ruleFrom(r.ruleKind, r.ruleValues) } : {}),
    }));
    try {
      const r = await create(list).unwrap();
      setPopup({ success: true, header: t('common.success'), message: t('admin.createAchievement.created', { count: r?.count ?? list.length }) });
      setRows([blank()]);
      setTried(false);
    } catch (err) {
      setPopup({ success: false, header: t('common.error'), message: serverErrorText(err) ?? t('admin.createAchievement.failed') });
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader title={t('admin.createAchievement.title')} />
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {rows.map((r, i) => (
            <Paper key={r.key} variant="outlined" component="fieldset" sx={{ p: { xs: 2, sm: 3 }, m: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography component="legend" variant="h4" sx={{ float: 'left' }}>
                  {t('admin.createAchievement.item', { n: i + 1 })}
                </Typography>
                {rows.length > 1 && (
                  <IconButton aria-label={t('admin.createAchievement.remove', { n: i + 1 })} onClick={() => setRows((cur) => cur.filter((x) => x.key !== r.key))}>
                    <DeleteOutline />
                  </IconButton>
                )}
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, clear: 'both' }}>
                <TextField label={t('admin.createAchievement.titleField')} value={r.title} onChange={(e) => change(r.key, 'title', e.target.value)} required />
                <TextField label={t('admin.createAchievement.id')} value={r.id} onChange={(e) => change(r.key, 'id', e.target.value)} />
                <TextField
                  label={t('admin.createAchievement.description')}
                  value={r.description}
                  onChange={(e) => change(r.key, 'description', e.target.value)}
                  required
                  multiline
                  minRows={2}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <TextField label={t('admin.createAchievement.category')} value={r.category} onChange={(e) => change(r.key, 'category', e.target.value)} />
                <TextField select label={t('admin.createAchievement.rank')} value={r.rank} onChange={(e) => change(r.key, 'rank', e.target.value)}>
                  {ACHIEVEMENT_RANKS.map((rank) => (
                    <MenuItem key={rank} value={rank}>
                      {t(`common.ranks.${rank}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('admin.createAchievement.rules.label')}
                  value={r.ruleKind}
                  onChange={(e) => change(r.key, 'ruleKind', e.target.value)}
                  helperText={t('admin.createAchievement.rules.help')}
                  sx={{ gridColumn: '1 / -1' }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('admin.createAchievement.rules.none')}</MenuItem>
                  {RULE_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`admin.createAchievement.rules.kinds.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {r.ruleKind && (
                  <RuleFields
                    kind={r.ruleKind}
                    values={r.ruleValues}
                    problems={tried ? Object.fromEntries(ruleProblems(r)) : {}}
                    onChange={(field, value) => changeRuleValue(r.key, field, value)}
                  />
                )}
              </Box>
            </Paper>
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<Add />} onClick={() => setRows((cur) => [...cur, blank()])}>
              {t('admin.createAchievement.addRow')}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? t('common.saving') : t('admin.createAchievement.save')}
            </Button>
            <Button onClick={() => navigate(PATHS.manageAchievements)} disabled={isLoading}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}

/** The number fields a rule needs, labelled in plain words; a two-number rule reads as one sentence (its legend). */
function RuleFields({
  kind,
  values,
  problems,
  onChange,
}: {
  kind: AchievementRuleKind;
  values: Row['ruleValues'];
  problems: Partial<Record<RuleField, string | null>>;
  onChange: (field: RuleField, value: string) => void;
}) {
  const { t } = useTranslation();
  const fields = RULE_FIELDS[kind];
  const inputs = fields.map((f) => (
    <TextField
      key={f}
      type="number"
      required
      label={t(`admin.createAchievement.rules.labels.${kind}.${f}`)}
      value={values[f] ?? ''}
      onChange={(e) => onChange(f, e.target.value)}
      error={!!problems[f]}
      helperText={problems[f] || t('admin.createAchievement.rules.range', FIELD_RANGE[f])}
      slotProps={{ htmlInput: { min: FIELD_RANGE[f].min, max: FIELD_RANGE[f].max, step: 1, inputMode: 'numeric' } }}
    />
  ));
  if (fields.length === 1) return inputs[0];
  return (
    <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="rule-fields">
      <Typography component="legend" sx={{ mb: 1.5 }}>
        {t(`admin.createAchievement.rules.sentences.${kind}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{inputs}</Box>
    </Box>
  );
}
