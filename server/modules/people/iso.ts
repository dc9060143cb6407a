import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as ISO text in UTC (to the millisecond), for values computed in SQL
 * (aggregates, subqueries) that no column maps back to a Date.
 */
export const isoText = (value: SQL) =>
  sql<string | null>`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
