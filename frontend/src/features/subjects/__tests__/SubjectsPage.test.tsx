import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { sessionStudent } from '@/test/fixtures';
import SubjectsPage from '../routes/SubjectsPage';

const signedIn = { preloadedState: { session: { user: sessionStudent } } };

describe('SubjectsPage', () => {
  it("lists the student's subjects with the class's details", async () => {
    server.use(
      http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: ['Mathematics', 'Economics/Commerce'] } })),
      http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [{ id: 's1', name: 'Mathematics', description: 'Numbers', topicsCount: 4 }] })),
    );
    renderWithProviders(<SubjectsPage />, { route: '/subjects', ...signedIn });
    expect(await screen.findByRole('link', { name: 'Open Mathematics' })).toHaveAttribute('href', '/subjectDetails/Mathematics');
    expect(screen.getByText('4 topics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Economics/Commerce' })).toHaveAttribute('href', '/subjectDetails/Economics__Commerce');
  });

  it('says when the class has no subjects, and when loading failed', async () => {
    server.use(
      http.get('*/api/u1/subject', () => HttpResponse.json({ error: 'x' }, { status: 500 })),
      http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<SubjectsPage />, { route: '/subjects', ...signedIn });
    expect(await screen.findByText('No subjects available for this class.')).toBeInTheDocument();
    expect(screen.getByText('Could not load your subjects.')).toBeInTheDocument();
  });
});
