import { createElement } from 'react';
import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import QuizDetails from '../routes/quizzes/QuizDetails';
import { studentUser } from '@/test/fixtures';
import type { SessionUser } from '@/lib/types';
import type { AdminUser } from '../types';

export const sessionAdmin: SessionUser = {
  ...studentUser,
  id: 'ad1',
  uid: 'ad1',
  username: 'principal',
  email: 'principal@example.cm',
  role: 'admin',
  className: null,
  userType: 'Admin',
  isLoggedIn: true,
};

export const asAdmin = { preloadedState: { session: { user: sessionAdmin } } };

export function user(i: number, over: Partial<AdminUser> = {}): AdminUser {
  return {
    ...studentUser,
    id: `u${i}`,
    uid: `u${i}`,
    username: `user${String(i).padStart(3, '0')}`,
    email: `user${i}@example.cm`,
    status: i % 3 === 0 ? 'inactive' : 'active',
    createdAt: { seconds: 1_700_000_000 + i },
    updatedAt: { seconds: 1_700_100_000 + i },
    ...over,
  };
}

export const users = (n: number) => Array.from({ length: n }, (_, i) => user(i + 1));

/** Stubs the browser download; returns the file names and texts "downloaded". */
export function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => {
    last = b;
    return 'blob:x';
  }) as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn() as unknown as typeof URL.revokeObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: last ? last.text() : Promise.resolve('') });
  });
  return files;
}

/** The page buttons shown by the pager, as text ('…' for an ellipsis). */
export function pagerItems(nav: HTMLElement): string[] {
  return Array.from(nav.querySelectorAll('button[aria-label^="Page "], [data-testid="ellipsis"]')).map((el) =>
    el.getAttribute('data-testid') === 'ellipsis' ? '…' : (el.textContent ?? ''),
  );
}

/** A multiple-choice quiz as GET /api/quiz/{id} sends it, with the questions given. */
export const fractionsQuiz = (questions: Record<string, unknown>[]) => ({
  id: 'q1',
  title: 'Fractions',
  subject: 'Mathematics',
  topic: 'Fractions',
  classLevel: 'Form 1',
  quizType: 'multiple-choice-questions',
  totalQuestions: questions.length,
  questions,
});

/** A short-answer quiz of one section and one question with its marking scheme. */
export const cellsQuiz = {
  id: 's1',
  title: 'Cells',
  quizType: 'short-answer',
  sections: [
    {
      title: 'Section A',
      marks: 3,
      questions: [{ question: 'Name the organelle of respiration.', marks: 3, markingScheme: [{ point: 'mitochondria', marks: 3 }], answer: 'The mitochondria' }],
    },
  ],
};

/** Serves `quiz` and opens its details page as an admin. */
export function openQuizDetails(quiz: { id: string }) {
  server.use(http.get(`*/api/quiz/${quiz.id}`, () => HttpResponse.json({ data: quiz })));
  return renderWithProviders(createElement(QuizDetails), { route: `/detailQuiz/${quiz.id}`, path: '/detailQuiz/:id', ...asAdmin });
}
