import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

// Imports flow one way (docs/development.md; the brief's conventions §6):
// components/ui, lib, api → features → app. Features never import each other.
const FEATURES = [
  'categories',
  'feed',
  'article',
  'people',
  'profile',
  'comics',
  'settings',
  'welcome',
  'views',
  'reading',
];
const upwardFrom = (areas) =>
  areas.flatMap((area) => [
    { group: [`@/${area}/*`, `@/${area}`], message: `This layer may not import from src/${area}.` },
    { regex: `^(\\.\\./)+${area}(/|$)`, message: `This layer may not import from src/${area}.` },
  ]);

const boundaryRules = [
  {
    files: ['src/components/**', 'src/lib/**', 'src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: upwardFrom(['features', 'app']) }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upwardFrom(['app']),
            ...FEATURES.filter((other) => other !== feature).flatMap((other) => [
              {
                group: [`@/features/${other}/*`, `@/features/${other}`],
                message: 'Features do not import each other; compose them in src/app.',
              },
              {
                regex: `^(\\.\\./)+${other}(/|$)`,
                message: 'Features do not import each other; compose them in src/app.',
              },
            ]),
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'node_modules',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'bench/.work',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  ...boundaryRules,
);
