import type { StateValue } from 'xstate';
import type { Statechart } from '../../../machines/statechart';

/** The dotted key path of every active state in a state value ('a', 'a.b', 'a.b.c'). */
export function activePaths(value: StateValue): Set<string> {
  const paths = new Set<string>();
  const walk = (prefix: string, current: StateValue) => {
    if (typeof current === 'string') {
      paths.add(prefix ? `${prefix}.${current}` : current);
      return;
    }
    for (const [key, child] of Object.entries(current)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      if (child !== undefined) walk(path, child);
    }
  };
  walk('', value);
  return paths;
}

/** The chart's node ids that are active for `value` (the root, always active, is left out). */
export function activeNodeIds(chart: Statechart, value: StateValue): Set<string> {
  const byId = new Map(chart.nodes.map((node) => [node.id, node]));
  const keyPath = (id: string): string => {
    const node = byId.get(id);
    if (!node || node.parentId === null) return '';
    const parent = keyPath(node.parentId);
    return parent ? `${parent}.${node.key}` : node.key;
  };
  const paths = activePaths(value);
  const ids = new Set<string>();
  for (const node of chart.nodes) {
    if (node.parentId !== null && paths.has(keyPath(node.id))) ids.add(node.id);
  }
  return ids;
}

/** The dotted key path of each active leaf (one per region of a parallel state). */
export function activeLeaves(value: StateValue): string[] {
  const paths = [...activePaths(value)];
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
}
