import { whyNot, type Grant, type WhyNot } from '../../machines/why-not';
import type { SessionOrg } from '../../machines/session.machine';

/**
 * Why the active membership may not take an action that needs any one of `need`, or null when
 * it may: the same rule the services' guard refuses with (machines/why-not.ts). While the
 * console is viewed as someone, it is their role's rights; what they may do still saves nothing
 * (the write buttons lock themselves: src/ui/viewing-as.tsx).
 */
export function explain(activeOrg: SessionOrg | null | undefined, ...need: Grant[]): WhyNot | null {
  if (!activeOrg) return { reason: 'right', missing: need };
  return whyNot(activeOrg.granted, activeOrg.group.contract.standing, need);
}
