import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/utils';

describe('landing page', () => {
  it('has the header, hero, sections, three testimonials with portraits and the footer columns', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'Quizzes' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Progress' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Start Your Journey' })[0]).toHaveAttribute('href', '/userJourney');
    // A teacher signs up through onboarding (an admin approves), not through Student Login.
    expect(screen.getByRole('link', { name: "I'm a Teacher" })).toHaveAttribute('href', '/userJourney?role=teacher');
    expect(screen.getAllByText(/30,000 students/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Cameroon's curriculum/).length).toBeGreaterThan(0);
    for (const h of ['See Sabi in a minute', 'How it works', 'Why students and teachers choose Sabi', 'Meet the team', 'What our users say', 'Our partners']) {
      expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
    }
    const testimonials = screen.getAllByTestId('testimonial');
    expect(testimonials).toHaveLength(3);
    for (const t of testimonials) expect(within(t).getByRole('img').getAttribute('src')).toMatch(/^\/images\/landing\/portrait-\d\.svg$/);
    for (const col of ['Quizzes', 'Progress', 'Resources', 'Account']) {
      expect(screen.getByRole('navigation', { name: col })).toBeInTheDocument();
    }
    // Every image is served by this site.
    for (const img of screen.getAllByRole('img')) expect(img.getAttribute('src') ?? '').toMatch(/^\/(images|favicon)/);
  });

  it('plays the explainer in a dialog, and switches to French', async () => {
    renderApp('/');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Play the Sabi explainer' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Sabi works' });
    expect(within(dialog).getByText(/Step 1 of 4/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Answer the quiz' }));
    expect(within(dialog).getByText(/Step 2 of 4/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await u.click(screen.getByRole('button', { name: /^FR\s*Switch to Français$/ }));
    expect(await screen.findAllByRole('link', { name: 'Commencez votre parcours' })).not.toHaveLength(0);
    await u.click(screen.getByRole('button', { name: /^EN\s*Passer en English$/ }));
    expect(await screen.findAllByRole('link', { name: 'Start Your Journey' })).not.toHaveLength(0);
  });
});
