import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule of eslint.config.js that keeps route modules off the raw database handle
 * (it bypasses row-level security): run with the project's own configuration on a made-up
 * route module, as `npx eslint .` does in the test command.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function findings(code: string, file = 'server/users/example/routes.ts') {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.line);
}

const route = (body: string) => `
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../platform/service-deps';
import { NO_TENANT, withTenant } from '../../platform/tenant';
import { listThings } from './store';
export async function exampleRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  app.get('/v1/example', async () => {
${body}
  });
}
`;
/** Line numbers in `route(body)` start at 8 for the body's first line. */
const BODY = 8;

// The first lint loads the whole configuration (typescript-eslint): seconds, not milliseconds.
describe('routes and the raw database handle', { timeout: 30_000 }, () => {
  it('lets a route query inside withTenant', async () => {
    expect(
      await findings(route('    return withTenant(db, NO_TENANT, (tx) => listThings(tx));')),
    ).toEqual([]);
  });

  it('fires on a query of db itself', async () => {
    expect(await findings(route('    return db.select().from(things);'))).toEqual([BODY]);
    expect(await findings(route('    return db.transaction(async (tx) => tx);'))).toEqual([BODY]);
  });

  it('fires when db is handed to a store, kept in a variable or put in an object', async () => {
    expect(await findings(route('    return listThings(db);'))).toEqual([BODY]);
    expect(await findings(route('    const raw = db;\n    return raw;'))).toEqual([BODY]);
    expect(await findings(route('    return helper({ db });'))).toEqual([BODY]);
  });

  it('applies to every route module and to nothing else', async () => {
    const query = route('    return db.select().from(things);');
    expect(await findings(query, 'server/levels/example/read-routes.ts')).toEqual([BODY]);
    expect(await findings(query, 'server/levels/example/store.ts')).toEqual([]);
  });
});
