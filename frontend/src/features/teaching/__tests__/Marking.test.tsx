import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import Marking from '../routes/Marking';
import { asTeacher, marking } from './fixtures';

function answers() {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/attempts/x1/marking', () => HttpResponse.json({ data: marking() })),
    http.put('*/api/attempts/x1/marking', async ({ request }) => {
      const body = (await request.json()) as { changes: { number: number; marks: number; comment: string }[] };
      bodies.push(body);
      const changes = body.changes.map((c) => ({ ...c, from: 1, to: c.marks, by: 't1', byName: 'mrs.tabe', at: '2026-11-24T11:00:00Z' }));
      return HttpResponse.json({
        data: marking({
          attempt: { ...marking().attempt, score: body.changes.length ? 80 : 60 },
          questions: marking().questions.map((q) => ({ ...q, marksAwarded: body.changes.find((c) => c.number === q.number)?.marks ?? q.marksAwarded })),
          changes,
          moderated: true,
        }),
      });
    }),
  );
  return bodies;
}

const renderMarking = () => renderWithProviders(<Marking />, { route: '/teacher/attempts/x1/marking', path: '/teacher/attempts/:id/marking', ...asTeacher });

describe('moderation', () => {
  it("shows each question's answer, scheme and the marker's marks", async () => {
    answers();
    renderMarking();
    expect(await screen.findByRole('heading', { name: 'Check marks: Ama Ngono', level: 1 })).toBeInTheDocument();
    const [q1] = screen.getAllByTestId('marking-question');
    expect(within(q1).getByText('Ptyalin breaks starch')).toBeInTheDocument();
    expect(within(q1).getByText('amylase (1 mark)')).toBeInTheDocument();
    expect(within(q1).getByText('The marker gave 1 out of 2')).toBeInTheDocument();
    expect(within(q1).getByText('Starch named; the enzyme not recognised.')).toBeInTheDocument();
    expect(screen.getByText('No mark has been changed.')).toBeInTheDocument();
  });

  it('refuses a change without a comment, then sends only the changed marks with their comment and shows the new score', async () => {
    const bodies = answers();
    const u = userEvent.setup();
    renderMarking();
    const [q1, q2] = await screen.findAllByTestId('marking-question');
    const marks = within(q1).getByRole('spinbutton', { name: 'Marks (0 to 2)' });
    await u.clear(marks);
    await u.type(marks, '2');
    await u.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await within(q1).findByText('Say why you changed the marks.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    // "Marks are right" is for a check with no change.
    expect(screen.getByRole('button', { name: 'Marks are right' })).toBeDisabled();

    // A comment on an unchanged question is not sent.
    await u.type(within(q2).getByRole('textbox', { name: 'Reason for the change (question 2)' }), 'fine');
    await u.type(within(q1).getByRole('textbox', { name: /Reason for the change \(question 1\)/ }), 'Ptyalin is salivary amylase.');
    await u.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ changes: [{ number: 1, marks: 2, comment: 'Ptyalin is salivary amylase.' }] });
    expect(await screen.findByText('The score is now 80%.')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'History of changes' });
    const row = within(history).getByTestId('change-row');
    expect(row).toHaveTextContent('mrs.tabe');
    expect(row).toHaveTextContent('1 → 2');
    expect(row).toHaveTextContent('Ptyalin is salivary amylase.');
  });

  it('refuses marks above the question\'s marks', async () => {
    const bodies = answers();
    const u = userEvent.setup();
    renderMarking();
    const [q1] = await screen.findAllByTestId('marking-question');
    const marks = within(q1).getByRole('spinbutton', { name: 'Marks (0 to 2)' });
    await u.clear(marks);
    await u.type(marks, '3');
    await u.type(within(q1).getByRole('textbox', { name: /question 1/ }), 'Too generous');
    await u.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await within(q1).findByText('From 0 to 2.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('"Marks are right" sends an empty list', async () => {
    const bodies = answers();
    const u = userEvent.setup();
    renderMarking();
    await u.click(await screen.findByRole('button', { name: 'Marks are right' }));
    await waitFor(() => expect(bodies).toEqual([{ changes: [] }]));
    expect(await screen.findByText('The score is now 60%.')).toBeInTheDocument();
    expect(screen.getByText('Marks checked')).toBeInTheDocument();
  });
});
