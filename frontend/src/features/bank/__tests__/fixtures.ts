import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { studentUser } from '@/test/fixtures';
import type { SessionUser } from '@/lib/types';
import type { BankQuestion } from '../types';

const session = (role: 'admin' | 'teacher' | 'student', over: Partial<SessionUser> = {}): SessionUser => ({
  ...studentUser,
  id: `${role}1`,
  uid: `${role}1`,
  username: role,
  role,
  userType: role === 'admin' ? 'Admin' : 'Student',
  isLoggedIn: true,
  ...over,
});

export const asAdmin = { preloadedState: { session: { user: session('admin', { className: null }) } } };
export const asTeacher = { preloadedState: { session: { user: session('teacher') } } };
export const asStudent = { preloadedState: { session: { user: session('student') } } };

/** A bank question as the API shows it (docs/bank-api.md), numbered `i`. */
export function question(i: number, over: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id: `bq${i}`,
    version: 1,
    subject: 'Biology',
    classLevel: 'Form 2',
    topic: 'Human Digestive System',
    type: 'singleChoice',
    question: `Where does the digestion of starch begin? (${i})`,
    options: ['Mouth', 'Stomach', 'Ileum'],
    answer: 'Mouth',
    explanation: 'Saliva holds amylase.',
    marks: 1,
    markingScheme: [],
    modelAnswer: '',
    difficulty: 'normal',
    language: 'en',
    source: 'written',
    status: 'published',
    authorId: 'admin1',
    name: null,
    createdAt: '2026-11-24T10:00:00Z',
    updatedAt: '2026-11-24T10:00:00Z',
    ...over,
  };
}

export const shortAnswer = (i: number, over: Partial<BankQuestion> = {}) =>
  question(i, {
    type: 'shortAnswer',
    question: 'Name the enzyme in saliva and say what it digests.',
    options: [],
    answer: '',
    marks: 2,
    markingScheme: [
      { point: 'amylase', marks: 1, accept: ['ptyalin', 'salivary amylase'] },
      { point: 'starch', marks: 1, accept: [] },
    ],
    modelAnswer: 'Salivary amylase digests starch.',
    ...over,
  });

/** The catalogue calls the placement pickers make. */
export const catalogueHandlers = [
  http.get('*/api/subjects', () => HttpResponse.json({ data: [{ id: 's1', name: 'Biology' }, { id: 's2', name: 'Chemistry' }] })),
  http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [{ id: 's1', name: 'Biology', classLevel: 'Form 2' }] })),
  http.get('*/api/filter-topics', () =>
    HttpResponse.json({ data: [{ id: 't1', name: 'Human Digestive System' }, { id: 't2', name: 'Nutrition' }] }),
  ),
];

/** Places the quiz builder at Form 2, Biology, Nutrition, as a teacher would. */
export async function placeBuilder(u: UserEvent) {
  await u.click(await screen.findByRole('combobox', { name: /^Class level/ }));
  await u.click(screen.getByRole('option', { name: 'Form 2' }));
  await u.type(screen.getByRole('combobox', { name: /^Subject/ }), 'Biology');
  await u.type(screen.getByRole('combobox', { name: /^Topic/ }), 'Nutrition');
}
