/**
 * The calls `npm run bench:api` measures: each an API path and the store call its route makes,
 * inside the same withTenant scope, for the direct figure.
 */
import { and, eq } from 'drizzle-orm';
import { SERVICE_PREFIX, USERS_PATHS } from '../../contract/paths';
import type { Db } from '../../server/db/client';
import { memberships, users } from '../../server/db/schema/users';
import { withTenant, type TenantScope } from '../../server/platform/tenant';
import { listClassRooms } from '../../server/modules/classes/store';
import { BENCH } from './seed';

export interface Caller {
  token: string;
  userId: string;
  organizationId: string;
}

export interface BenchContext {
  baseUrl: string;
  db: Db;
  manager: Caller;
  hadAdmin: Caller;
}

export interface BenchCase {
  name: string;
  /** Absolute URL of the API call. */
  url: string;
  token: string;
  /** The same SQL the route runs, straight through the driver. */
  direct: () => Promise<unknown>;
}

const PAGE_SIZE = 20;

export const usersUrl = (ctx: Pick<BenchContext, 'baseUrl'>, path: string) =>
  `${ctx.baseUrl}${SERVICE_PREFIX.users}/${path}`;

/** Logs in through the API and reads the caller's active organisation. */
export async function loginAs(baseUrl: string, db: Db, email: string): Promise<Caller> {
  const response = await fetch(usersUrl({ baseUrl }, USERS_PATHS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH.password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const token = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
  const [row] = await db
    .select({ userId: users.id, organizationId: memberships.organizationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(users.email, email), eq(memberships.isActive, true)));
  if (!row) throw new Error(`no active membership for ${email}`);
  return { token, ...row };
}

const scopeOf = (caller: Caller): TenantScope => ({
  organizationId: caller.organizationId,
  userId: caller.userId,
});

export function classRoomCases(ctx: BenchContext): BenchCase[] {
  const { db, manager } = ctx;
  return [
    {
      name: 'class_room page 1 (manager)',
      url: `${usersUrl(ctx, USERS_PATHS.classRooms)}?pageNumber=1&pageSize=${PAGE_SIZE}`,
      token: manager.token,
      direct: () =>
        withTenant(db, scopeOf(manager), (tx) =>
          listClassRooms(tx, {
            organizationId: manager.organizationId,
            onlyTeacherId: null,
            sort: 'name',
            offset: 0,
            limit: PAGE_SIZE,
          }),
        ),
    },
  ];
}
