/** The login screen's ceiling, whatever its recorded budget. */
export const LOGIN_LIMIT_BYTES = 120 * 1024;
/** How far a route may grow over its recorded size before the check fails. */
export const GROWTH_ALLOWED = 0.1;

/** Why the sizes break the budget: one line per route over its limit; empty when none is. */
export function overBudget(
  sizes: Record<string, number>,
  budget: Record<string, number>,
): string[] {
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const problems: string[] = [];
  for (const [route, size] of Object.entries(sizes)) {
    if (route === '/login' && size > LOGIN_LIMIT_BYTES) {
      problems.push(`/login loads ${kB(size)} gzip, over ${kB(LOGIN_LIMIT_BYTES)}`);
    }
    const recorded = budget[route];
    if (recorded === undefined) {
      problems.push(`${route} has no recorded budget (npm run bundle:record)`);
    } else if (size > recorded * (1 + GROWTH_ALLOWED)) {
      const growth = ((size / recorded - 1) * 100).toFixed(0);
      problems.push(
        `${route} loads ${kB(size)} gzip, ${growth}% over its budget of ${kB(recorded)}`,
      );
    }
  }
  return problems;
}
