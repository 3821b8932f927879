// ESLint (flat config): typescript-eslint's recommended rules, the React hooks rules, and the
// import boundaries of the bulletproof-react layout: a feature imports no other feature, and
// the shared folders (components, hooks, lib, config) import no feature and no app code.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'A feature imports no other feature: move what both need to components, hooks, lib or config.',
            })),
            ...['components', 'hooks', 'lib', 'config'].map((dir) => ({
              target: `./src/${dir}`,
              from: ['./src/features', './src/app'],
              // hooks/store.ts needs the store's types only.
              except: dir === 'hooks' ? ['./store.ts'] : [],
              message: 'Shared code imports no feature and no app code.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/__tests__/**', 'src/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
    rules: { 'import-x/no-restricted-paths': 'off' },
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
