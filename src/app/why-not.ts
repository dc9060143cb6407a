import type { SessionOrg } from '../../machines/session.machine';
import { whyNot, type Grant, type WhyNot } from '../../machines/why-not';

/**
 * Why the active membership may not take an action that needs any one of `need`, or null when
 * it may: the same rule the services' guard refuses with (machines/why-not.ts).
 */
export function explain(activeOrg: SessionOrg | null | undefined, ...need: Grant[]): WhyNot | null {
  if (!activeOrg) return { reason: 'right', missing: need };
  return whyNot(activeOrg.granted, activeOrg.group.contract.standing, need);
}
