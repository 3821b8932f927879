import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp } from '@/test/utils';
import { asAdmin, asStudent, asTeacher, catalogueHandlers, question } from './fixtures';

// The first test of each layout imports the whole back-office or signed-in layout and the bank's
// pages; under a loaded CI machine that alone took more than the usual 5 s.
const FIRST_IMPORT = { timeout: 15_000 };

describe('Question bank routes', () => {
  beforeEach(() =>
    server.use(
      ...catalogueHandlers,
      http.get('*/api/bank/questions', () => HttpResponse.json({ data: [question(1)], total: 1, page: 1, limit: 10 })),
    ),
  );

  it('an admin has it in the back-office sidebar', async () => {
    renderApp('/question-bank', asAdmin);
    expect(await screen.findByRole('heading', { name: 'Question Bank' }, FIRST_IMPORT)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Question Bank' })).toHaveAttribute('href', '/question-bank');
  });

  it('a teacher has it in the signed-in layout, with a sidebar item of their own', async () => {
    server.use(
      http.get('*/api/:uid/class', () => HttpResponse.json({ data: { className: 'Form 2' } })),
      http.get('*/api/user/:uid', () => HttpResponse.json({ data: {} })),
    );
    renderApp('/question-bank/new', asTeacher);
    expect(await screen.findByRole('heading', { name: 'New question' }, FIRST_IMPORT)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Question Bank' })).toHaveAttribute('href', '/question-bank');
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
  });

  it('a student is sent away, and nobody signed in goes to the login page', async () => {
    const student = renderApp('/question-bank', asStudent);
    await waitFor(() => expect(student.router.state.location.pathname).toBe('/studentDashboard'));
    student.unmount();
    const nobody = renderApp('/question-bank/import');
    await waitFor(() => expect(nobody.router.state.location.pathname).toBe('/login'));
  });
});
