import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { logoPath, USERS_PATHS } from '../../../contract/paths';
import { joinCodes } from '../../../server/db/schema/accounts';
import { organizations } from '../../../server/db/schema/organizations';
import { uploadPaths } from '../../../server/platform/storage';
import { createUpload } from './factories';
import { registerIsolationCases, type IsolationContext } from './isolation';
import { usersUrl } from './test-app';

/** Users service: organisations, contracts, join-code downloads, members, logos. */

const organizationOf = async (ctx: IsolationContext, id = ctx.target.organizationId) => {
  const [row] = await ctx.t.db.select().from(organizations).where(eq(organizations.id, id));
  return row;
};

/** An organisation's current body (the target's by default), as the form would send it back. */
const storedTerms = async (ctx: IsolationContext, id = ctx.target.organizationId) => {
  const row = await organizationOf(ctx, id);
  if (!row) throw new Error('the world has no such organisation');
  return {
    name: row.name,
    company_location: row.companyLocation,
    contractType: row.contractType,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    curriculum: row.curriculum,
    contractFile: row.contractFile,
    maxStudents: row.maxStudents,
    maxTeachers: row.maxTeachers,
    maxClassrooms: row.maxClassrooms,
  };
};

/** B's organisation row is exactly as the world built it. */
const untouched = async (ctx: IsolationContext) => {
  expect(await organizationOf(ctx)).toMatchObject({
    name: ctx.target.organizationName,
    companyLocation: 'Amman',
    contractStatus: 'pending',
    maxStudents: 100,
  });
};

const body = (ctx: IsolationContext) => ({
  name: ctx.target.organizationName,
  company_location: 'Amman',
  contractType: 'annual',
  startsAt: '2026-01-01',
  endsAt: '2030-01-01',
  maxStudents: 100,
  maxTeachers: 10,
  maxClassrooms: 10,
});

const read = (url: (ctx: IsolationContext) => string) => (ctx: IsolationContext) => ({
  token: ctx.actor.manager.token,
  method: 'GET' as const,
  url: url(ctx),
});

const bare = (method: 'GET' | 'PUT' | 'POST', url: (ctx: IsolationContext) => string) => ({
  kind: 'no-permission' as const,
  title: 'without GroupsManager',
  request: (ctx: IsolationContext) => ({
    token: ctx.actor.bare.token,
    method,
    url: url(ctx),
    ...(method === 'GET' ? {} : { payload: body(ctx) }),
  }),
});

const one = (ctx: IsolationContext) =>
  usersUrl(USERS_PATHS.organization(ctx.target.organizationId));
const action = (ctx: IsolationContext) =>
  usersUrl(USERS_PATHS.contractAction(ctx.target.organizationId, 'activate'));
const impact = (ctx: IsolationContext) =>
  usersUrl(USERS_PATHS.contractImpact(ctx.target.organizationId));
const accounts = (ctx: IsolationContext) =>
  usersUrl(USERS_PATHS.organizationAccounts(ctx.target.organizationId));
const codes = (ctx: IsolationContext) =>
  usersUrl(USERS_PATHS.groupCode(ctx.target.organizationId, 'student'));

const report = (ctx: IsolationContext) =>
  `${usersUrl(USERS_PATHS.organizationReport)}?organizationId=${ctx.target.organizationId}`;

registerIsolationCases('users/organizations', [
  {
    route: 'GET /api/users/v1/organization/report',
    kind: 'other-organisation',
    title: "naming another organisation's report",
    request: (ctx: IsolationContext) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: report(ctx),
    }),
  },
  {
    route: 'GET /api/users/v1/organization/report',
    ...bare('GET', report),
  },
  {
    route: 'GET /api/users/v1/organization',
    ...bare('GET', () => usersUrl(USERS_PATHS.organizations)),
  },
  // Platform-wide (HAD only): no record of B to address; a customer's manager is refused too.
  {
    route: 'GET /api/users/v1/organization/overview',
    ...bare('GET', () => usersUrl(USERS_PATHS.platformOverview)),
  },
  {
    route: 'GET /api/users/v1/organization/overview',
    kind: 'other-organisation',
    title: "a customer's manager: the platform overview is HAD's alone",
    status: 403,
    statusReason: 'HAD only, whatever the customer role',
    noControl: 'A is a customer organisation too: it is refused the same',
    request: read(() => usersUrl(USERS_PATHS.platformOverview)),
  },
  {
    route: 'POST /api/users/v1/organization',
    kind: 'no-permission',
    title: 'a manager with GroupsManager write whose active organisation is not HAD',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'POST',
      url: usersUrl(USERS_PATHS.organizations),
      payload: { ...body(ctx), name: `New ${ctx.target.organizationName}` },
    }),
  },
  {
    route: 'GET /api/users/v1/organization/:id',
    kind: 'other-organisation',
    title: "reading another organisation's contract",
    request: read(one),
  },
  { route: 'GET /api/users/v1/organization/:id', ...bare('GET', one) },
  {
    route: 'PUT /api/users/v1/organization/:id',
    kind: 'other-organisation',
    title: 'changing another organisation',
    // Only the location changes: the contract's terms are the platform owner's to change.
    request: async (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'PUT',
      url: one(ctx),
      payload: { ...(await storedTerms(ctx)), company_location: 'Elsewhere' },
    }),
    unchanged: untouched,
  },
  {
    route: 'PUT /api/users/v1/organization/:id',
    kind: 'other-organisation',
    title: 'naming an unused upload of another organisation as its own logo',
    status: 400,
    statusReason: 'the body names the upload: B’s is not A’s to attach, refused on the field',
    request: async (ctx) => {
      const upload = { organizationId: ctx.target.organizationId, kind: 'picture' } as const;
      const logoImageName = await createUpload(ctx.t.db, upload);
      return {
        token: ctx.actor.manager.token,
        method: 'PUT',
        url: usersUrl(USERS_PATHS.organization(ctx.actor.organizationId)),
        payload: { ...(await storedTerms(ctx, ctx.actor.organizationId)), logoImageName },
      };
    },
  },
  { route: 'PUT /api/users/v1/organization/:id', ...bare('PUT', one) },
  {
    route: 'PUT /api/users/v1/organization/:id/contract/:action',
    kind: 'other-organisation',
    title: "activating another organisation's contract",
    request: (ctx) => ({ token: ctx.actor.manager.token, method: 'PUT', url: action(ctx) }),
    unchanged: untouched,
    noControl: 'contract actions are the platform owner’s: a manager gets 403 on their own',
  },
  {
    route: 'PUT /api/users/v1/organization/:id/contract/:action',
    kind: 'no-permission',
    title: 'without GroupsManager',
    request: (ctx) => ({ token: ctx.actor.bare.token, method: 'PUT', url: action(ctx) }),
  },
  {
    route: 'GET /api/users/v1/organization/:id/contract/impact',
    kind: 'other-organisation',
    title: "counting another organisation's members",
    request: read(impact),
  },
  { route: 'GET /api/users/v1/organization/:id/contract/impact', ...bare('GET', impact) },
  {
    route: 'GET /api/users/v1/organization/accounts/:id',
    kind: 'other-organisation',
    title: "listing another organisation's members",
    request: read(accounts),
  },
  { route: 'GET /api/users/v1/organization/accounts/:id', ...bare('GET', accounts) },
  {
    route: 'GET /api/users/v1/organization/getGroupCode/:id',
    kind: 'other-organisation',
    title: "downloading (and so creating) another organisation's join codes",
    request: read(codes),
    unchanged: async (ctx) => {
      const rows = await ctx.t.db
        .select()
        .from(joinCodes)
        .where(and(eq(joinCodes.organizationId, ctx.target.organizationId)));
      expect(rows).toEqual([]);
    },
  },
  { route: 'GET /api/users/v1/organization/getGroupCode/:id', ...bare('GET', codes) },
]);

/** Gives the target organisation a logo file of its own and returns its name. */
async function logoOf(ctx: IsolationContext): Promise<string> {
  const fileName = `isolation-${ctx.target.label.toLowerCase()}-${ctx.target.organizationId}.svg`;
  const dir = uploadPaths(ctx.t.dataDir).logos;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, fileName), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await ctx.t.db
    .update(organizations)
    .set({ logoImageName: fileName })
    .where(eq(organizations.id, ctx.target.organizationId));
  return fileName;
}

registerIsolationCases('users/files', [
  {
    route: 'GET /api/users/v1/files/:fileName',
    kind: 'other-organisation',
    title: "another organisation's logo",
    request: async (ctx) => ({
      token: ctx.actor.member.token,
      method: 'GET',
      url: usersUrl(logoPath(await logoOf(ctx))),
    }),
  },
]);
