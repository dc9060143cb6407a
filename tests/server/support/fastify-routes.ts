import type { FastifyInstance } from 'fastify';

/** Fastify's own list of routes (from `printRoutes`), independent of our onRoute registry. */
export function fastifyRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const parent = depth === 0 ? '' : stack[depth - 1]!;
    const segment = match[2]!;
    const path =
      depth === 0 ? segment : `${parent.replace(/\/$/, '')}/${segment.replace(/^\//, '')}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) found.push(`${method} ${path}`);
  }
  return found;
}
