import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Import direction and cycles are checked by tools/architecture.test.ts
// (docs/decisions/0003-import-direction-checked-by-a-test.md).
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'packages/server/drizzle/**',
      'packages/web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // One program for sources, tests and configs of every package (tsconfig.tests.json).
      parserOptions: { project: ['./tsconfig.tests.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      // The domain is pure: no I/O, no framework, no hidden clock.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'react',
                'react-*',
                'fastify*',
                'pg',
                '@electric-sql/*',
                'drizzle-orm*',
                '@mantine/*',
                '@careport/*',
              ],
              message:
                'packages/domain is pure TypeScript: no I/O, framework or other package of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 15 #10: every string an edge accepts refuses control characters, through the domain's
    // cleanText() (packages/domain/src/validation/common.ts), never a bare z.string().
    files: ['packages/domain/src/**/*.ts', 'packages/server/src/**/*.ts'],
    // Answer schemas describe what the server sends, never parse what a client sent; the
    // description's path parameters only name them (each route checks its own; issue 41).
    ignores: [
      '**/*.test.ts',
      'packages/server/src/http/dto-schemas.ts',
      'packages/server/src/http/ops/ops-dto-schemas.ts',
      'packages/server/src/http/ops/staff-dto-schemas.ts',
      'packages/server/src/http/openapi/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message:
            'Use cleanText() (or requiredText/freeText) from the domain validation: it refuses control characters.',
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts the generated service worker imports (vite.config.ts workbox.importScripts).
    files: ['packages/web/public/**/*.js'],
    ignores: ['packages/web/public/start-after-paint.js', 'packages/web/public/signed-in-copy.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The page's own start scripts (issue 16, server http/app-page.ts).
    files: ['packages/web/public/start-after-paint.js', 'packages/web/public/signed-in-copy.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
