/**
 * Where a request's input holds U+0000: PostgreSQL text cannot store it (and a query with it
 * fails with a 500), so every JSON body, query and path is refused with 400 at the door, on the
 * field that holds it. Returns the field's dotted path ('' for the whole value), or null.
 */
export function nulPathOf(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulPathOf(inner, here);
    if (found !== null) return found;
  }
  return null;
}
