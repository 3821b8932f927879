import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import QuizBuilder from '../routes/QuizBuilder';
import { asTeacher, catalogueHandlers, placeBuilder, question } from './fixtures';

describe('Quiz builder: preview and edited questions', () => {
  it('previews the picked questions in order, and shows a question edited in another tab when the user comes back', async () => {
    const texts: Record<string, string> = { bq7: 'Generated question seven', bq8: 'Generated question eight' };
    const fetched: string[][] = [];
    server.use(
      ...catalogueHandlers,
      http.get('*/api/bank/questions', ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids');
        if (!ids) return HttpResponse.json({ data: [], total: 0, page: 1, limit: 100 });
        fetched.push(ids.split(','));
        const data = ids.split(',').map((id) => ({ ...question(Number(id.slice(2))), id, question: texts[id], status: 'draft' }));
        return HttpResponse.json({ data, total: data.length, page: 1, limit: 100 });
      }),
      http.post('*/api/bank/generate', () =>
        HttpResponse.json({
          data: [7, 8].map((i) => ({ ...question(i), question: texts[`bq${i}`], status: 'draft', source: 'generated' })),
        }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizBuilder />, { route: '/question-bank/quiz', ...asTeacher });
    const preview = await screen.findByRole('button', { name: 'Preview as a student' });
    expect(preview).toBeDisabled();
    await placeBuilder(u);
    await u.click(screen.getByRole('button', { name: 'Generate questions' }));
    await waitFor(() => expect(screen.getAllByTestId('picked-text')).toHaveLength(2));
    await u.click(screen.getByRole('button', { name: 'Move down: Generated question seven' }));

    // The question is edited and saved in the editor's tab; coming back refetches it.
    texts.bq8 = 'Edited question eight';
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(screen.getAllByTestId('picked-text').map((e) => e.textContent)).toEqual(['Edited question eight', 'Generated question seven']));
    // One call for all the picked questions, not one a question.
    expect(fetched.at(-1)).toEqual(['bq8', 'bq7']);

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
      // bq1 is deleted meanwhile: asked for by id, only bq2 comes back.
      http.get('*/api/bank/questions', ({ request }) =>
        new URL(request.url).searchParams.has('ids')
          ? HttpResponse.json({ data: [question(2)], total: 1, page: 1, limit: 100 })
          : HttpResponse.json({ data: [question(1), question(2)], total: 2, page: 1, limit: 100 }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizBuilder />, { route: '/question-bank/quiz', ...asTeacher });
    await placeBuilder(u);
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
