// ESLint (flat config): typescript-eslint's recommended rules, the React hooks rules, and the
// import boundaries of the bulletproof-react layout: a feature imports no other feature, and
// the shared folders (components, hooks, lib, config) import no feature and no app code.
// The boundaries are ESLint's own no-restricted-imports over the `@/` paths, which is how code
// crosses folders here: the import plugins' resolver needs native packages for every platform,
// some of which the package registry these machines reach does not serve, so `npm ci` failed.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'e2e/test-results', 'e2e/screenshots', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...features.map((f) => ({
    files: [`src/features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)features/(?!${f}(/|$))`,
              message: 'A feature imports no other feature: move what both need to components, hooks, lib or config.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    // hooks/store.ts needs the store's types only.
    ignores: ['src/hooks/store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(features|app)/', message: 'Shared code imports no feature and no app code.' }] },
      ],
    },
  },
  {
    // Plain scripts the pages load as they are (public/shell/login.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['src/**/__tests__/**', 'src/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**/*.mjs', 'e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures take their dependencies by destructuring, even when there are none.
    files: ['e2e/**/*.mjs'],
    // page.evaluate() bodies run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-empty-pattern': 'off' },
  },
);
