import type { LightMyRequestResponse } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../contract/invitations';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { createOrganization, createRole, createUser } from './factories';
import { levelsUrl } from './curriculum';
import { multipartOf } from './invitations';
import { bearer, type TestApp } from './test-app';

/** An organisation with a manager who may schedule live classes (w LiveClassesApprove). */
export async function liveClassManager(t: TestApp, label = 'Bulk') {
  const tag = Math.random().toString(36).slice(2, 8);
  const organizationId = await createOrganization(t.db, { name: `${label} ${tag}` });
  const role = await createRole(t.db, {
    name: `${label} scheduler ${tag}`,
    grants: {
      LiveClassesApprove: ['read', 'write', 'update'],
      LiveClasses: ['read', 'write', 'update'],
    },
  });
  const user = await createUser(t.db, {
    email: `scheduler-${tag}@bulk.test`,
    memberships: [{ organizationId, roleId: role, isActive: true }],
  });
  return { organizationId, userId: user.id, token: await t.login(user.email) };
}

export interface SheetCall {
  token: string;
  file?: { data: Buffer; name: string };
  dryRun?: boolean;
  key?: string;
  /** A JSON body instead of a file. */
  json?: unknown;
}

/** `POST v1/live-class/bulk` with a file (multipart `file`). */
export function uploadSheet(t: TestApp, call: SheetCall): Promise<LightMyRequestResponse> {
  const url = `${levelsUrl(LIVE_PATHS.bulk)}${call.dryRun ? '?dryRun=true' : ''}`;
  const headers: Record<string, string> = {
    ...bearer(call.token),
    ...(call.key ? { [IDEMPOTENCY_HEADER]: call.key } : {}),
  };
  if (!call.file) {
    return t.app.inject({ method: 'POST', url, headers, payload: (call.json ?? {}) as object });
  }
  const { body, contentType } = multipartOf(call.file.data, call.file.name);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
}
