import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { drawShell } from '@/test/pageShell';
import { renderApp } from '@/test/utils';
import { mcqQuiz, sessionStudent } from '@/test/fixtures';
import { fillShell } from '../../../../scripts/page-shell.ts';
import template from '../shell/start-quiz.html?raw';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';
import { forgetShellStartQuiz, readShellStartQuiz } from '../lib/shellStartQuiz';

// The plain script start-quiz/index.html loads after language.js (public/shell/).
import script from '../../../../public/shell/start-quiz.js?raw';

const PAGE = '/start-quiz/subject/Economics__Commerce/class/Form%202/topic/Supply__Demand/mode/exam';

/** The start-quiz page's HTML as the build writes it, at `path`, and its scripts run. */
function openShell({ path = PAGE, run = true } = {}) {
  window.history.replaceState(null, '', path);
  drawShell(template, run ? script : undefined);
  const form = document.querySelector<HTMLFormElement>('form[data-shell-start-quiz]')!;
  const choice = (value: string) => form.querySelector<HTMLButtonElement>(`[data-value=${value}]`)!;
  const go = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const timer = form.querySelector<HTMLInputElement>('input[name=useTimer]')!;
  return { form, choice, go, timer };
}

const pressed = (button: HTMLButtonElement) => button.getAttribute('aria-pressed') === 'true';

beforeEach(() => {
  forgetShellStartQuiz();
  window.localStorage.setItem('user', JSON.stringify(sessionStudent));
});
afterEach(() => {
  document.body.innerHTML = '';
  forgetShellStartQuiz();
  window.history.replaceState(null, '', '/');
});

describe("the start-quiz page's HTML form, before the app", () => {
  it('is filled from the English and French texts, and keeps Generate Quiz off until its script runs', () => {
    const { markup, script: scripts } = fillShell(template, { ...en, fr });
    expect(markup).toContain(`>${en.quiz.startTitle}</h1>`);
    expect(markup).toContain(`data-fr="${fr.quiz.generate}"`);
    expect(scripts).toContain('src="/shell/language.js"');
    expect(scripts.indexOf('language.js')).toBeLessThan(scripts.indexOf('start-quiz.js'));
    const { go } = openShell({ run: false });
    expect(go.disabled).toBe(true);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('starts from the choices the app starts from: the mode in the address, the kind chosen last, Normal', () => {
    window.localStorage.setItem('quizType', 'saq');
    window.localStorage.setItem('useTimer', 'false');
    window.localStorage.setItem('selectedSubject', 'Economics/Commerce');
    window.localStorage.setItem('selectedTopic', 'Supply & Demand');
    const { choice, go, timer } = openShell();
    expect(go.disabled).toBe(false);
    expect([pressed(choice('practice')), pressed(choice('exam'))]).toEqual([false, true]);
    expect([pressed(choice('mcq')), pressed(choice('saq'))]).toEqual([false, true]);
    expect([pressed(choice('easy')), pressed(choice('normal')), pressed(choice('hard'))]).toEqual([false, true, false]);
    expect(timer.checked).toBe(false);
    expect(timer.closest('label')!.hidden).toBe(false);
    expect(document.querySelector('[data-shell-subtitle]')!.textContent).toBe('Supply & Demand — Economics/Commerce, Form 2');
    expect(readShellStartQuiz()).toEqual({ mode: 'exam', type: 'saq', difficulty: 'normal', useTimer: false, pressed: false });
  });

  it("reads names from the address when the last chosen ones are others', and is drawn in French when chosen", () => {
    window.localStorage.setItem('language', 'fr');
    window.localStorage.setItem('selectedTopic', 'Something else');
    const { go, form } = openShell({ path: PAGE.replace('/mode/exam', '/mode/practice') });
    expect(document.documentElement.lang).toBe('fr');
    expect(form.querySelector('legend')!.textContent).toBe(fr.quiz.mode);
    expect(go.textContent).toBe(fr.quiz.generate);
    // As src/lib/slug.ts reads it: a double underscore is a slash.
    expect(document.querySelector('[data-shell-subtitle]')!.textContent).toBe('Supply/Demand — Economics/Commerce, Form 2');
    // Practice: no timer to choose.
    expect(form.querySelector<HTMLElement>('[data-only-exam]')!.hidden).toBe(true);
  });

  it('keeps the choices made and a press of Generate Quiz, and says the quiz is being made', () => {
    const { form, choice, go, timer } = openShell();
    choice('practice').click();
    choice('hard').click();
    choice('exam').click();
    timer.click();
    form.requestSubmit(go);
    expect(go.disabled).toBe(true);
    expect(choice('easy').disabled).toBe(true);
    const busy = form.querySelector<HTMLElement>('[data-shell-busy]')!;
    expect(busy.hidden).toBe(false);
    expect(busy.getAttribute('role')).toBe('status');
    expect(busy.textContent).toBe(en.quiz.generating);
    // Choices are fixed once pressed.
    choice('easy').click();
    expect(readShellStartQuiz()).toEqual({ mode: 'exam', type: 'mcq', difficulty: 'hard', useTimer: false, pressed: true });
  });

  it('at /start-quiz reads the last chosen subject and topic as the app does, and offers nothing without them', () => {
    window.localStorage.setItem('selectedSubject', 'Biology');
    window.localStorage.setItem('selectedTopic', 'Cells');
    window.localStorage.setItem('className', 'Form 3');
    const { go } = openShell({ path: '/start-quiz' });
    expect(go.disabled).toBe(false);
    expect(document.querySelector('[data-shell-subtitle]')!.textContent).toBe('Cells — Biology, Form 3');
    forgetShellStartQuiz();
    window.localStorage.removeItem('selectedTopic');
    const { form, go: none } = openShell({ path: '/start-quiz' });
    expect(none.disabled).toBe(true);
    expect(document.querySelector('[data-shell-subtitle]')!.textContent).toBe('');
    form.requestSubmit(none);
    expect(readShellStartQuiz()).toMatchObject({ pressed: false });
  });

  it('leaves the page alone for a visitor who is not signed in (the app sends them to sign in)', () => {
    window.localStorage.removeItem('user');
    const { go } = openShell();
    expect(go.disabled).toBe(true);
    expect(readShellStartQuiz()).toBeNull();
  });
});

describe("the start-quiz page over its HTML form (a cold visit on a slow phone)", () => {
  afterEach(() => {
    delete window.__sabiShellStartQuiz;
  });

  it('starts from the choices made there and, when Generate Quiz was pressed, asks for the quiz at once', async () => {
    const generated: unknown[] = [];
    server.use(
      http.post('*/api/generate-quiz', async ({ request }) => {
        generated.push(await request.json());
        return HttpResponse.json({ quiz: { ...mcqQuiz, subject: 'Economics/Commerce', topic: 'Supply & Demand' } });
      }),
      http.get('*/api/quiz/q1', () => HttpResponse.json({ data: mcqQuiz })),
    );
    window.localStorage.setItem('selectedSubject', 'Economics/Commerce');
    window.localStorage.setItem('selectedTopic', 'Supply & Demand');
    window.__sabiShellStartQuiz = { mode: 'exam', type: 'saq', difficulty: 'hard', useTimer: false, pressed: true };
    const { router } = renderApp(PAGE, { preloadedState: { session: { user: sessionStudent } } });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/quizdetails/quizType/saq/subject/Economics__Commerce/class/Form%202/topic/Supply__Demand/mode/exam',
      ),
    );
    expect(generated).toEqual([
      { subject: 'Economics/Commerce', topic: 'Supply & Demand', classLevel: 'Form 2', quizType: 'short-answer', difficulty: 'hard' },
    ]);
    expect(window.localStorage.getItem('useTimer')).toBe('false');
    expect(window.__sabiShellStartQuiz).toBeUndefined();
  });

  it('takes the choices over and waits for Generate Quiz when it was not pressed', async () => {
    window.__sabiShellStartQuiz = { mode: 'practice', type: 'saq', difficulty: 'easy', useTimer: true, pressed: false };
    renderApp(PAGE, { preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByRole('heading', { name: 'Start a quiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Practice Mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Short Answer Quiz' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Generate Quiz' })).toBeEnabled();
  });
});
