import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries between the layers (README's layout): each entry is a group of files and the imports they may not make.
const serverOnly = { regex: '^(\\.\\./)+server/(?!http/trpc/router$)', message: 'The client takes only the AppRouter type from server/.' };
const appRouterType = { regex: '^(\\.\\./)+server/http/trpc/router$', allowTypeImports: true, message: 'Only the AppRouter type, as a type import.' };
const features = fs.readdirSync('client/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const restricted = (files, patterns) => ({ files, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } });
const boundaries = [
  restricted(['domain/**/*.ts'], [
    { regex: '^(\\.\\./)+(server|client)/', message: 'domain/ is shared and pure: it imports nothing from server/ or client/.' },
    { regex: '^node:', message: 'domain/ runs in the browser too: no Node modules.' },
  ]),
  restricted(['server/services/**/*.ts', 'server/infra/**/*.ts'], [
    { regex: '(^|/)(http|rest|trpc|plugins)/', message: 'Services and infrastructure know no transport.' },
    { regex: '^(fastify|@fastify/|@trpc/)', message: 'Services and infrastructure know no transport.' },
  ]),
  restricted(['server/infra/**/*.ts'], [
    { regex: '(^|/)(http|rest|trpc|plugins)/', message: 'Services and infrastructure know no transport.' },
    { regex: '^(fastify|@fastify/|@trpc/)', message: 'Services and infrastructure know no transport.' },
    { regex: '(^|/)services/(?!service-context$)', message: 'Infrastructure does not call the programme\'s services.' },
  ]),
  restricted(['client/**/*.{ts,tsx}'], [serverOnly, appRouterType]),
  ...features.map((feature) =>
    restricted([`client/features/${feature}/**/*.{ts,tsx}`], [
      serverOnly,
      appRouterType,
      { regex: `^\\.\\./(?!${feature}/)[^./][^/]*/`, message: 'Features do not import each other: shared pieces live in components/ or lib/.' },
    ]),
  ),
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/generated/**', 'coverage/**', 'screenshots/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No function over 120 lines, not counting blank lines and comments (the figure the issues quote). Test files
    // are left out: a describe callback is a list of cases, not a function that does one thing.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // No import circles: a circle means two modules that are one, or a piece that belongs lower. The rule follows
    // imports that run; type-only imports are erased when compiled and it skips them.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries,
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
