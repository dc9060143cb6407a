/**
 * The ceiling `npm run bench:api` sets each call beside: one primary-key read through the same
 * driver and pool, as the database's owner, with no transaction, no scope and no HTTP (what
 * `pgbench -S` does from C), each time of another of 1,000 people.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema/users';

export async function ceilingRead(db: Db): Promise<() => Promise<unknown>> {
  const ids = (await db.select({ id: users.id }).from(users).limit(1000)).map((row) => row.id);
  let next = 0;
  return () =>
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, ids[next++ % ids.length]!));
}
