import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** What routes may hand the raw db to: withTenant, and stores that open withTenant themselves. */
export const DB_GATEWAYS = ['withTenant', 'consumeChallenge', 'platformCallerOf'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'styled-system',
      'data',
      'test-output',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Routes never touch the raw database handle: it bypasses row-level security (the services
    // connect as the owner). The only ways in are withTenant (with a scope, or the explicit
    // platform-wide one) and the few stores that open their own withTenant transaction.
    files: ['server/**/*routes*.ts', 'server/**/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='db']",
          message: 'Routes query through withTenant(db, scope, (tx) => ...), never db itself.',
        },
        {
          selector: `CallExpression[callee.name!=/^(${DB_GATEWAYS.join('|')})$/] > Identifier.arguments[name='db']`,
          message: 'Pass the raw db only to withTenant; stores take the transaction (tx).',
        },
        {
          selector:
            "VariableDeclarator > Identifier.init[name='db'], ObjectExpression > Property > Identifier.value[name='db']",
          message: 'The raw db does not leave the route module except into withTenant.',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
