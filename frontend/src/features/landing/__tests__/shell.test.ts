import { describe, expect, it } from 'vitest';
import { fillShell, withShell } from '../../../../scripts/page-shell.ts';
import template from '../shell/landing.html?raw';
import en from '@/i18n/en.json';
import landing from '@/i18n/landing.en.json';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><title>Sabi</title><script type="module" src="/app.js"></script></head><body>
    <div id="root"><div class="shell" data-shell><main><h1>Sabi</h1></main></div></div>
  </body></html>`;

describe('the landing page drawn before its script', () => {
  it('fills every text of the template from the English texts, escaped', () => {
    const { style, markup } = fillShell(template, { ...en, ...landing });
    expect(markup).not.toMatch(/\{\{|\}\}/);
    expect(markup).toContain(`<h1>${landing.landing.hero}</h1>`);
    expect(markup).toContain('Cameroon&#39;s curriculum');
    expect(markup).not.toContain('<!--');
    expect(style).toMatch(/^<style>[\s\S]*<\/style>$/);
    expect(markup).not.toContain('<style>');
  });

  it('keeps the links a visitor follows before the app arrives', () => {
    const { markup } = fillShell(template, { ...en, ...landing });
    for (const href of ['/login', '/userJourney', '/userJourney?role=teacher']) expect(markup).toContain(`href="${href}"`);
    expect(markup).toContain('data-shell');
  });

  it('stops the build on a text that is not there', () => {
    expect(() => fillShell('<p>{{landing.nothing}}</p>', landing)).toThrow('{{landing.nothing}}');
    expect(() => fillShell('<p>{{landing}}</p>', landing)).toThrow();
  });

  it('replaces the generic shell inside #root and puts the styles in the head', () => {
    const page = withShell(INDEX, { style: '<style>.x{}</style>', script: '', markup: '<div data-shell>hero</div>' });
    expect(page).toContain('<div id="root"><div data-shell>hero</div></div>');
    expect(page).not.toContain('<h1>Sabi</h1>');
    expect(page.indexOf('<style>.x{}</style>')).toBeLessThan(page.indexOf('</head>'));
    expect(() => withShell('<html><body></body></html>', { style: '', script: '', markup: '' })).toThrow();
  });

  it("puts a shell's scripts first in the head, after the charset, before the app's", () => {
    const { script, markup } = fillShell('<p>x</p><script defer src="/shell/x.js"></script>', {});
    expect(markup).toBe('<p>x</p>');
    const page = withShell(INDEX, { style: '', script, markup });
    expect(page).toContain('<head><meta charset="UTF-8" />\n    <script defer src="/shell/x.js"></script>');
    expect(page.indexOf('/shell/x.js')).toBeLessThan(page.indexOf('/app.js'));
  });
});
