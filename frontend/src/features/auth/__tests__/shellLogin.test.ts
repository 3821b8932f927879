import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { drawShell } from '@/test/pageShell';
import { fillShell } from '../../../../scripts/page-shell.ts';
import template from '../shell/login.html?raw';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';
import { PATHS } from '@/config/paths';
import { forgetShellLogin, loginAnswer, readShellLogin, type ShellReply } from '../lib/shellLogin';

// The plain script login/index.html loads (public/shell/login.js), run as the page runs it.
import script from '../../../../public/shell/login.js?raw';

/** The sign-in page's HTML form as the build writes it, in the page, and its script run. */
function openShell({ run = true } = {}) {
  drawShell(template, run ? script : undefined);
  const form = document.querySelector<HTMLFormElement>('form[data-shell-login]')!;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const go = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  return { form, input, go };
}

beforeEach(() => {
  forgetShellLogin();
  window.localStorage.clear();
  // A press sends the sign-in: answered yes unless a test says otherwise.
  server.use(http.post('*/api/auth/login', () => HttpResponse.json({ data: { username: 'amina' }, uid: 'u1' })));
});
afterEach(() => {
  document.body.innerHTML = '';
  forgetShellLogin();
});

describe("the sign-in page's HTML form, before the app", () => {
  it('is filled from the English and French texts, and keeps Get Started off until its script runs', () => {
    const { markup } = fillShell(template, { ...en, fr });
    expect(markup).not.toMatch(/\{\{|\}\}/);
    expect(markup).toContain(`>${en.auth.studentLogin}</h1>`);
    expect(markup).toContain(`data-fr-student="${fr.auth.studentLogin}"`);
    const { go, input } = openShell({ run: false });
    expect(go.disabled).toBe(true);
    expect(input('username').required).toBe(true);
    // Its script goes in the head, deferred: it runs once the form is parsed, not after the app.
    expect(fillShell(template, { ...en, fr }).script).toBe(
      '<script defer fetchpriority="high" src="/shell/language.js"></script>\n<script defer fetchpriority="high" src="/shell/login.js"></script>',
    );
  });

  it("links where the app's page links, as plain links", () => {
    openShell({ run: false });
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([PATHS.forgotPassword, '/']);
  });

  it('enables Get Started; a press is kept with what was typed, and the button says it is signing in', () => {
    const { form, input, go } = openShell();
    expect(go.disabled).toBe(false);
    input('username').value = 'amina';
    input('password').value = 'secret';
    form.requestSubmit(go);
    expect(window.__sabiShellLogin).toMatchObject({ pressed: true, username: 'amina', password: 'secret', mode: 'student' });
    expect(go.disabled).toBe(true);
    expect(go.textContent).toBe(en.auth.loggingIn);
  });

  it('switches to the admin login and back, as the app does', () => {
    const { form } = openShell();
    const h1 = form.querySelector('h1')!;
    form.querySelector<HTMLButtonElement>('[data-switch]')!.click();
    expect(h1.textContent).toBe(en.auth.adminLogin);
    expect(form.querySelector('[data-mode=admin]')!.getAttribute('aria-pressed')).toBe('true');
    expect(form.querySelector<HTMLElement>('[data-only=admin]')!.hidden).toBe(false);
    expect(form.querySelector<HTMLElement>('[data-only=student]')!.hidden).toBe(true);
    form.querySelector<HTMLButtonElement>('[data-mode=student]')!.click();
    expect(h1.textContent).toBe(en.auth.studentLogin);
    expect(window.__sabiShellLogin?.mode).toBe('student');
  });

  it('is drawn in French when French was chosen before, and the language can be changed there', () => {
    window.localStorage.setItem('language', 'fr');
    const { form, go } = openShell();
    expect(document.documentElement.lang).toBe('fr');
    expect(form.querySelector('h1')!.textContent).toBe(fr.auth.studentLogin);
    expect(go.textContent).toBe(fr.auth.getStarted);
    const select = document.querySelector<HTMLSelectElement>('select[data-shell-language]')!;
    expect(select.value).toBe('fr');
    select.value = 'en';
    select.dispatchEvent(new Event('change'));
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(form.querySelector('h1')!.textContent).toBe(en.auth.studentLogin);
    expect(form.querySelector('.lg-sub')!.textContent).toBe(en.auth.subtitle);
  });

  it('is read by the app as it stands: the fields, the mode, a press and the field with the caret', () => {
    const { form, input } = openShell();
    form.querySelector<HTMLButtonElement>('[data-switch]')!.click();
    input('username').value = 'head';
    input('password').value = 'pw';
    input('password').focus();
    expect(readShellLogin()).toEqual({ username: 'head', password: 'pw', mode: 'admin', pressed: false, reply: null, focus: 'password' });
    // The same answer while the page is drawn, even once the form is gone; then forgotten.
    document.body.innerHTML = '';
    expect(readShellLogin()).toMatchObject({ username: 'head' });
    forgetShellLogin();
    expect(readShellLogin()).toBeNull();
  });

  it('keeps a press when the form has already gone', () => {
    const { form, input, go } = openShell();
    input('username').value = 'amina';
    form.requestSubmit(go);
    document.body.innerHTML = '';
    expect(readShellLogin()).toMatchObject({ username: 'amina', pressed: true, focus: null });
  });

  /** Answers the sign-in as given, and counts what was sent. */
  function answerSignIn(answer: () => Response) {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    return sent;
  }

  function press(username: string, password: string) {
    const { form, input, go } = openShell();
    input('username').value = username;
    input('password').value = password;
    form.requestSubmit(go);
    const toast = document.querySelector<HTMLElement>('[data-shell-toast]')!;
    return { go, toast, reply: window.__sabiShellLogin!.reply as Promise<ShellReply> };
  }

  it('sends the sign-in once at a press (the name trimmed), says it succeeded and keeps the answer for the app', async () => {
    const sent = answerSignIn(() => HttpResponse.json({ data: { username: 'amina', role: 'student' }, uid: 'u1' }));
    const { go, toast, reply } = press(' amina ', 'secret');
    const answer = await reply;
    expect(sent).toEqual([{ username: 'amina', password: 'secret' }]);
    expect(answer.status).toBe(200);
    expect(loginAnswer(answer)).toMatchObject({ uid: 'u1', data: { username: 'amina' } });
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toBe(`${en.common.success}${en.auth.loginSuccess}`);
    // Still signing in: the app takes over from here.
    expect(go.disabled).toBe(true);
    expect(readShellLogin()).toMatchObject({ pressed: true, reply });
  });

  it("shows the server's refusal as the app would, and the form is free again", async () => {
    answerSignIn(() => HttpResponse.json({ error: 'Invalid username or password' }, { status: 401 }));
    const { go, toast, reply } = press('amina', 'wrong');
    const answer = await reply;
    expect(toast.textContent).toBe(`${en.common.error}Invalid username or password`);
    expect(toast.getAttribute('data-severity')).toBe('error');
    expect(go.disabled).toBe(false);
    expect(go.textContent).toBe(en.auth.getStarted);
    expect(readShellLogin()).toMatchObject({ pressed: false, reply: null });
    expect(() => loginAnswer(answer)).toThrow(expect.objectContaining({ status: 401, data: { error: 'Invalid username or password' } }));
  });

  it("says 'Login failed.' when the network failed, in French when French was chosen", async () => {
    window.localStorage.setItem('language', 'fr');
    answerSignIn(() => HttpResponse.error());
    const { toast, reply } = press('amina', 'secret');
    const answer = await reply;
    expect(answer.status).toBe(0);
    expect(toast.textContent).toBe(`${fr.common.error}${fr.auth.loginFailed}`);
    expect(() => loginAnswer(answer)).toThrow(expect.objectContaining({ status: 'FETCH_ERROR' }));
  });

  it('touches nothing once the app has taken over while the answer was on its way', async () => {
    answerSignIn(() => HttpResponse.json({ error: 'Invalid username or password' }, { status: 401 }));
    const { go, toast, reply } = press('amina', 'wrong');
    forgetShellLogin();
    await reply;
    expect(toast.textContent).toBe('');
    expect(go.disabled).toBe(true);
  });

  it('is nothing on a page without the form', () => {
    expect(readShellLogin()).toBeNull();
  });
});
