import { AUDIT_PATHS } from '../../../contract/audit-paths';
import { registerIsolationCases, type IsolationContext } from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: the audit trail. Its records are another organisation's entries: naming that
 * organisation is 404 (the control names the caller's own). That A's unfiltered list and
 * export hold none of B's entries is checked in audit-routes.test.ts.
 */

const ofOrganization = (path: string) => (ctx: IsolationContext) => ({
  token: ctx.actor.manager.token,
  method: 'GET' as const,
  url: `${usersUrl(path)}?organizationId=${ctx.target.organizationId}`,
});

const asBare = (path: string) => (ctx: IsolationContext) => ({
  token: ctx.actor.bare.token,
  method: 'GET' as const,
  url: usersUrl(path),
});

registerIsolationCases('users/audit', [
  {
    route: 'GET /api/users/v1/audit',
    kind: 'other-organisation',
    title: "listing another organisation's entries",
    request: ofOrganization(AUDIT_PATHS.list),
  },
  {
    route: 'GET /api/users/v1/audit',
    kind: 'no-permission',
    title: 'without AuditLog read',
    request: asBare(AUDIT_PATHS.list),
  },
  {
    route: 'GET /api/users/v1/audit/export',
    kind: 'other-organisation',
    title: "exporting another organisation's entries",
    request: ofOrganization(AUDIT_PATHS.export),
  },
  {
    route: 'GET /api/users/v1/audit/export',
    kind: 'no-permission',
    title: 'without AuditLog read',
    request: asBare(AUDIT_PATHS.export),
  },
]);
