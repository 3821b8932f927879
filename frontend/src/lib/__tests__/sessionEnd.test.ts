import { returnTo } from '../sessionEnd';

describe('returnTo', () => {
  it('takes admins and teachers back to the question bank, and students elsewhere', () => {
    const ended = { from: '/question-bank/bq1', state: undefined };
    expect(returnTo(ended, 'admin')).toBe(ended);
    expect(returnTo(ended, 'teacher')).toBe(ended);
    expect(returnTo(ended, 'student')).toBeNull();
    expect(returnTo({ from: '/question-bank?x=1' }, 'admin')).not.toBeNull();
    expect(returnTo({ from: '/question-banking' }, 'admin')).toBeNull();
  });

  it('keeps the student pages for students and teachers', () => {
    expect(returnTo({ from: '/subjects' }, 'teacher')).not.toBeNull();
    expect(returnTo({ from: '/subjects' }, 'admin')).toBeNull();
    expect(returnTo({ from: '/login' }, 'student')).toBeNull();
  });
});
