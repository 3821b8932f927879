import { initialQuizState, quizReducer, type QuizAction, type QuizState } from '../machine';

const run = (actions: QuizAction[], start: QuizState = initialQuizState()) => actions.reduce(quizReducer, start);
const init = (over: Partial<Extract<QuizAction, { type: 'init' }>> = {}) =>
  run([{ type: 'init', total: 3, remaining: null, ...over }]);

describe('quiz state machine', () => {
  it('Next needs an answer; the last Next asks to submit', () => {
    let s = init();
    s = quizReducer(s, { type: 'next' });
    expect(s.index).toBe(0);
    s = run([{ type: 'answer', index: 0, value: 'a' }, { type: 'next' }, { type: 'answer', index: 1, value: 'b' }, { type: 'next' }], s);
    expect(s.index).toBe(2);
    s = run([{ type: 'answer', index: 2, value: 'c' }, { type: 'next' }], s);
    expect(s.dialog).toEqual({ kind: 'confirm' });
  });
  it('Submit with blanks opens the caution dialog, closing it goes to the first blank', () => {
    let s = run([{ type: 'answer', index: 0, value: 'a' }, { type: 'goto', index: 2 }, { type: 'answer', index: 2, value: 'c' }, { type: 'requestSubmit' }], init());
    expect(s.dialog).toEqual({ kind: 'caution', missing: [2] });
    s = quizReducer(s, { type: 'closeDialog' });
    expect(s.index).toBe(1);
    expect(s.dialog).toBeNull();
  });
  it('Skip moves on, and on the last question opens the confirm', () => {
    const s = run([{ type: 'skip' }, { type: 'skip' }], init());
    expect(s.index).toBe(2);
    expect(quizReducer(s, { type: 'skip' }).dialog).toEqual({ kind: 'confirm' });
  });
  it('a locked question cannot change', () => {
    const s = run([{ type: 'answer', index: 0, value: 'a' }, { type: 'lock', index: 0, feedback: { correct: false, correctAnswer: 'b' } }, { type: 'answer', index: 0, value: 'b' }], init());
    expect(s.answers[0]).toBe('a');
  });
  it('the timer opens time-up at zero, which cannot be closed', () => {
    let s = run([{ type: 'tick' }, { type: 'tick' }], init({ remaining: 2 }));
    expect(s.remaining).toBe(0);
    expect(s.dialog).toEqual({ kind: 'timeup' });
    s = quizReducer(s, { type: 'closeDialog' });
    expect(s.dialog).toEqual({ kind: 'timeup' });
    expect(s.elapsed).toBe(2);
  });
  it('restores answers and starts at the first blank; time already up shows time-up', () => {
    const s = init({ answers: ['a', null, 'c'], remaining: 100, elapsed: 50 });
    expect(s.index).toBe(1);
    expect(s.remaining).toBe(100);
    expect(init({ remaining: 0 }).dialog).toEqual({ kind: 'timeup' });
  });
  it('no answers change while submitting', () => {
    const s = run([{ type: 'submitStarted' }, { type: 'answer', index: 0, value: 'a' }, { type: 'tick' }], init({ remaining: 10 }));
    expect(s.answers[0]).toBeNull();
    expect(s.remaining).toBe(10);
  });
  it('several options are one answer; an empty list is unanswered; answers stored as text still load', () => {
    // Stored before several answers existed (texts only), and after (lists).
    let s = init({ answers: ['a', ['b', 'c'], []] });
    expect(s.answers).toEqual(['a', ['b', 'c'], []]);
    expect(s.index).toBe(2);
    s = quizReducer(s, { type: 'next' });
    expect(s.index).toBe(2);
    expect(quizReducer(s, { type: 'requestSubmit' }).dialog).toEqual({ kind: 'caution', missing: [3] });
    s = run([{ type: 'answer', index: 2, value: ['d', 'e'] }, { type: 'requestSubmit' }], s);
    expect(s.dialog).toEqual({ kind: 'confirm' });
  });
});
