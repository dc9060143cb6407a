import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import type { Db } from './client';
import { setPgTransactions, type OpenTransaction } from './transactions';

/** The Drizzle internals a transaction is built from (PgDatabase keeps them @internal). */
interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  /** The handle's logger and cache, for the transaction's session. */
  session: { options: ConstructorParameters<typeof NodePgSession>[3] };
  _: { schema: ConstructorParameters<typeof NodePgSession>[2] };
}

/** An error PostgreSQL answered (it has an SQLSTATE), as against a lost connection. */
const isServerError = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/** Lets `withTenant` open transactions of `db` (a Drizzle handle over `pool`) in one message. */
export function registerPgTransactions(db: Db, pool: Pool): void {
  const { dialect, session, _ } = db as unknown as DrizzleInternals;
  const hooks: (() => void)[] = [];
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  // pg-pool's own query() checks out through this.connect too, so every checkout passes here.
  pool.connect = ((...args: unknown[]) => {
    for (const hook of hooks) hook();
    return (connect as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.connect;

  const begun = (client: PoolClient, rows: Record<string, unknown>[]): OpenTransaction => {
    let done = false;
    const finish = async (statement: 'commit' | 'rollback') => {
      done = true;
      try {
        await client.query(statement);
        client.release();
      } catch (error) {
        // A server's refusal (a deferred check at COMMIT) leaves the connection usable; a
        // broken connection is not handed out again.
        client.release(isServerError(error) ? undefined : (error as Error));
        throw error;
      }
    };
    return {
      rows,
      async run(work) {
        if (done) throw new Error('This transaction has ended.');
        const tx = new NodePgTransaction(
          dialect,
          new NodePgSession(client, dialect, _.schema, session.options),
          _.schema,
        ) as unknown as Db;
        let result;
        try {
          result = await work(tx);
        } catch (error) {
          await finish('rollback').catch(() => undefined);
          throw error;
        }
        await finish('commit');
        return result;
      },
      async abandon() {
        if (!done) await finish('rollback');
      },
    };
  };

  setPgTransactions(db, {
    async open(opening) {
      const client = await pool.connect();
      try {
        const results = await client.query(`begin; ${opening}`);
        const last = Array.isArray(results) ? results[results.length - 1] : results;
        return begun(client, (last?.rows ?? []) as Record<string, unknown>[]);
      } catch (error) {
        // A failed statement leaves the transaction aborted: roll back before handing it back.
        await client.query('rollback').then(
          () => client.release(),
          (broken: Error) => client.release(broken),
        );
        throw error;
      }
    },
    beforeCheckout(hook) {
      hooks.push(hook);
    },
  });
}
