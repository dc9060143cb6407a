import type { UserOrg } from '../../../contract/users';
import { check, isAdmin, isHad } from '../permissions';
import { SIDEBAR_TABLE, visibleEntries, type VisibleEntry } from './sidebar-table';

/** The navigation the member of `activeOrg` sees: the sidebar's entries, by SPEC section 2. */
export function entriesFor(activeOrg: UserOrg | null | undefined): VisibleEntry[] {
  const role = activeOrg?.role;
  return visibleEntries(SIDEBAR_TABLE, {
    isHad: isHad(activeOrg),
    check: (entity) => check(role, entity),
    isAdmin: isAdmin(role),
  });
}

/** Every screen path the member may open from the navigation. */
export const screensFor = (activeOrg: UserOrg | null | undefined): Set<string> =>
  new Set(
    entriesFor(activeOrg).flatMap((entry) => [entry.path, ...entry.children.map((c) => c.path)]),
  );
