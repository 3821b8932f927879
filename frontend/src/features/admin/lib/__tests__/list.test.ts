import { groupTopics, matchesQuery, splitTopicNames } from '../list';
import { TOPIC_CLASS_LEVELS } from '../constants';

describe('list helpers', () => {
  it('splits bulk topic names on commas and line breaks', () => {
    expect(splitTopicNames('Fractions, Decimals\nPercentages  and\tRatios,,')).toEqual(['Fractions', 'Decimals', 'Percentages and Ratios']);
    expect(splitTopicNames(' , \n ')).toEqual([]);
    expect(splitTopicNames('Algebra, algebra\nALGEBRA, Sets')).toEqual(['Algebra', 'Sets']);
    // A name of several words is one topic (it once made six topics of two names).
    expect(splitTopicNames('Teeth and Dentition, Nutrition in Animals')).toEqual(['Teeth and Dentition', 'Nutrition in Animals']);
  });

  it('groups topics of the same name and gathers their class levels in class order', () => {
    const groups = groupTopics(
      [
        { id: 't1', name: 'Fractions', subject: 'Mathematics', classLevel: 'Form 2' },
        { id: 't2', name: 'Cells', subject: 'Biology', classLevel: 'Form 1' },
        { id: 't3', name: 'fractions ', subject: 'Mathematics', classLevel: 'Class 5' },
        { id: 't4', name: 'Fractions', subject: 'Mathematics', classLevel: 'Form 2', description: 'Parts of a whole' },
      ],
      TOPIC_CLASS_LEVELS,
    );
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ id: 't1', ids: ['t1', 't3', 't4'], name: 'Fractions', subjects: ['Mathematics'], classLevels: ['Class 5', 'Form 2'], description: 'Parts of a whole' });
    expect(groups[1]).toMatchObject({ id: 't2', classLevels: ['Form 1'] });
  });

  it('matches a query in any text, ignoring case; a blank query matches all', () => {
    expect(matchesQuery('  ', 'x')).toBe(true);
    expect(matchesQuery('MATH', null, 'Mathematics')).toBe(true);
    expect(matchesQuery('bio', 'Mathematics', undefined)).toBe(false);
  });
});
