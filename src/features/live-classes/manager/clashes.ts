import type { LiveClass } from '../../../../contract/live-classes';
import { overlaps } from '../shared/live-class-time';

/**
 * The machine's `teacherClash`, worked out in the console: for each teacher, the approved
 * classes they already teach at a time overlapping `target` (the service answers 409 for them).
 */
export function clashesOf(
  target: LiveClass,
  classes: readonly LiveClass[],
): Map<string, LiveClass[]> {
  const clashes = new Map<string, LiveClass[]>();
  for (const other of classes) {
    if (other.id === target.id || !other.teacherId || other.approval !== 'approved') continue;
    if (!overlaps(other, target)) continue;
    clashes.set(other.teacherId, [...(clashes.get(other.teacherId) ?? []), other]);
  }
  return clashes;
}
