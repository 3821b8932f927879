import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TFunction } from 'i18next';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import ForgotPassword, { forgotSchema } from '../routes/ForgotPassword';
import ResetPassword, { tokenFromFragment } from '../routes/ResetPassword';

describe('password reset', () => {
  it("shows the 'Check your mail' panel after sending the link", async () => {
    let sent = '';
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        sent = ((await request.json()) as { email: string }).email;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPassword />, { route: '/forgot-password' });
    expect(screen.getByRole('link', { name: '- Back to login.' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText(/Email/), 'amina@example.cm');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeInTheDocument();
    expect(sent).toBe('amina@example.cm');
    expect(screen.getByText('We have sent a password recover instruction to your email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open email app' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: "Skip, I'll confirm later" })).toHaveAttribute('href', '/');
  });

  it("shows 'Reset Failed' with the server text", async () => {
    server.use(http.post('*/api/auth/reset-password', () => HttpResponse.json({ error: 'Too many attempts' }, { status: 429 })));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPassword />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText(/Email/), 'amina@example.cm');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reset Failed');
    expect(alert).toHaveTextContent('Too many attempts');
  });

  it('refuses a blank email before sending anything', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const blank = forgotSchema(t).safeParse({ email: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('auth.emailNeeded');
    expect(forgotSchema(t).safeParse({ email: ' amina@example.cm ' }).data).toEqual({ email: 'amina@example.cm' });
  });

  it("asks for both passwords ('Please fill in both fields.') before sending", async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/reset-password/confirm', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Password updated' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResetPassword />, { route: '/reset-password#token=tok123', path: '/reset-password' });
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Please fill in both fields.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('reads the token from the fragment, never from a path the server logs', () => {
    expect(tokenFromFragment('#token=abc')).toBe('abc');
    expect(tokenFromFragment('')).toBe('');
  });

  it('sets a new password with the token from the link', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('*/api/auth/reset-password/confirm', async ({ request }) => {
        body = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ message: 'Password updated' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResetPassword />, { route: '/reset-password#token=tok123', path: '/reset-password' });
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password has been changed. You can log in now.')).toBeInTheDocument();
    expect(body).toEqual({ token: 'tok123', password: 'newpass1', confirmPassword: 'newpass1' });
  });
});
