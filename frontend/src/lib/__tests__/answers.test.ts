import { answerText, chosenOptions, isAnswered, isCorrect, sameAnswer, toggleOption, unansweredNumbers } from '../quiz';

describe('answers of one or several options', () => {
  it('ticks and unticks options; a single chosen option counts as a list of one', () => {
    expect(toggleOption(null, 'a')).toEqual(['a']);
    expect(toggleOption(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleOption('a', 'b')).toEqual(['a', 'b']);
    expect(chosenOptions('a')).toEqual(['a']);
    expect(chosenOptions('')).toEqual([]);
    expect(chosenOptions(undefined)).toEqual([]);
  });

  it('counts none, blank text and an empty list as unanswered', () => {
    expect([null, undefined, '', '  ', []].map(isAnswered)).toEqual([false, false, false, false, false]);
    expect(isAnswered(['a'])).toBe(true);
    expect(unansweredNumbers(['a', [], ['b'], null], 4)).toEqual([2, 4]);
  });

  it('shows several options joined with a comma', () => {
    expect(answerText(['3/4', '1/2'])).toBe('3/4, 1/2');
    expect(answerText('3/4')).toBe('3/4');
    expect(answerText(null)).toBe('');
  });

  it('marks a list as the server does: the same options in any order and case', () => {
    expect(isCorrect(['B', ' a '], ['a', 'b'])).toBe(true);
    expect(isCorrect(['a'], ['a', 'b'])).toBe(false);
    expect(isCorrect(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isCorrect(['A'], 'a')).toBe(true);
    expect(isCorrect([], ['a'])).toBe(false);
    expect(isCorrect('a, b', ['b', 'a'])).toBe(true);
  });

  it('compares answers by their options', () => {
    expect(sameAnswer(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameAnswer(undefined, null)).toBe(true);
    expect(sameAnswer('a', ['a'])).toBe(false);
  });
});
