/** The earning rules the server knows (POST /api/createAchievements, `rule`), their fields and their words. */
import type { TFunction } from 'i18next';
import type { AchievementRule, AchievementRuleKind } from '@/lib/types';

export type RuleField = 'count' | 'days' | 'minAverage' | 'minAttempts';

export const RULE_KINDS: AchievementRuleKind[] = [
  'attemptsCompleted',
  'perfectScores',
  'streakDays',
  'subjectMastery',
  'subjectsExplored',
  'highAverage',
];

/** The number fields each rule needs, in the order its sentence reads them. */
export const RULE_FIELDS: Record<AchievementRuleKind, RuleField[]> = {
  attemptsCompleted: ['count'],
  perfectScores: ['count'],
  streakDays: ['days'],
  subjectMastery: ['minAverage', 'minAttempts'],
  subjectsExplored: ['count'],
  highAverage: ['minAverage', 'minAttempts'],
};

/** The server's limits: counts and days 1 to 10000, averages (percent) 1 to 100. */
export const FIELD_RANGE: Record<RuleField, { min: number; max: number }> = {
  count: { min: 1, max: 10000 },
  days: { min: 1, max: 10000 },
  minAttempts: { min: 1, max: 10000 },
  minAverage: { min: 1, max: 100 },
};

/** A field's problem (a whole number in its range), or null. */
export function fieldProblem(t: TFunction, field: RuleField, value: string): string | null {
  const { min, max } = FIELD_RANGE[field];
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < min || n > max) return t('admin.createAchievement.rules.range', { min, max });
  return null;
}

/** The rule a form's kind and typed values make (the values checked first with `fieldProblem`). */
export function ruleFrom(kind: AchievementRuleKind, values: Partial<Record<RuleField, string>>): AchievementRule {
  const n = (f: RuleField) => Number(values[f] ?? '');
  switch (kind) {
    case 'streakDays':
      return { kind, days: n('days') };
    case 'subjectMastery':
    case 'highAverage':
      return { kind, minAverage: n('minAverage'), minAttempts: n('minAttempts') };
    default:
      return { kind, count: n('count') };
  }
}

/** A rule in plain words ("Complete 10 exams"); "No rule" when none awards it. */
export function ruleText(t: TFunction, rule: AchievementRule | null | undefined): string {
  if (!rule) return t('admin.achievements.noRule');
  switch (rule.kind) {
    case 'attemptsCompleted':
      return t('admin.achievements.ruleWords.attemptsCompleted', { count: rule.count });
    case 'perfectScores':
      return t('admin.achievements.ruleWords.perfectScores', { count: rule.count });
    case 'streakDays':
      return t('admin.achievements.ruleWords.streakDays', { count: rule.days });
    case 'subjectMastery':
      return t('admin.achievements.ruleWords.subjectMastery', { average: rule.minAverage, count: rule.minAttempts });
    case 'subjectsExplored':
      return t('admin.achievements.ruleWords.subjectsExplored', { count: rule.count });
    case 'highAverage':
      return t('admin.achievements.ruleWords.highAverage', { average: rule.minAverage, count: rule.minAttempts });
    default:
      return t('admin.achievements.unknownRule');
  }
}
