/**
 * The plans PostgreSQL runs a store call's statements with, for `npm run bench:reports`: every
 * statement the call sends through node-postgres (after withTenant's own), caught on its way
 * and explained (ANALYZE, BUFFERS) on the same connection, in the same transaction, role and
 * tenant settings, with the same parameters; then sent as usual. Nothing is rewritten by hand.
 */
import pg from 'pg';

type Query = (this: pg.Client, config: unknown, values?: unknown[]) => Promise<pg.QueryResult>;

export interface Explained {
  statement: string;
  plan: string[];
}

/** Runs `call` with its select statements explained; the plans, in the order sent. */
export async function explainCall(call: () => Promise<unknown>): Promise<Explained[]> {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  const explained: Explained[] = [];
  prototype.query = async function (this: pg.Client, config: unknown, values?: unknown[]) {
    const text = (config as { text?: unknown } | null)?.text ?? config;
    const params = (config as { values?: unknown[] } | null)?.values ?? values;
    if (
      typeof text === 'string' &&
      /^\s*(with|select)\b/i.test(text) &&
      !text.includes('set_config')
    ) {
      const result = await original.call(this, `explain (analyze, buffers) ${text}`, params);
      explained.push({
        statement: text.replace(/\s+/g, ' ').slice(0, 90),
        plan: result.rows.map((row: Record<string, string>) => row['QUERY PLAN']!),
      });
    }
    return original.call(this, config, values);
  };
  try {
    await call();
  } finally {
    prototype.query = original;
  }
  return explained;
}
