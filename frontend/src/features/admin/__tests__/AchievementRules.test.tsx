import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import CreateAchievement from '../routes/achievements/CreateAchievement';
import ManageAchievements from '../routes/achievements/ManageAchievements';
import { asAdmin } from './fixtures';

type U = ReturnType<typeof userEvent.setup>;

async function chooseRule(u: U, name: string) {
  await u.click(screen.getByRole('combobox', { name: /^Earning rule/ }));
  await u.click(await screen.findByRole('option', { name }));
}

const numberFields = () => screen.queryAllByRole('spinbutton');
const labelsOfNumbers = () =>
  screen.queryAllByRole<HTMLInputElement>('spinbutton').map((f) => (f.labels?.[0]?.textContent ?? '').replace(/\s*\*\s*$/, '').trim());

describe("an achievement's earning rule", () => {
  it('shows the number fields each rule needs, in plain words', async () => {
    const u = userEvent.setup();
    renderWithProviders(<CreateAchievement />, { route: '/create-achievement', ...asAdmin });
    expect(screen.getByRole('combobox', { name: /^Earning rule/ })).toHaveTextContent('None (awarded by no rule)');
    expect(numberFields()).toHaveLength(0);

    await u.click(screen.getByRole('combobox', { name: /^Earning rule/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None (awarded by no rule)',
      'Exams completed',
      'Perfect scores',
      'Streak of days',
      'Mastery of one subject',
      'Subjects explored',
      'High average',
    ]);
    await u.keyboard('{Escape}');

    const expected: [string, string[]][] = [
      ['Exams completed', ['Complete this many exams']],
      ['Perfect scores', ['Score 100 this many times']],
      ['Streak of days', ['A streak of this many days']],
      ['Mastery of one subject', ['Average at least (%) in one subject', 'Over at least this many exams']],
      ['Subjects explored', ['Exams in this many subjects']],
      ['High average', ['Average at least (%)', 'Over at least this many exams']],
    ];
    for (const [rule, labels] of expected) {
      await chooseRule(u, rule);
      expect(labelsOfNumbers()).toEqual(labels);
    }
    // A two-number rule reads as one sentence.
    expect(screen.getByRole('group', { name: 'Average at least … % over at least … exams' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Average at least \(%\)/)).toHaveAttribute('max', '100');
    expect(screen.getByLabelText(/^Over at least this many exams/)).toHaveAttribute('max', '10000');

    await chooseRule(u, 'None (awarded by no rule)');
    expect(numberFields()).toHaveLength(0);
  });

  it('checks the numbers, sends the rule with the achievement, and shows the server refusal', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.post('*/api/createAchievements', async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ error: 'A rule average goes from 1 to 100.' }, { status: 400 });
        }
        return HttpResponse.json({ count: 1 }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<CreateAchievement />, { route: '/create-achievement', ...asAdmin });
    await u.type(screen.getByLabelText(/^Title/), 'Maths mastery');
    await u.type(screen.getByLabelText(/^Description/), 'Average 80% in a subject over 10 exams');
    await chooseRule(u, 'Mastery of one subject');
    await u.type(screen.getByLabelText(/^Average at least \(%\) in one subject/), '180');
    await u.type(screen.getByLabelText(/^Over at least this many exams/), '10');
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(await screen.findAllByText('A whole number from 1 to 100.')).not.toHaveLength(0);
    expect(bodies).toHaveLength(0);

    await u.clear(screen.getByLabelText(/^Average at least \(%\) in one subject/));
    await u.type(screen.getByLabelText(/^Average at least \(%\) in one subject/), '80');
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(await screen.findByText('A rule average goes from 1 to 100.')).toBeInTheDocument();
    const sent = {
      achievements: [
        {
          title: 'Maths mastery',
          description: 'Average 80% in a subject over 10 exams',
          category: 'General',
          rank: 'Bronze',
          rule: { kind: 'subjectMastery', minAverage: 80, minAttempts: 10 },
        },
      ],
    };
    expect(bodies).toEqual([sent]);
    await u.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(await screen.findByText('Achievements created: 1.')).toBeInTheDocument();
    expect(bodies).toEqual([sent, sent]);
  });

  it('sends a one-number rule, and no rule at all when none is chosen', async () => {
    const bodies: { achievements: object[] }[] = [];
    server.use(
      http.post('*/api/createAchievements', async ({ request }) => {
        bodies.push((await request.json()) as { achievements: object[] });
        return HttpResponse.json({ count: 2 }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<CreateAchievement />, { route: '/create-achievement', ...asAdmin });
    await u.type(screen.getByLabelText(/^Title/), 'Week of work');
    await u.type(screen.getByLabelText(/^Description/), 'Seven days in a row');
    await chooseRule(u, 'Streak of days');
    await u.type(screen.getByLabelText(/^A streak of this many days/), '7');
    await u.click(screen.getByRole('button', { name: 'Add another' }));
    const second = screen.getAllByRole('group')[1];
    await u.type(within(second).getByLabelText(/^Title/), 'Given by hand');
    await u.type(within(second).getByLabelText(/^Description/), 'The principal gives it');
    await u.click(screen.getByRole('button', { name: 'Save Achievements' }));
    expect(await screen.findByText('Achievements created: 2.')).toBeInTheDocument();
    expect(bodies[0].achievements).toEqual([
      { title: 'Week of work', description: 'Seven days in a row', category: 'General', rank: 'Bronze', rule: { kind: 'streakDays', days: 7 } },
      { title: 'Given by hand', description: 'The principal gives it', category: 'General', rank: 'Bronze' },
    ]);
  });

  it('the list says each rule in words', async () => {
    server.use(
      http.get('*/api/achievements', () =>
        HttpResponse.json({
          data: [
            { id: 'a1', title: 'Ten down', description: 'Ten exams', rank: 'Bronze', rule: { kind: 'attemptsCompleted', count: 10 } },
            { id: 'a2', title: 'First perfect', description: 'A perfect score', rank: 'Silver', rule: { kind: 'perfectScores', count: 1 } },
            { id: 'a3', title: 'Master', description: 'Mastery', rank: 'Gold', rule: { kind: 'subjectMastery', minAverage: 80, minAttempts: 10 } },
            { id: 'a4', title: 'Explorer', description: 'Many subjects', rank: 'Gold', rule: { kind: 'subjectsExplored', count: 5 } },
            { id: 'a5', title: 'Steady', description: 'High average', rank: 'Gold', rule: { kind: 'highAverage', minAverage: 75, minAttempts: 20 } },
            { id: 'a6', title: 'Week', description: 'A week', rank: 'Gold', rule: { kind: 'streakDays', days: 7 } },
            { id: 'a7', title: 'By hand', description: 'Given by the principal', rank: 'Platinum', rule: null },
          ],
        }),
      ),
    );
    renderWithProviders(<ManageAchievements />, { route: '/manage-achievement', ...asAdmin });
    expect(await screen.findByRole('columnheader', { name: 'Earning rule' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('list-row');
    const rule = (i: number) => within(rows[i]).getAllByRole('cell')[2].textContent;
    expect(rows.map((_r, i) => rule(i))).toEqual([
      'Complete 10 exams',
      'Score 100 once',
      'Average at least 80% in one subject over at least 10 exams',
      'Exams in 5 subjects',
      'Average at least 75% over at least 20 exams',
      'A streak of 7 days',
      'No rule',
    ]);
  });
});
