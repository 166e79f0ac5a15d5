import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', '**/__generated__/**', 'src/lang/compiled/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      formatjs,
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '(aria-label|aria-description|alt|title|label|placeholder|description)']],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/enforce-id': ['error', { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: ['^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)+$'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports across folders go through the `@/` alias (tsconfig `paths`, vite `resolve.alias`);
    // `./` stays for the same folder (and its `__generated__/` Relay artifacts).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', './*/**', '!./__generated__/**'], message: "Import across folders with the '@/' alias." },
          ],
        },
      ],
    },
  },
  {
    // Browser tests import their own `./support` and the app's code by alias.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: "Import across folders with the '@/' alias." }] }],
    },
  },
  {
    // Tests and their fixtures (`*.testing.*`, imported only by tests) may write their words out.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.testing.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'formatjs/no-literal-string-in-jsx': 'off',
    },
  },
);
