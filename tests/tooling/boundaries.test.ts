import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The module lines of eslint.config.js (import-x/no-restricted-paths; CONTRIBUTING.md,
 * "Boundaries"), run with the project's own configuration on made-up files inside the repository,
 * as `npx eslint .` does in the test command. Each import names a real file: the rule judges where
 * an import resolves to.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages for `code` linted as the file `file` (relative to the repository). */
async function crossings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const use = (from: string) => `import * as other from '${from}';\nexport const x = other;\n`;

// The first lint loads the whole configuration (typescript-eslint): seconds, not milliseconds.
describe('module boundaries', { timeout: 30_000 }, () => {
  it('a feature imports no other feature, by import, re-export or dynamic import', async () => {
    const file = 'src/features/classes/x.tsx';
    expect(await crossings(file, use('../people/users-page'))).toEqual([
      expect.stringContaining('A feature imports no other feature'),
    ]);
    expect(await crossings(file, "export { UsersPage } from '../people/users-page';\n")).toEqual([
      expect.stringContaining('A feature imports no other feature'),
    ]);
    expect(
      await crossings(file, "export const load = () => import('../people/users-page');\n"),
    ).toHaveLength(1);
    // From a feature's subfolder too.
    expect(
      await crossings('src/features/curriculum/content/x.tsx', use('../../people/texts')),
    ).toHaveLength(1);
  });

  it('a feature does not import the app', async () => {
    expect(await crossings('src/features/classes/x.tsx', use('../../app/paths'))).toEqual([
      expect.stringContaining('A feature does not import the app'),
    ]);
  });

  it('lets a feature import its own files, src/ui, src/api, src/i18n and contract/', async () => {
    const file = 'src/features/curriculum/content/x.tsx';
    expect(await crossings(file, use('../texts'))).toEqual([]);
    expect(await crossings(file, use('../../../ui/buttons'))).toEqual([]);
    expect(await crossings(file, use('../../../api/http'))).toEqual([]);
    expect(await crossings(file, use('../../../i18n/ar.json'))).toEqual([]);
    expect(await crossings(file, use('../../../../contract/ids'))).toEqual([]);
    // The app is the composition root: it imports the features.
    expect(await crossings('src/app/x.tsx', use('../features/people/users-page'))).toEqual([]);
  });

  it('src/ui, src/api and src/i18n know no feature and not the app', async () => {
    const message = expect.stringContaining('src/ui, src/api and src/i18n know no feature');
    expect(await crossings('src/ui/x.tsx', use('../features/people/users-page'))).toEqual([
      message,
    ]);
    expect(await crossings('src/ui/x.tsx', use('../app/paths'))).toEqual([message]);
    expect(await crossings('src/api/x.ts', use('../features/people/users-page'))).toEqual([
      message,
    ]);
    expect(await crossings('src/i18n/x.ts', use('../app/paths'))).toEqual([message]);
    expect(await crossings('src/ui/x.tsx', use('./buttons'))).toEqual([]);
  });

  it('contract/ imports neither the console, the services, the machines, scripts nor tests', async () => {
    const message = expect.stringContaining('contract/ imports only itself and packages');
    for (const from of [
      '../src/ui/buttons',
      '../server/platform/errors',
      '../machines/decide',
      '../scripts/check-bundle',
      '../tests/server/support/factories',
    ]) {
      expect(await crossings('contract/x.ts', use(from)), from).toEqual([message]);
    }
    expect(await crossings('contract/x.ts', use('./ids'))).toEqual([]);
    expect(await crossings('contract/x.ts', use('zod'))).toEqual([]);
  });

  it('machines/ imports neither the console nor the services, but contract/', async () => {
    const message = expect.stringContaining('machines/ imports neither the console');
    expect(await crossings('machines/x.ts', use('../src/ui/buttons'))).toEqual([message]);
    expect(await crossings('machines/x.ts', use('../server/platform/errors'))).toEqual([message]);
    expect(await crossings('machines/x.ts', use('../contract/ids'))).toEqual([]);
  });

  it('a service module reaches another only through its public.ts, and the shared layer freely', async () => {
    const file = 'server/modules/audit/x.ts';
    expect(await crossings(file, use('../memberships/store'))).toEqual([
      expect.stringContaining('A module imports another only through its public.ts'),
    ]);
    expect(
      await crossings('server/modules/live-classes/meetings/x.ts', use('../../meeting-keys/store')),
    ).toHaveLength(1);
    expect(await crossings(file, use('../memberships/public'))).toEqual([]);
    expect(await crossings(file, use('./store'))).toEqual([]);
    expect(await crossings(file, use('../../platform/errors'))).toEqual([]);
    // The layers below: the seeds through public.ts only, the platform not at all.
    expect(await crossings('server/db/x.ts', use('../modules/assessment/grade'))).toHaveLength(1);
    expect(await crossings('server/db/x.ts', use('../modules/assessment/public'))).toEqual([]);
    expect(await crossings('server/platform/x.ts', use('../modules/assessment/public'))).toEqual([
      expect.stringContaining('server/platform is the layer below the modules'),
    ]);
  });

  it('the services import the machines but not the console, and the console not the services', async () => {
    expect(await crossings('server/users/x.ts', use('../../machines/decide'))).toEqual([]);
    expect(await crossings('server/users/x.ts', use('../../src/ui/buttons'))).toEqual([
      expect.stringContaining('The services (server/) do not import the console'),
    ]);
    expect(await crossings('src/app/x.ts', use('../../server/platform/errors'))).toEqual([
      expect.stringContaining('The console (src/) does not import the services'),
    ]);
  });
});
