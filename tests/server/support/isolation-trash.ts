import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { USERS_PATHS } from '../../../contract/paths';
import { classRooms } from '../../../server/db/schema/classes';
import { trash } from '../../../server/db/schema/trash';
import { createClassRoom } from './factories';
import { registerIsolationCases, type IsolationContext, type Method } from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: the trash. Each case has the target's manager delete a class of the target
 * through the API (so the item is the target's own, with its snapshot), then addresses the item
 * as A's manager; B's item must still be in the trash and its class still gone.
 */

const trashedClassOf = async (ctx: IsolationContext) => {
  const id = await createClassRoom(ctx.t.db, ctx.target.organizationId, {
    name: `Trashed class ${ctx.target.label} ${Math.random().toString(36).slice(2, 8)}`,
    // Archived: it takes no seat, so the control's restore is not refused for the seats the
    // other cases' classes took.
    isArchived: true,
  });
  const deleted = await ctx.t.request(
    ctx.target.manager.token,
    'DELETE',
    usersUrl(USERS_PATHS.classRoom(id)),
  );
  expect(deleted.statusCode, deleted.body).toBe(200);
  return { classId: id, trashId: deleted.json().trashId as string };
};

/** The last case's item of B, to check it stayed. */
const last = new Map<string, { classId: string; trashId: string }>();

const untouched = async (ctx: IsolationContext) => {
  const item = last.get(ctx.target.organizationId)!;
  const kept = await ctx.t.db.select().from(trash).where(eq(trash.id, item.trashId));
  expect(kept).toHaveLength(1);
  const back = await ctx.t.db.select().from(classRooms).where(eq(classRooms.id, item.classId));
  expect(back).toEqual([]);
};

const onItem = (method: Method, route: string, title: string, url: (id: string) => string) => ({
  route: `${method} /api/users/${route}`,
  kind: 'other-organisation' as const,
  title,
  request: async (ctx: IsolationContext) => {
    const item = await trashedClassOf(ctx);
    last.set(ctx.target.organizationId, item);
    return { token: ctx.actor.manager.token, method, url: usersUrl(url(item.trashId)) };
  },
  unchanged: untouched,
});

registerIsolationCases('trash', [
  onItem('POST', 'v1/trash/:id/restore', "restores another organisation's item", (id) =>
    USERS_PATHS.trashRestore(id),
  ),
  onItem('DELETE', 'v1/trash/:id', "deletes another organisation's item for good", (id) =>
    USERS_PATHS.trashItem(id),
  ),
  {
    route: `GET /api/users/${USERS_PATHS.trash}`,
    kind: 'no-permission',
    title: 'without the right to delete anything the trash keeps',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: usersUrl(USERS_PATHS.trash),
    }),
  },
]);
