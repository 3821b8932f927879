import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/i18n';
import { renderApp } from '@/test/utils';

describe('skip link', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('is the first thing Tab reaches, and moves the focus to the main content', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const main = await screen.findByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    // The next Tab goes on inside the main content.
    await user.tab();
    expect(main.contains(document.activeElement)).toBe(true);
  });

  it('speaks French when the app does', async () => {
    renderApp('/login');
    await screen.findByRole('main');
    await act(() => changeLanguage('fr'));
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toBeInTheDocument();
  });
});
