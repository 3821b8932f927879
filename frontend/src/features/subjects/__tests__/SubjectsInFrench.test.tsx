import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeLanguage } from '@/i18n';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { sessionStudent } from '@/test/fixtures';
import SubjectsPage from '../routes/SubjectsPage';
import TopicsPage from '../routes/TopicsPage';

const signedIn = { preloadedState: { session: { user: sessionStudent } } };

beforeEach(async () => {
  await act(() => changeLanguage('fr'));
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the subjects and topics in French', () => {
  it('shows the French names and descriptions, links by the English name, and filters in either language', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: ['Biology', 'Agricultural Science'] } })),
      http.get('*/api/subjects/filter', () =>
        HttpResponse.json({
          data: [
            {
              id: 's1',
              name: 'Biology',
              description: 'The study of living things: cells, plants, animals, the human body, health, ecology and genetics.',
              topicsCount: 6,
            },
            // A subject an admin created: not in the French catalogue, shown as sent.
            { id: 's2', name: 'Agricultural Science', description: 'Crops and livestock.' },
          ],
        }),
      ),
    );
    renderWithProviders(<SubjectsPage />, { route: '/subjects', ...signedIn });

    const biology = await screen.findByRole('link', { name: 'Ouvrir Biologie' });
    expect(biology).toHaveAttribute('href', '/subjectDetails/Biology');
    // The card's heading holds its one link ("Ouvrir" is said, not shown); the description follows.
    expect(biology.closest('h2')).toHaveTextContent('Biologie');
    expect(
      screen.getByText(
        "L'étude des êtres vivants : la cellule, les plantes, les animaux, le corps humain, la santé, l'écologie et la génétique.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('6 thèmes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ouvrir Agricultural Science' })).toBeInTheDocument();
    expect(screen.getByText('Crops and livestock.')).toBeInTheDocument();

    const filter = screen.getByRole('textbox', { name: 'Filtrer les matières' });
    await user.type(filter, 'biologie');
    expect(screen.getByRole('heading', { name: 'Ouvrir Biologie' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ouvrir Agricultural Science' })).not.toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'biology');
    expect(screen.getByRole('heading', { name: 'Ouvrir Biologie' })).toBeInTheDocument();
  });

  it('lists the topics in French and asks the server with the English names', async () => {
    const user = userEvent.setup();
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('*/api/filter-topics', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({
          data: [
            { id: 't1', name: 'Human Digestive System', description: 'How food is broken down and absorbed.' },
            { id: 't2', name: "Newton's Laws of Motion", description: 'Forces and motion.' },
          ],
        });
      }),
    );
    renderWithProviders(<TopicsPage />, {
      route: '/subject/Biology/class/Form%202/topics',
      path: '/subject/:subjectName/class/:classLevel/topics',
    });

    expect(await screen.findByRole('heading', { name: 'Le système digestif humain' })).toBeInTheDocument();
    expect(screen.getByText('Comment les aliments sont dégradés et absorbés.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Les lois du mouvement de Newton' })).toBeInTheDocument();
    expect(screen.getByText('Biologie — choisissez une classe et un thème.')).toBeInTheDocument();
    expect(asked).toEqual([{ classLevel: 'Form 2', subject: 'Biology' }]);

    // The next step's URL keeps the English names the server knows.
    await user.click(screen.getByRole('radio', { name: /Le système digestif humain/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/subject/Biology/class/Form%202/topic/Human_Digestive_System/mode');
  });
});
