import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      // STYLE.md §1: domain imports nothing of ours; in web, shared → features → app, and
      // a feature never reaches into another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: ['./packages/server', './packages/web'] },
            { target: './packages/server', from: './packages/web' },
            { target: './packages/web', from: './packages/server' },
            ...['shared', 'lib', 'components'].map((folder) => ({
              target: `./packages/web/src/${folder}`,
              from: ['./packages/web/src/features', './packages/web/src/app'],
            })),
            { target: './packages/web/src/features', from: './packages/web/src/app' },
            ...['auth', 'dashboard', 'customers', 'bookings', 'account'].map((feature) => ({
              target: `./packages/web/src/features/${feature}`,
              from: './packages/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [],
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
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
