import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import BankList from '../routes/BankList';
import { asAdmin, catalogueHandlers, question } from './fixtures';

/** Answers the list with `rows` and records every query it was asked. */
function listAnswers(rows = [question(1), question(2, { type: 'trueFalse', options: ['True', 'False'], answer: 'True', source: 'imported', status: 'draft' })], total = rows.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    ...catalogueHandlers,
    http.get('*/api/bank/questions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json({ data: rows, total, page: Number(params.get('page') ?? 1), limit: Number(params.get('limit') ?? 10) });
    }),
  );
  return asked;
}

describe('Question bank list', () => {
  it('shows the questions with their type, placement, source and status', async () => {
    const asked = listAnswers();
    renderWithProviders(<BankList />, { route: '/question-bank', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Question Bank' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('bank-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: /Where does the digestion of starch begin\? \(1\)/ })).toHaveAttribute('href', '/question-bank/bq1');
    expect(within(rows[1]).getAllByText('True or false').length).toBeGreaterThan(0);
    expect(within(rows[1]).getByText('Imported')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New question' })).toHaveAttribute('href', '/question-bank/new');
    expect(screen.getByRole('link', { name: 'Import questions' })).toHaveAttribute('href', '/question-bank/import');
    expect(asked[0].get('page')).toBe('1');
    expect(asked[0].get('limit')).toBe('10');
    expect(asked[0].has('status')).toBe(false);
  });

  it('sends the filters, the search and the page size to the server', async () => {
    const asked = listAnswers();
    const u = userEvent.setup();
    renderWithProviders(<BankList />, { route: '/question-bank', ...asAdmin });
    await screen.findAllByTestId('bank-row');

    await u.click(screen.getByRole('combobox', { name: 'Type' }));
    await u.click(screen.getByRole('option', { name: 'True or false' }));
    await waitFor(() => expect(asked.at(-1)?.get('type')).toBe('trueFalse'));

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('draft'));

    await u.click(screen.getByRole('combobox', { name: 'Class level' }));
    await u.click(screen.getByRole('option', { name: 'Form 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('classLevel')).toBe('Form 2'));

    await u.click(screen.getByRole('combobox', { name: 'Source' }));
    await u.click(screen.getByRole('option', { name: 'Imported' }));
    await u.click(screen.getByRole('combobox', { name: 'Language' }));
    await u.click(screen.getByRole('option', { name: 'French' }));

    await u.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'starch');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('starch'));
    const last = asked.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      classLevel: 'Form 2',
      type: 'trueFalse',
      source: 'imported',
      language: 'fr',
      status: 'draft',
      search: 'starch',
      page: '1',
      limit: '10',
    });

    await u.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await u.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(asked.at(-1)?.get('limit')).toBe('25'));

    await u.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect([...asked.at(-1)!.keys()].sort()).toEqual(['limit', 'page']));
  });

  it('pages through the server’s pages', async () => {
    const asked = listAnswers(Array.from({ length: 10 }, (_, i) => question(i + 1)), 23);
    const u = userEvent.setup();
    renderWithProviders(<BankList />, { route: '/question-bank', ...asAdmin });
    await screen.findAllByTestId('bank-row');
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('3'));
  });

  it('an empty bank says so and offers to write or import a question', async () => {
    listAnswers([], 0);
    renderWithProviders(<BankList />, { route: '/question-bank', ...asAdmin });
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New question' });
    expect(links.map((a) => a.getAttribute('href'))).toContain('/question-bank/new');
    expect(screen.getAllByRole('link', { name: 'Import questions' }).length).toBeGreaterThan(1);
  });

  it('deletes a question only once the dialog is confirmed', async () => {
    listAnswers();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/bank/questions/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Question deleted.' });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<BankList />, { route: '/question-bank', ...asAdmin });
    await screen.findAllByTestId('bank-row');
    await u.click(screen.getByRole('button', { name: /^Delete: Where does the digestion of starch begin\? \(1\)/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(within(dialog).getByText(/leaves the bank/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await u.click(screen.getByRole('button', { name: /^Delete: Where does the digestion of starch begin\? \(1\)/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['bq1']));
    expect(await screen.findByText('Question deleted.')).toBeInTheDocument();
  });

  it('exports CSV with the current filters, and the other formats from the menu', async () => {
    listAnswers();
    const exports: URLSearchParams[] = [];
    server.use(
      http.get('*/api/bank/export', ({ request }) => {
        const params = new URL(request.url).searchParams;
        exports.push(params);
        const ext = { csv: 'csv', gift: 'gift', moodleXml: 'xml', aiken: 'txt' }[params.get('format') ?? 'csv'];
        return new HttpResponse('file', { headers: { 'Content-Disposition': `attachment; filename="sabi-questions.${ext}"` } });
      }),
    );
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const u = userEvent.setup();
    renderWithProviders(<BankList />, { route: '/question-bank', ...asAdmin });
    await screen.findAllByTestId('bank-row');
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'Published' }));
    await u.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(names).toEqual(['sabi-questions.csv']));
    expect(Object.fromEntries(exports[0])).toEqual({ format: 'csv', status: 'published' });

    await u.click(screen.getByRole('button', { name: 'Export as' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Moodle XML' }));
    await waitFor(() => expect(names).toEqual(['sabi-questions.csv', 'sabi-questions.xml']));
    expect(exports[1].get('format')).toBe('moodleXml');
    click.mockRestore();
  });
});
