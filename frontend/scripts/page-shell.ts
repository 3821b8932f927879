/**
 * A route page's first paint (issue 20, item 3): the build puts a page's own HTML shell (say the
 * landing page's header and hero, src/features/landing/shell/landing.html) in place of the
 * generic one in index.html, so the page reads, and its plain links work, before any script.
 * Texts are `{{section.key}}` placeholders filled from the app's English texts, escaped; a key
 * that is not there stops the build rather than ship a page with holes.
 */

type Texts = Record<string, unknown>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function lookUp(texts: Texts, key: string): string {
  let at: unknown = texts;
  for (const part of key.split('.')) {
    at = at && typeof at === 'object' ? (at as Texts)[part] : undefined;
  }
  if (typeof at !== 'string') throw new Error(`page shell: no text for {{${key}}}`);
  return at;
}

export type Shell = { style: string; script: string; markup: string };

/**
 * The template with its placeholders filled, its comments dropped, split into its styles, its
 * scripts (which go first in the head, so the browser asks for them before the app's code) and
 * its markup.
 */
export function fillShell(template: string, texts: Texts): Shell {
  const filled = template
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_m, key: string) => escapeHtml(lookUp(texts, key)));
  const styles = filled.match(/<style>[\s\S]*?<\/style>/g) ?? [];
  const scripts = filled.match(/<script\b[^>]*><\/script>/g) ?? [];
  const markup = [...styles, ...scripts].reduce((rest, part) => rest.replace(part, ''), filled);
  return {
    style: styles.join('\n').replace(/\n\s*/g, '\n'),
    script: scripts.join('\n'),
    markup: markup.replace(/>\s+</g, '><').trim(),
  };
}

/** The generic shell of index.html: everything inside #root, the body's last element. */
const GENERIC_SHELL = /(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/;

/** The head's charset declaration: a shell's scripts go right after it. */
const HEAD_START = /<head>\s*(<meta charset="[^"]*"\s*\/?>)?/i;

/**
 * index.html with `shell` drawn in #root instead of the generic one, its styles at the end of
 * the head and its scripts at its start.
 */
export function withShell(html: string, shell: Shell): string {
  if (!GENERIC_SHELL.test(html)) throw new Error('index.html does not end its body with #root');
  if (!html.includes('</head>') || !HEAD_START.test(html)) throw new Error('index.html has no <head> and </head>');
  return html
    .replace(GENERIC_SHELL, (_m, open: string, close: string) => `${open}${shell.markup}${close}`)
    .replace(/\s*<\/head>/, `\n    ${shell.style}\n  </head>`)
    .replace(HEAD_START, (start) => (shell.script ? `${start}\n    ${shell.script}` : start));
}
