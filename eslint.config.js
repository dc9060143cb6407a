import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What routes may hand the raw db to: withTenant, and stores that open withTenant themselves. */
export const DB_GATEWAYS = ['withTenant', 'consumeChallenge', 'platformCallerOf'];

/** The features, one folder each under src/features: none imports another. */
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The service modules, one folder each under server/modules: each is reached only through its public.ts. */
const MODULES = readdirSync(join(import.meta.dirname, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Module lines (CONTRIBUTING.md, "Boundaries"), checked on where an import resolves to. A zone
 * forbids files under `target` to import anything under `from` (but `except`, relative to `from`).
 */
const BOUNDARIES = [
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move what both need to src/ui, src/api or contract/.',
  })),
  ...MODULES.map((module) => ({
    target: `server/modules/${module}`,
    from: 'server/modules',
    except: [`./${module}`, ...MODULES.map((other) => `./${other}/public.ts`)],
    message:
      'A module imports another only through its public.ts: what that module offers the others.',
  })),
  {
    target: 'server/db',
    from: 'server/modules',
    except: MODULES.map((module) => `./${module}/public.ts`),
    message: 'The database layer (seeds) reaches a module only through its public.ts.',
  },
  {
    target: 'server/platform',
    from: 'server/modules',
    message: 'server/platform is the layer below the modules: it imports none of them.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'A feature does not import the app (src/app): the app imports the features.',
  },
  {
    target: ['src/ui', 'src/api', 'src/i18n'],
    from: ['src/features', 'src/app'],
    message: 'src/ui, src/api and src/i18n know no feature and not the app.',
  },
  {
    target: 'contract',
    from: ['src', 'server', 'machines', 'scripts', 'tests'],
    message: 'contract/ imports only itself and packages: the console and the services share it.',
  },
  {
    target: 'machines',
    from: ['src', 'server'],
    message: 'machines/ imports neither the console (src) nor the services (server).',
  },
  {
    target: 'server',
    from: 'src',
    message: 'The services (server/) do not import the console (src/).',
  },
  {
    target: 'src',
    from: 'server',
    message: 'The console (src/) does not import the services (server/): share through contract/.',
  },
];

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
    // Only where a zone starts: resolving every import costs time.
    files: ['{src,contract,machines,server}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: BOUNDARIES },
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
