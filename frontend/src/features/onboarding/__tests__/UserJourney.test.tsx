import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TFunction } from 'i18next';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import UserJourney from '../routes/UserJourney';
import { signUpSchema } from '../components/SignUpStep';
import { canGoNext, nextStep } from '../lib/flow';

interface Calls {
  usernameChecks: string[];
  emailChecks: string[];
  register: Record<string, unknown>[];
  userPut: Record<string, unknown>[];
  classPost: Record<string, unknown>[];
  subjectPost: Record<string, unknown>[];
}

function handlers(opts: { taken?: boolean } = {}): Calls {
  const calls: Calls = { usernameChecks: [], emailChecks: [], register: [], userPut: [], classPost: [], subjectPost: [] };
  server.use(
    http.get('*/api/check/username', ({ request }) => {
      calls.usernameChecks.push(new URL(request.url).searchParams.get('username') ?? '');
      return HttpResponse.json({ usernameExists: !!opts.taken });
    }),
    http.get('*/api/check/email', ({ request }) => {
      calls.emailChecks.push(new URL(request.url).searchParams.get('email') ?? '');
      return HttpResponse.json({ emailExists: false });
    }),
    http.post('*/api/auth/register', async ({ request }) => {
      calls.register.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ docId: 'new1', id: 'new1' });
    }),
    http.post('*/api/auth/login', () => HttpResponse.json({ data: { id: 'new1', uid: 'new1', role: 'student' }, uid: 'new1' })),
    http.post('*/api/auth/logout', () => HttpResponse.json({})),
    http.get('*/api/subjects/filter', () =>
      HttpResponse.json({
        data: [
          { id: 's1', name: 'Physics', classLevel: 'Form 4', meta: { stream: 'Science' } },
          { id: 's2', name: 'Literature', classLevel: 'Form 4', meta: { stream: 'Arts' } },
          { id: 's3', name: 'Mathematics', classLevel: 'Form 4', meta: null },
        ],
      }),
    ),
    http.put('*/api/user/new1', async ({ request }) => {
      calls.userPut.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: {} });
    }),
    http.post('*/api/new1/class', async ({ request }) => {
      calls.classPost.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: {} });
    }),
    http.post('*/api/new1/subject', async ({ request }) => {
      calls.subjectPost.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: {} });
    }),
  );
  return calls;
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Username/), 'amina');
  await user.type(screen.getByLabelText(/^Email/), 'amina@example.cm');
  await user.type(screen.getByLabelText(/^Phone Number/), '670000000');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByRole('heading', { name: 'Who are you?' });
}

describe('onboarding flow rules', () => {
  it('jumps from class straight to subjects for Class 4 to Form 3', () => {
    for (const c of ['Class 4', 'Class 5', 'Class 6', 'Form 1', 'Form 2', 'Form 3']) expect(nextStep(3, c)).toBe(5);
    for (const c of ['Form 4', 'Form 5', 'Lower Sixth', 'Upper Sixth']) expect(nextStep(3, c)).toBe(4);
    expect(nextStep(4, 'Form 4')).toBe(5);
  });
  it('disables Next until the step is answered', () => {
    const empty = { role: null, school: null, className: null, stream: null };
    expect(canGoNext(1, empty)).toBe(false);
    expect(canGoNext(1, { ...empty, role: 'teacher' })).toBe(true);
    expect(canGoNext(2, empty)).toBe(false);
    expect(canGoNext(3, empty)).toBe(false);
    expect(canGoNext(4, { ...empty, className: 'Form 5' })).toBe(false);
    expect(canGoNext(4, { ...empty, className: 'Form 5', stream: 'Arts' })).toBe(true);
  });
});

describe('the sign-up rules', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const account = { username: ' amina ', email: ' amina@example.cm ', phoneNumber: ' 670000000 ', password: ' secret123 ', confirmPassword: ' secret123 ' };

  it("refuses passwords that differ with 'Passwords do not match.' on the confirmation", () => {
    const r = signUpSchema(t).safeParse({ ...account, confirmPassword: ' secret12 ' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', 'onboarding.passwordsDontMatch']]);
  });

  it('sends the names and the phone number trimmed, the passwords as typed', () => {
    expect(signUpSchema(t).parse(account)).toEqual({
      username: 'amina',
      email: 'amina@example.cm',
      phoneNumber: '670000000',
      password: ' secret123 ',
      confirmPassword: ' secret123 ',
    });
  });
});

describe('UserJourney', () => {
  it('checks the username after 500 ms from 3 characters and the email after 600 ms', async () => {
    const calls = handlers({ taken: true });
    const user = userEvent.setup();
    renderWithProviders(<UserJourney />, { route: '/userJourney' });
    await user.type(screen.getByLabelText(/^Username/), 'am');
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(calls.usernameChecks).toEqual([]);
    await user.type(screen.getByLabelText(/^Username/), 'i');
    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    expect(calls.usernameChecks).toEqual(['ami']);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    await user.type(screen.getByLabelText(/^Email/), 'a@b.');
    await act(() => new Promise((r) => setTimeout(r, 800)));
    expect(calls.emailChecks).toEqual([]);
    await user.type(screen.getByLabelText(/^Email/), 'c');
    expect(await screen.findByText('Email available')).toBeInTheDocument();
    expect(calls.emailChecks).toEqual(['a@b.c']);
  });

  it("says 'Passwords do not match.' under 'Oops!'", async () => {
    const calls = handlers();
    const user = userEvent.setup();
    renderWithProviders(<UserJourney />, { route: '/userJourney' });
    await user.type(screen.getByLabelText(/^Username/), 'amina');
    await user.type(screen.getByLabelText(/^Email/), 'amina@example.cm');
    await user.type(screen.getByLabelText(/^Phone Number/), '670000000');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls.register).toEqual([]);
  });

  it('jumps from Form 2 to subjects, and Back returns to the class step', async () => {
    const calls = handlers();
    const user = userEvent.setup();
    renderWithProviders(<UserJourney />, { route: '/userJourney' });
    await signUp(user);
    expect(calls.register[0]).toMatchObject({ username: 'amina', role: 'student', status: 'active', confirmPassword: 'secret123' });
    expect(JSON.parse(window.localStorage.getItem('userSignUp') ?? '{}').id).toBe('new1');

    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toBeDisabled();
    expect(screen.queryByText(/confirms teacher accounts/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    // Only an admin makes a teacher: the step says so.
    expect(screen.getByText('An admin of your school confirms teacher accounts. Until then you use Sabi as a student.')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'What kind of school do you attend?' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Private school' }));
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Which class are you in?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Form 2' }));
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Choose your subjects' })).toBeInTheDocument();
    expect(screen.getByText('Step 6 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Which class are you in?' })).toBeInTheDocument();
  });

  it("comes from I'm a Teacher with Teacher already picked", async () => {
    handlers();
    const user = userEvent.setup();
    renderWithProviders(<UserJourney />, { route: '/userJourney?role=teacher' });
    await signUp(user);
    expect(screen.getByRole('radio', { name: 'Teacher' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText(/confirms teacher accounts/)).toBeInTheDocument();
  });

  it('shows the stream step for Form 4; skipping stream and subjects sets General and the defaults', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = handlers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<UserJourney />, { route: '/userJourney' });
    await signUp(user);
    await user.click(screen.getByRole('button', { name: 'Skip' })); // role: default student
    await user.click(screen.getByRole('radio', { name: 'Government school' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Form 4' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Which stream are you in?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    // General stream: subjects of every stream are offered.
    expect(await screen.findByRole('checkbox', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Literature' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { name: 'Welcome to Sabi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls.subjectPost).toHaveLength(1));
    expect(calls.userPut).toEqual([{ uid: 'new1', role: 'student', resident: 'Government school' }]);
    expect(calls.classPost).toEqual([{ className: 'Form 4' }]);
    expect(calls.subjectPost).toEqual([{ subjects: ['English', 'Math', 'General Science'] }]);
    await act(async () => {
      vi.advanceTimersByTime(1600);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('offers only the chosen stream’s subjects', async () => {
    handlers();
    const user = userEvent.setup();
    renderWithProviders(<UserJourney />, { route: '/userJourney' });
    await signUp(user);
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('radio', { name: 'Upper Sixth' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Science' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('checkbox', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mathematics' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Literature' })).not.toBeInTheDocument();
  });
});
