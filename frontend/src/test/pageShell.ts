/**
 * The pages the build draws in HTML before the app's code arrives (issue 20, item 3), for tests:
 * a shell template filled from the app's English and French texts as the build fills it, put in
 * the document as #root, and its plain scripts (public/shell/) run in the order the page runs them.
 */
import { fillShell } from '../../scripts/page-shell.ts';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';
import language from '../../public/shell/language.js?raw';

/** Draws `template` as the page would; with `script`, runs language.js and then it. */
export function drawShell(template: string, script?: string): void {
  const { markup } = fillShell(template, { ...en, fr });
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  if (script) {
    delete window.__sabiShellLanguage;
    new Function(language)();
    new Function(script)();
  }
}
