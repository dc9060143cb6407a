/** The rows of a raw `tx.execute(sql...)` answer (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;
