import { draftOf, draftSchema, emptyDraft, formOf, keysWithout, withLanguage, withType, type Draft } from '../lib/form';
import { question, shortAnswer } from './fixtures';

const options = (d: Draft) => d.options.map((o) => o.text);

describe('the question editor’s values', () => {
  it('are a blank single-choice question with four options, or a saved question as it was', () => {
    expect(draftSchema.safeParse(emptyDraft('fr')).success).toBe(true);
    expect(options(emptyDraft())).toEqual(['', '', '', '']);
    const saved = draftOf(question(1, { type: 'multipleAnswers', answer: ['Ileum', 'Mouth'] }));
    expect(draftSchema.parse(saved)).toEqual(saved);
    expect(options(saved)).toEqual(['Mouth', 'Stomach', 'Ileum']);
    expect(saved.keys).toEqual([2, 0]);
    // A short answer's marks and accepted phrasings as typed.
    expect(draftOf(shortAnswer(2)).markingScheme).toEqual([
      { point: 'amylase', marks: '1', accept: 'ptyalin\nsalivary amylase' },
      { point: 'starch', marks: '1', accept: '' },
    ]);
    expect(draftSchema.safeParse({ ...emptyDraft(), type: 'essay' }).success).toBe(false);
  });

  it('give a saved question back as the API took it', () => {
    const { id: _id, version: _v, source: _s, authorId: _a, name: _n, createdAt: _c, updatedAt: _u, ...sent } = shortAnswer(2);
    expect(formOf(draftOf(shortAnswer(2)))).toEqual(sent);
    expect(formOf(draftOf(question(1, { name: 'Q-7' })))).toMatchObject({ options: ['Mouth', 'Stomach', 'Ileum'], answer: 'Mouth', name: 'Q-7' });
  });

  it('send only the fields the type counts: the key in the options’ order, the placement trimmed', () => {
    const several: Draft = { ...emptyDraft(), subject: ' Biology ', topic: 'Nutrition ', type: 'multipleAnswers', options: [{ text: 'A' }, { text: 'B' }, { text: 'C' }], keys: [2, 0], marks: '', modelAnswer: 'unused' };
    expect(formOf(several)).toEqual({
      subject: 'Biology',
      classLevel: '',
      topic: 'Nutrition',
      type: 'multipleAnswers',
      question: '',
      options: ['A', 'B', 'C'],
      answer: ['A', 'C'],
      explanation: '',
      marks: 1,
      markingScheme: [],
      modelAnswer: '',
      difficulty: 'normal',
      language: 'en',
      status: 'published',
    });
    expect(formOf({ ...several, type: 'singleChoice', keys: [] }).answer).toBe('');
  });

  it('send a short answer’s marks as numbers (blank is NaN) and its phrasings one a line, blank lines left out', () => {
    const d: Draft = { ...emptyDraft(), type: 'shortAnswer', marks: '', markingScheme: [{ point: 'xylem', marks: '2', accept: 'wood\r\n\n  \nvessels' }] };
    const sent = formOf(d);
    expect(sent).toMatchObject({ options: [], answer: '', markingScheme: [{ point: 'xylem', marks: 2, accept: ['wood', 'vessels'] }] });
    expect(sent.marks).toBeNaN();
  });

  it('change the options with the type and the language, and keep the key where it still fits', () => {
    const d: Draft = { ...emptyDraft(), type: 'multipleAnswers', options: [{ text: 'A' }, { text: 'B' }, { text: 'C' }], keys: [2, 0] };
    expect(withType(d, 'multipleAnswers')).toBe(d);
    expect(withType(d, 'singleChoice')).toMatchObject({ type: 'singleChoice', options: d.options, keys: [2] });
    const trueFalse = withType(d, 'trueFalse');
    expect([options(trueFalse), trueFalse.keys]).toEqual([['True', 'False'], [0]]);
    expect(options(withLanguage(trueFalse, 'fr'))).toEqual(['Vrai', 'Faux']);
    expect(withLanguage(d, 'fr')).toMatchObject({ language: 'fr', options: d.options });
    expect(withType(trueFalse, 'singleChoice')).toMatchObject({ options: emptyDraft().options, keys: [] });
  });

  it('move the key up when an option before it is removed', () => {
    expect(keysWithout([0, 2, 3], 2)).toEqual([0, 2]);
    expect(keysWithout([1], 0)).toEqual([0]);
  });
});
