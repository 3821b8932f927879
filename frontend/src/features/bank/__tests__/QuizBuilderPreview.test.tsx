import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import QuizBuilder from '../routes/QuizBuilder';
import { asTeacher, catalogueHandlers, question } from './fixtures';

describe('Quiz builder: preview and edited questions', () => {
  it('previews the picked questions in order, and shows a question edited in another tab when the user comes back', async () => {
    const texts: Record<string, string> = { bq7: 'Generated question seven', bq8: 'Generated question eight' };
    const fetched: string[] = [];
    server.use(
      ...catalogueHandlers,
      http.get('*/api/bank/questions', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 100 })),
      http.post('*/api/bank/generate', () =>
        HttpResponse.json({
          data: [7, 8].map((i) => ({ ...question(i), question: texts[`bq${i}`], status: 'draft', source: 'generated' })),
        }),
      ),
      http.get('*/api/bank/questions/:id', ({ params }) => {
        const id = String(params.id);
        fetched.push(id);
        return HttpResponse.json({ data: { ...question(Number(id.slice(2))), id, question: texts[id], status: 'draft' }, versions: [] });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizBuilder />, { route: '/question-bank/quiz', ...asTeacher });
    const preview = await screen.findByRole('button', { name: 'Preview as a student' });
    expect(preview).toBeDisabled();
    await u.click(screen.getByRole('combobox', { name: /^Class level/ }));
    await u.click(screen.getByRole('option', { name: 'Form 2' }));
    await u.type(screen.getByRole('combobox', { name: /^Subject/ }), 'Biology');
    await u.type(screen.getByRole('combobox', { name: /^Topic/ }), 'Nutrition');
    await u.click(screen.getByRole('button', { name: 'Generate questions' }));
    await waitFor(() => expect(screen.getAllByTestId('picked-text')).toHaveLength(2));
    await u.click(screen.getByRole('button', { name: 'Move down: Generated question seven' }));

    // The question is edited and saved in the editor's tab; coming back refetches it.
    texts.bq8 = 'Edited question eight';
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(screen.getAllByTestId('picked-text').map((e) => e.textContent)).toEqual(['Edited question eight', 'Generated question seven']));
    expect(new Set(fetched)).toEqual(new Set(['bq7', 'bq8']));

    await u.click(screen.getByRole('button', { name: 'Preview as a student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as a student' });
    expect(within(dialog).getByText('Question 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Edited question eight' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Generated question seven' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 120_000);

  it('drops a picked question that was deleted meanwhile', async () => {
    server.use(
      ...catalogueHandlers,
      http.get('*/api/bank/questions', () => HttpResponse.json({ data: [question(1), question(2)], total: 2, page: 1, limit: 100 })),
      http.get('*/api/bank/questions/:id', ({ params }) =>
        params.id === 'bq1'
          ? HttpResponse.json({ error: 'Question not found.' }, { status: 404 })
          : HttpResponse.json({ data: question(2), versions: [] }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizBuilder />, { route: '/question-bank/quiz', ...asTeacher });
    await u.click(await screen.findByRole('combobox', { name: /^Class level/ }));
    await u.click(screen.getByRole('option', { name: 'Form 2' }));
    await u.type(screen.getByRole('combobox', { name: /^Subject/ }), 'Biology');
    await u.type(screen.getByRole('combobox', { name: /^Topic/ }), 'Nutrition');
    const available = await screen.findByRole('region', { name: 'Published questions of this topic' });
    await waitFor(() => expect(within(available).getAllByRole('checkbox')).toHaveLength(2));
    await u.click(within(available).getByRole('checkbox', { name: /\(1\)$/ }));
    await u.click(within(available).getByRole('checkbox', { name: /\(2\)$/ }));
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(screen.getAllByTestId('picked-text').map((e) => e.textContent)).toEqual(['Where does the digestion of starch begin? (2)']));
  }, 120_000);
});
