import { matchesSlug, resolveSlug, slugify, unslugify } from '../slug';
import { formatClock, parseTimeString, quizSeconds } from '../time';
import { bannerFor, gradeFor, mcqMessageKey } from '../score';
import { correctAnswerOf, flattenShort, isCorrect, shortTotalMarks, unansweredNumbers } from '../quiz';
import { isStreamedClass } from '../constants';
import { toCsv } from '../csv';

describe('slug', () => {
  it('follows the spec rules', () => {
    expect(slugify('  English Language ')).toBe('English_Language');
    expect(slugify('Economics/Commerce')).toBe('Economics__Commerce');
    expect(slugify("Children's Literature (A)")).toBe('Childrens_Literature_A');
    expect(slugify('Géographie-Physique')).toBe('Géographie-Physique');
    expect(unslugify('Economics__Commerce')).toBe('Economics/Commerce');
    expect(unslugify('English_Language')).toBe('English Language');
  });
  it('matches names to slugs, encoded or with a hyphen for the slash', () => {
    expect(matchesSlug('Economics/Commerce', 'Economics__Commerce')).toBe(true);
    expect(matchesSlug('Economics/Commerce', encodeURIComponent('Economics/Commerce'))).toBe(true);
    expect(matchesSlug('Economics/Commerce', 'Economics-Commerce')).toBe(true);
    expect(resolveSlug('Childrens_Literature_A', ["Children's Literature (A)"])).toBe("Children's Literature (A)");
    expect(resolveSlug('Biology', [null])).toBe('Biology');
  });
});

describe('time', () => {
  it('parses N minutes, hours or days; a bare number is minutes', () => {
    expect(parseTimeString('20 minutes')).toBe(1200);
    expect(parseTimeString('1 hour')).toBe(3600);
    expect(parseTimeString('2 days')).toBe(172800);
    expect(parseTimeString('15')).toBe(900);
    expect(parseTimeString(10)).toBe(600);
    expect(parseTimeString('soon')).toBeNull();
    expect(parseTimeString('')).toBeNull();
  });
  it('defaults to 1800 s', () => {
    expect(quizSeconds(null, 'whenever')).toBe(1800);
    expect(quizSeconds(12, null)).toBe(720);
  });
  it('formats a clock', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('score rules', () => {
  it('banner: 70 pass, 50 to 69 info, under 50 fail', () => {
    expect(bannerFor(70)).toBe('pass');
    expect(bannerFor(69)).toBe('info');
    expect(bannerFor(50)).toBe('info');
    expect(bannerFor(49)).toBe('fail');
  });
  it('MCQ messages', () => {
    expect(mcqMessageKey(100)).toBe('perfect');
    expect(mcqMessageKey(50)).toBe('goodJob');
    expect(mcqMessageKey(49)).toBe('keepPracticing');
  });
  it('grades 80/60/40', () => {
    expect(gradeFor(80, 3)).toBe('Excellent');
    expect(gradeFor(60, 3)).toBe('Good');
    expect(gradeFor(40, 3)).toBe('Average');
    expect(gradeFor(39, 3)).toBe('Poor');
    expect(gradeFor(null, 0)).toBe('Take a quiz');
  });
});

describe('quiz helpers', () => {
  it('MCQ correctness compares trimmed text; lists as case-insensitive sets', () => {
    expect(isCorrect(' Paris ', 'Paris')).toBe(true);
    expect(isCorrect('paris', 'Paris')).toBe(false);
    expect(isCorrect('b, A', ['a', 'B'])).toBe(true);
    expect(isCorrect('a', ['a', 'b'])).toBe(false);
    expect(correctAnswerOf({ question: 'q', options: [], correct_answer: 'x' })).toBe('x');
  });
  it('flattens short-answer sections and sums marks (default 1)', () => {
    const data = {
      questions: [
        { title: 'A', marks: 3, questions: [{ question: 'q1', marks: 2 }, { question: 'q2' }] },
        { title: 'B', questions: [{ question: 'q3', marks: 4 }] },
      ],
    };
    const flat = flattenShort(data);
    expect(flat.map((q) => q.question)).toEqual(['q1', 'q2', 'q3']);
    expect(shortTotalMarks(flat)).toBe(7);
    // The server sends a short-answer quiz's sections under `sections`.
    const server = { sections: data.questions };
    expect(flattenShort(server).map((q) => q.question)).toEqual(['q1', 'q2', 'q3']);
    expect(flattenShort(server)[2].sectionTitle).toBe('B');
  });
  it('lists unanswered question numbers', () => {
    expect(unansweredNumbers(['a', null, ' ', 'b'], 5)).toEqual([2, 3, 5]);
  });
  it('knows the streamed classes', () => {
    expect(isStreamedClass('Form 3')).toBe(false);
    expect(isStreamedClass('Form 4')).toBe(true);
    expect(isStreamedClass('Lower Sixth')).toBe(true);
    expect(isStreamedClass(null)).toBe(false);
  });
  it('writes CSV with quoting', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"']])).toBe('a,b\r\n"x, y","say ""hi"""\r\n');
  });
});
