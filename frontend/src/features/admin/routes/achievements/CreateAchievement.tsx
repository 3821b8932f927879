import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Form, FormActions, FormTextField, useSchemaForm } from '@/components/form/Form';
import { FormSelect } from '@/components/form/Fields';
import { ACHIEVEMENT_RANKS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import type { AchievementRuleKind } from '@/lib/types';
import { useAdminCreateAchievementsMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import { DEFAULT_ACHIEVEMENT_CATEGORY, DEFAULT_ACHIEVEMENT_RANK } from '../../lib/constants';
import { fieldProblem, ruleFrom, RULE_FIELDS, RULE_KINDS, FIELD_RANGE } from '../../lib/achievementRules';
import type { NewAchievement } from '../../types';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

/** One achievement of the form (`code` is its optional id: react-hook-form keeps `id` for its rows). */
const rowSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  rank: z.string(),
  /** The earning rule; '' when no rule awards it. */
  ruleKind: z.custom<AchievementRuleKind | ''>((v) => v === '' || RULE_KINDS.includes(v as AchievementRuleKind)),
  ruleValues: z.record(z.string(), z.string().optional()),
});
type Row = z.infer<typeof rowSchema>;

/** Each achievement needs a title and description (the screen's one message); then its rule's numbers in range. */
const achievementsSchema = (t: TFunction) =>
  z.object({ rows: z.array(rowSchema) }).superRefine(({ rows }, ctx) => {
    if (rows.some((r) => !r.title.trim() || !r.description.trim())) {
      ctx.addIssue({ code: 'custom', message: t('admin.createAchievement.required'), path: ['rows'] });
      return;
    }
    rows.forEach((r, i) => {
      if (!r.ruleKind) return;
      for (const f of RULE_FIELDS[r.ruleKind]) {
        const problem = fieldProblem(t, f, r.ruleValues[f] ?? '');
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['rows', i, 'ruleValues', f] });
      }
    });
  });
type AchievementsValues = z.infer<ReturnType<typeof achievementsSchema>>;

const blank = (): Row => ({
  code: '',
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
  const schema = useMemo(() => achievementsSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { rows: [blank()] } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [create, { isLoading }] = useAdminCreateAchievementsMutation();
  const closePopup = useCallback(() => setPopup(null), []);

  const onSubmit = async (v: AchievementsValues) => {
    const list: NewAchievement[] = v.rows.map((r) => ({
      ...(r.code.trim() ? { id: r.code.trim() } : {}),
      title: r.title.trim(),
      description: r.description.trim(),
      category: r.category.trim() || DEFAULT_ACHIEVEMENT_CATEGORY,
      rank: r.rank || DEFAULT_ACHIEVEMENT_RANK,
      ...(r.ruleKind ? { rule: ruleFrom(r.ruleKind, r.ruleValues) } : {}),
    }));
    try {
      const r = await create(list).unwrap();
      setPopup({ success: true, header: t('common.success'), message: t('admin.createAchievement.created', { count: r?.count ?? list.length }) });
      form.reset({ rows: [blank()] }, { keepDirtyValues: false });
    } catch (err) {
      setPopup({ success: false, header: t('common.error'), message: serverErrorText(err) ?? t('admin.createAchievement.failed') });
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader title={t('admin.createAchievement.title')} />
      <Form form={form} onSubmit={onSubmit} sx={{ p: { xs: 0, sm: 0 }, border: 0, bgcolor: 'transparent' }}>
        {rows.fields.map((row, i) => {
          const field = (f: keyof Row) => `rows.${i}.${f}` as const;
          return (
            <Paper key={row.id} variant="outlined" component="fieldset" sx={{ p: { xs: 2, sm: 3 }, m: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography component="legend" variant="h4" sx={{ float: 'left' }}>
                  {t('admin.createAchievement.item', { n: i + 1 })}
                </Typography>
                {rows.fields.length > 1 && (
                  <IconButton aria-label={t('admin.createAchievement.remove', { n: i + 1 })} onClick={() => rows.remove(i)}>
                    <DeleteOutline />
                  </IconButton>
                )}
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, clear: 'both' }}>
                <FormTextField<AchievementsValues> name={field('title')} label={t('admin.createAchievement.titleField')} required />
                <FormTextField<AchievementsValues> name={field('code')} label={t('admin.createAchievement.id')} />
                <FormTextField<AchievementsValues>
                  name={field('description')}
                  label={t('admin.createAchievement.description')}
                  required
                  multiline
                  minRows={2}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <FormTextField<AchievementsValues> name={field('category')} label={t('admin.createAchievement.category')} />
                <FormSelect<AchievementsValues>
                  name={field('rank')}
                  label={t('admin.createAchievement.rank')}
                  options={ACHIEVEMENT_RANKS.map((rank) => ({ value: rank, label: t(`common.ranks.${rank}`) }))}
                />
                <FormSelect<AchievementsValues>
                  name={field('ruleKind')}
                  label={t('admin.createAchievement.rules.label')}
                  helperText={t('admin.createAchievement.rules.help')}
                  sx={{ gridColumn: '1 / -1' }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  emptyLabel={t('admin.createAchievement.rules.none')}
                  options={RULE_KINDS.map((k) => ({ value: k, label: t(`admin.createAchievement.rules.kinds.${k}`) }))}
                />
                <RuleFields row={i} />
              </Box>
            </Paper>
          );
        })}
        <FormActions
          submit={t('admin.createAchievement.save')}
          submitting={t('common.saving')}
          busy={isLoading}
          onCancel={() => navigate(PATHS.manageAchievements)}
        >
          <Button variant="outlined" startIcon={<Add />} onClick={() => rows.append(blank())}>
            {t('admin.createAchievement.addRow')}
          </Button>
        </FormActions>
      </Form>
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}

/**
 * The number fields a row's rule needs (none without a rule), labelled in plain words; a
 * two-number rule reads as one sentence (its legend). Their problems show once the form is sent.
 */
function RuleFields({ row }: { row: number }) {
  const { t } = useTranslation();
  const kind = useWatch<AchievementsValues, `rows.${number}.ruleKind`>({ name: `rows.${row}.ruleKind` });
  const { errors } = useFormState<AchievementsValues>();
  if (!kind) return null;
  const problems = Array.isArray(errors.rows) ? (errors.rows[row] as FieldErrors<Row> | undefined)?.ruleValues : undefined;
  const fields = RULE_FIELDS[kind];
  const inputs = fields.map((f) => {
    const problem = (problems as Record<string, { message?: string } | undefined> | undefined)?.[f]?.message;
    return (
      <FormTextField<AchievementsValues>
        key={f}
        name={`rows.${row}.ruleValues.${f}`}
        type="number"
        required
        label={t(`admin.createAchievement.rules.labels.${kind}.${f}`)}
        error={!!problem}
        helperText={problem || t('admin.createAchievement.rules.range', FIELD_RANGE[f])}
        slotProps={{ htmlInput: { min: FIELD_RANGE[f].min, max: FIELD_RANGE[f].max, step: 1, inputMode: 'numeric' } }}
      />
    );
  });
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
