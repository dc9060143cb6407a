import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PLAN_PATHS } from '../../../contract/plans';
import { organizationPackages } from '../../../server/db/schema/packages';
import { levelsUrl } from './curriculum';
import {
  registerIsolationCases,
  type IsolationCase,
  type IsolationContext,
  type Method,
} from './isolation';
import { insertPlanRow, planBody } from './plans';

/**
 * Levels service: plans and organisation packages (docs/plans.md). Plans and their
 * translations are the platform's (no record of B to address): a member without Packages is
 * refused every call, and an organisation's manager holding w Packages is refused the writes
 * (HAD only). An organisation's packages are B's records: A's manager reading them is 404;
 * assigning or removing them is HAD's alone, so 403, and B's are left as they were.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const BASE = `/api/levels/${PLAN_PATHS.packages}`;
const ORG = `${BASE}/organization/:organizationId`;
const made = new Map<string, string>();

/** B's own package (written as the owner): a plan assigned to the target organisation. */
async function packageOf(ctx: IsolationContext): Promise<string> {
  const planId = await insertPlanRow(ctx.t.db);
  const [row] = await ctx.t.db
    .insert(organizationPackages)
    .values({ organizationId: ctx.target.organizationId, planId })
    .returning({ id: organizationPackages.id });
  made.set(`package-${ctx.target.label}`, row!.id);
  return row!.id;
}

/** The target's packages of the plan (`planId`) or the package (`id`) made for the case. */
const stillAssigned =
  (key: 'plan' | 'package', expected: boolean) => async (ctx: IsolationContext) => {
    const id = made.get(`${key}-${ctx.target.label}`)!;
    const column = key === 'plan' ? organizationPackages.planId : organizationPackages.id;
    const rows = await ctx.t.db
      .select({ id: organizationPackages.id })
      .from(organizationPackages)
      .where(
        and(eq(organizationPackages.organizationId, ctx.target.organizationId), eq(column, id)),
      );
    expect(rows.length > 0).toBe(expected);
  };

const call =
  (
    who: 'bare' | 'manager',
    method: Method,
    path: (ctx: IsolationContext) => string,
    payload?: () => unknown,
  ) =>
  (ctx: IsolationContext) => ({
    token: ctx.actor[who].token,
    method,
    url: levelsUrl(path(ctx)),
    ...(payload ? { payload: payload() } : {}),
  });

const translation = () => ({ planId: ANY_ID, languageCode: 'ar', name: 'باقة' });
const assignment = () => ({ planId: ANY_ID });

/** [route, method, path, body] of every write HAD alone makes. */
const writes: [string, Method, (ctx: IsolationContext) => string, (() => unknown)?][] = [
  [BASE, 'POST', () => PLAN_PATHS.packages, () => planBody()],
  [`${BASE}/:id`, 'PUT', () => PLAN_PATHS.package(ANY_ID), () => planBody()],
  [`${BASE}/plan-translations`, 'POST', () => PLAN_PATHS.planTranslations, translation],
  [
    `${BASE}/plan-translations/:id`,
    'PUT',
    () => PLAN_PATHS.planTranslation(ANY_ID),
    () => ({ name: 'باقة' }),
  ],
  [ORG, 'POST', (ctx) => PLAN_PATHS.organization(ctx.actor.organizationId), assignment],
  [
    `${ORG}/:packageId`,
    'DELETE',
    (ctx) => PLAN_PATHS.organizationPackage(ctx.actor.organizationId, ANY_ID),
  ],
];

const reads: [string, (ctx: IsolationContext) => string][] = [
  [BASE, () => PLAN_PATHS.packages],
  [`${BASE}/reference_plan`, () => PLAN_PATHS.referencePlan],
  [`${BASE}/:id`, () => PLAN_PATHS.package(ANY_ID)],
  [`${BASE}/plan-translations/:id`, () => PLAN_PATHS.planTranslation(ANY_ID)],
  [ORG, (ctx) => PLAN_PATHS.organization(ctx.actor.organizationId)],
];

const platformCases: IsolationCase[] = [
  ...reads.map(([route, path]) => ({
    route: `GET ${route}`,
    kind: 'no-permission' as const,
    title: 'without Packages read',
    request: call('bare', 'GET', path),
  })),
  ...writes.map(([route, method, path, body]) => ({
    route: `${method} ${route}`,
    kind: 'no-permission' as const,
    title: 'without Packages write',
    request: call('bare', method, path, body),
  })),
  ...writes.map(([route, method, path, body]) => ({
    route: `${method} ${route}`,
    kind: 'no-permission' as const,
    title: 'an organisation manager holding w Packages (plans and packages are HAD’s)',
    request: call('manager', method, path, body),
  })),
];

registerIsolationCases('levels/packages', [
  ...platformCases,
  {
    route: `GET ${ORG}`,
    kind: 'other-organisation',
    title: "reading another organisation's packages",
    request: async (ctx) => {
      await packageOf(ctx);
      return {
        token: ctx.actor.manager.token,
        method: 'GET',
        url: levelsUrl(PLAN_PATHS.organization(ctx.target.organizationId)),
      };
    },
  },
  {
    route: `POST ${ORG}`,
    kind: 'other-organisation',
    title: 'assigning a plan to another organisation',
    status: 403,
    statusReason: 'assigning is HAD’s alone, whatever the organisation',
    noControl: 'A’s manager is refused on A too (HAD only)',
    request: async (ctx) => {
      const planId = await insertPlanRow(ctx.t.db);
      made.set(`plan-${ctx.target.label}`, planId);
      return {
        token: ctx.actor.manager.token,
        method: 'POST',
        url: levelsUrl(PLAN_PATHS.organization(ctx.target.organizationId)),
        payload: { planId },
      };
    },
    unchanged: stillAssigned('plan', false),
  },
  {
    route: `DELETE ${ORG}/:packageId`,
    kind: 'other-organisation',
    title: "removing another organisation's package",
    status: 403,
    statusReason: 'removing is HAD’s alone, whatever the organisation',
    noControl: 'A’s manager is refused on A too (HAD only)',
    request: async (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'DELETE',
      url: levelsUrl(
        PLAN_PATHS.organizationPackage(ctx.target.organizationId, await packageOf(ctx)),
      ),
    }),
    unchanged: stillAssigned('package', true),
  },
]);
