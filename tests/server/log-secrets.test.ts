import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../server/platform/error-handling';
import { loggerOptions } from '../../server/platform/logging';

/*
 * Security review, finding 4: a failed query logged its parameters (a sign-up wrote the password
 * hash, joinGroup the join code), and PostgreSQL's detail quotes a broken constraint's values.
 * A request that fails on a query is logged here through the services' own logger options and
 * error handler, and the log is searched for the secrets.
 */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-value';
const CODE = 'JOIN-8F3K-SECRET';

function failedQuery() {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "codes_code_key"'),
    {
      code: '23505',
      constraint: 'codes_code_key',
      table: 'join_codes',
      detail: `Key (code)=(${CODE}) already exists.`,
    },
  );
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash", "code") values ($1, $2, $3)',
    ['amina@demo.test', HASH, CODE],
    cause,
  );
}

describe('the error log after a failed query', () => {
  it('keeps what failed and where, never the query’s values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions('info', stream) });
    registerErrorHandler(app);
    app.post('/signup', () => {
      throw failedQuery();
    });
    const response = await app.inject({ method: 'POST', url: '/signup', payload: {} });
    await app.close();

    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).not.toContain('secret-hash-value');
    expect(log).not.toContain(CODE);
    expect(log).not.toContain('amina@demo.test');
    // What failed and where stays.
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('codes_code_key');
    expect(log).toContain('23505');
    expect(response.body).not.toContain(CODE);
  });
});
