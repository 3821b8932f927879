import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp, renderWithProviders } from '@/test/utils';
import { studentUser } from '@/test/fixtures';
import Login from '../routes/Login';

function loginHandlers(role: 'student' | 'teacher' | 'admin') {
  return [
    http.post('*/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
      return HttpResponse.json({
        data: { ...studentUser, username: body.username, role, password: 'should-be-dropped' },
        uid: 'u1',
        token: 'jwt',
      });
    }),
    http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: [] } })),
    http.get('*/api/u1/class', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
  ];
}

describe('Login', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('shows the student mode and switches to admin mode', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Login />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Student Login' })).toBeInTheDocument();
    expect(screen.getByText('Log in to the product')).toBeInTheDocument();
    expect(screen.getByText('Ask your teacher to create one for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to Admin Login' }));
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Don't have an account? Sign Up" })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Ask your teacher to create one for you')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to Student Login' }));
    expect(screen.getByRole('heading', { name: 'Student Login' })).toBeInTheDocument();
  });

  it('after a session ended: says so, and goes back where the user was after sign-in', async () => {
    window.sessionStorage.setItem(
      'sabi.sessionEnded',
      JSON.stringify({ from: '/quiz-results-2', state: { attemptId: 'a1' } }),
    );
    server.use(...loginHandlers('student'));
    const user = userEvent.setup();
    renderWithProviders(<Login />, { route: '/login' });
    expect(screen.getByTestId('session-ended')).toHaveTextContent('Your session has ended. Please sign in again.');
    await user.type(screen.getByLabelText(/Username/), 'amina');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz-results-2'), { timeout: 6000 });
    expect(window.sessionStorage.getItem('sabi.sessionEnded')).toBeNull();
  });

  it('shows the server error text in an Error toast', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ error: 'Invalid username or password' }, { status: 401 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<Login />, { route: '/login' });
    await user.type(screen.getByLabelText(/Username/), 'amina');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  it("falls back to 'Login failed.' when the server gives no text", async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse('nope', { status: 500 })));
    const user = userEvent.setup();
    renderWithProviders(<Login />, { route: '/login' });
    await user.type(screen.getByLabelText(/Username/), 'amina');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed.');
  });

  it.each([
    ['student', '/studentDashboard'],
    ['teacher', '/teacher'],
    ['admin', '/adminDashboard'],
  ] as const)('redirects a %s to %s about 3 s after success', async (role, target) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    server.use(
      ...loginHandlers(role),
      http.get('*/api/u1/*', () => HttpResponse.json({ data: [] })),
      // A teacher lands on their classes.
      http.get('*/api/teacher/home', () =>
        HttpResponse.json({ data: { classes: [], open: [], upcoming: [], toModerate: [], weakestTopics: [] } }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router, store } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Username/), 'amina');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logging in ...' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/login');
    const stored = JSON.parse(window.localStorage.getItem('user') ?? '{}');
    expect(stored.password).toBeUndefined();
    expect(stored.userType).toBe('Student');
    if (role !== 'admin') {
      await waitFor(() => expect(window.localStorage.getItem('className')).toBe('Form 1'));
      expect(JSON.parse(window.localStorage.getItem('subjects') ?? '[]')).toEqual([
        'English Language',
        'Mathematics',
        'French Language',
      ]);
    }
    // A student's dashboard figures are asked for while the message shows, before the redirect.
    const asked = (path: string) => requested.includes(path);
    if (role === 'student') await waitFor(() => expect(asked('/api/u1/stats') && asked('/api/u1/user')).toBe(true));
    else expect(asked('/api/u1/stats')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(store.getState().session.user?.role).toBe(role);
  });
});

describe('Login redirect timing', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the 3 s from the success message, and waits for the subjects and class when they take longer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answerSubjects: () => void = () => undefined;
    // The first handler that matches answers: the slow subjects before loginHandlers' own.
    server.use(
      http.get('*/api/u1/subject', () => new Promise<Response>((resolve) => {
        answerSubjects = () => resolve(HttpResponse.json({ data: { subjects: [] } }));
      })),
      ...loginHandlers('student'),
      http.get('*/api/u1/*', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Username/), 'amina');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    // The subjects have not come: still here.
    expect(router.state.location.pathname).toBe('/login');
    // They come after the 3 s: the redirect follows at once, not 3 s later.
    await act(async () => {
      answerSubjects();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/studentDashboard'));
  });
});

describe('Login after onboarding', () => {
  it('shows a success popup', async () => {
    renderWithProviders(<Login />, { route: '/login', state: { accountCreated: true } });
    expect(await screen.findByRole('dialog', { name: 'Account created!' })).toHaveTextContent('Your account is ready. Please log in.');
  });
});

describe("Login over the page's HTML form (a cold visit on a slow phone)", () => {
  afterEach(() => {
    document.getElementById('shell-under-test')?.remove();
    delete window.__sabiShellLogin;
  });

  /** What login/index.html and public/shell/login.js leave in the page before the app draws it. */
  function shellTyped(values: { username: string; password: string }, state?: Window['__sabiShellLogin']) {
    const shell = document.createElement('div');
    shell.id = 'shell-under-test';
    shell.innerHTML = `<form data-shell-login><input name="username"><input name="password" type="password"></form>`;
    document.body.append(shell);
    const field = (name: string) => shell.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    field('username').value = values.username;
    field('password').value = values.password;
    field('password').focus();
    if (state) window.__sabiShellLogin = state;
  }

  it('takes over what was typed and the field with the caret, and waits for Get Started', () => {
    shellTyped({ username: 'amina', password: 'half-typ' });
    renderWithProviders(<Login />, { route: '/login' });
    expect(screen.getByLabelText(/Username/)).toHaveValue('amina');
    expect(screen.getByLabelText('Password')).toHaveValue('half-typ');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  /** The answer to the sign-in the HTML form sent, `agoMs` before the app drew the page. */
  function shellAnswer(status: number, body: unknown, agoMs = 0) {
    return Promise.resolve({ status, body: JSON.stringify(body), at: performance.now() - agoMs });
  }

  /** Counts the sign-ins the app sends itself (there should be none after a press on the HTML form). */
  function countSignIns() {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ...studentUser, role: 'admin' }, uid: 'u1' });
      }),
    );
    return sent;
  }

  it('goes on with the answer to the sign-in the HTML form sent, as an admin if chosen, and sends none of its own', async () => {
    const sent = countSignIns();
    shellTyped(
      { username: 'head ', password: 'secret' },
      {
        pressed: true,
        mode: 'admin',
        username: 'head ',
        password: 'secret',
        reply: shellAnswer(200, { data: { ...studentUser, username: 'head', role: 'admin', password: 'dropped' }, uid: 'u1' }),
      },
    );
    renderWithProviders(<Login />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logging in ...' })).toBeDisabled();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem('user') ?? '{}');
    expect(stored).toMatchObject({ userType: 'Admin', username: 'head', uid: 'u1' });
    expect(stored.password).toBeUndefined();
    expect(window.__sabiShellLogin).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/adminDashboard'), { timeout: 6000 });
    expect(sent).toEqual([]);
  });

  it('redirects 3 s after the success the HTML form showed, not 3 s after the app came', async () => {
    shellTyped(
      { username: 'head', password: 'secret' },
      {
        pressed: true,
        mode: 'admin',
        username: 'head',
        password: 'secret',
        reply: shellAnswer(200, { data: { ...studentUser, role: 'admin' }, uid: 'u1' }, 5000),
      },
    );
    const drawn = performance.now();
    renderWithProviders(<Login />, { route: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/adminDashboard'));
    expect(performance.now() - drawn).toBeLessThan(2000);
    // Shown on the HTML form 5 s ago and gone: not shown again.
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the app took over while the answer was on its way", async () => {
    const sent = countSignIns();
    shellTyped(
      { username: 'amina', password: 'wrong' },
      { pressed: true, mode: 'student', username: 'amina', password: 'wrong', reply: shellAnswer(401, { error: 'Invalid username or password' }) },
    );
    renderWithProviders(<Login />, { route: '/login' });
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
    // Still the sign-in page (the location shows only once the router has left it).
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
