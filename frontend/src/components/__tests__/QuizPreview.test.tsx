import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { QuizPreview, type PreviewQuestion } from '../QuizPreview';

const questions: PreviewQuestion[] = [
  { id: 'a', question: 'Where does the digestion of starch begin?', options: ['Mouth', 'Stomach', 'Ileum'], answer: 'Mouth' },
  { id: 'b', question: 'Which organ makes bile?', options: ['Liver', 'Pancreas'], answer: 'Liver' },
  { id: 'c', question: 'Name two enzymes of the pancreatic juice.', options: [], answer: '', marks: 2 },
];

function Harness({ items = questions }: { items?: PreviewQuestion[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open preview
      </button>
      <QuizPreview open={open} onClose={() => setOpen(false)} questions={items} title="Digestion" />
    </>
  );
}

describe('QuizPreview', () => {
  it('shows the questions in order as the student’s page does, moves with Next and Previous, and sends nothing', async () => {
    const sent: string[] = [];
    const listen = ({ request }: { request: Request }) => sent.push(`${request.method} ${request.url}`);
    server.events.on('request:start', listen);
    try {
      const u = userEvent.setup();
      renderWithProviders(<Harness />);
      const opener = screen.getByRole('button', { name: 'Open preview' });
      await u.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Preview as a student: Digestion' });
      // The focus moves into the dialog.
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

      expect(within(dialog).getByText('Question 1 of 3')).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Where does the digestion of starch begin?' })).toBeInTheDocument();
      const group = within(dialog).getByRole('radiogroup', { name: 'Where does the digestion of starch begin?' });
      expect(within(group).getAllByRole('radio').map((b) => b.textContent)).toEqual(['1Mouth', '2Stomach', '3Ileum']);
      expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

      // Choosing an option says whether it is the key.
      await u.click(within(group).getByRole('radio', { name: /Stomach/ }));
      expect(within(group).getByRole('radio', { name: /Stomach/ })).toHaveAttribute('aria-checked', 'true');
      expect(within(dialog).getByText('Not the key. The key: Mouth')).toBeInTheDocument();
      await u.click(within(group).getByRole('radio', { name: /Mouth/ }));
      expect(within(dialog).getByText('Right: this is the key.')).toBeInTheDocument();

      await u.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByText('Question 2 of 3')).toBeInTheDocument();
      const second = within(dialog).getByRole('heading', { level: 2, name: 'Which organ makes bile?' });
      // The focus moves to the new question, as on the student's page.
      await waitFor(() => expect(second).toHaveFocus());
      expect(within(dialog).queryByText(/key/)).not.toBeInTheDocument();

      await u.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByText('Question 3 of 3')).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { level: 2, name: /Name two enzymes of the pancreatic juice\./ })).toHaveTextContent('(2 marks)');
      // A short answer: the answer box, no options; Next stops at the last question.
      expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
      await u.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Lipase, amylase');
      expect(within(dialog).getByRole('textbox', { name: 'Your answer' })).toHaveValue('Lipase, amylase');
      expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

      // Previous goes back and keeps what was chosen.
      await u.click(within(dialog).getByRole('button', { name: 'Previous' }));
      await u.click(within(dialog).getByRole('button', { name: 'Previous' }));
      expect(within(dialog).getByText('Question 1 of 3')).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: /Mouth/ })).toHaveAttribute('aria-checked', 'true');

      // Escape closes it and gives the focus back to the button that opened it.
      await u.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(opener).toHaveFocus();

      // Opened again, it starts over at the first question; Close closes it too.
      await u.click(opener);
      const again = await screen.findByRole('dialog');
      expect(within(again).getByText('Question 1 of 3')).toBeInTheDocument();
      expect(within(again).getByRole('radio', { name: /Mouth/ })).toHaveAttribute('aria-checked', 'false');
      await u.click(within(again).getByRole('button', { name: 'Close the preview' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(sent).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
    // Many steps on a slow machine.
  }, 60_000);

  it('says so when there is no question', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Harness items={[]} />);
    await u.click(screen.getByRole('button', { name: 'Open preview' }));
    expect(await screen.findByText('There is no question to preview.')).toBeInTheDocument();
  });
  it('ticks a question with several keys as the student’s page does, and says so when every key and nothing else is ticked', async () => {
    const u = userEvent.setup();
    const several: PreviewQuestion[] = [
      { id: 's', question: 'Which of these are enzymes?', options: ['Amylase', 'Bile', 'Lipase'], answer: ['Amylase', 'Lipase'] },
    ];
    renderWithProviders(<Harness items={several} />);
    await u.click(screen.getByRole('button', { name: 'Open preview' }));
    const dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: /Which of these are enzymes\?/ });
    const box = (name: RegExp) => within(group).getByRole('checkbox', { name });
    await u.click(box(/Amylase/));
    expect(box(/Amylase/)).toBeChecked();
    expect(within(dialog).getByText('Not the key. The key: Amylase, Lipase')).toBeInTheDocument();
    await u.click(box(/Lipase/));
    expect(within(dialog).getByText('Right: this is the key.')).toBeInTheDocument();
    await u.click(box(/Bile/));
    expect(within(dialog).getByText('Not the key. The key: Amylase, Lipase')).toBeInTheDocument();
    await u.click(box(/Bile/));
    expect(box(/Bile/)).not.toBeChecked();
    expect(within(dialog).getByText('Right: this is the key.')).toBeInTheDocument();
  });
});
