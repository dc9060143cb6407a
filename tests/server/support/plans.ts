import { expect } from 'vitest';
import { PLAN_PATHS, planSchema, type Plan, type PlanBody } from '../../../contract/plans';
import type { Operation, Resource } from '../../../contract/permissions';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../../server/db/client';
import { plans } from '../../../server/db/schema/packages';
import { levelsUrl } from './curriculum';
import { createOrganization, createRole, createUser } from './factories';
import type { TestApp } from './test-app';

/** Plans and packages in tests (docs/plans.md). */

const unique = () => Math.random().toString(36).slice(2, 10);

/** A valid plan body with a fresh product id. */
export const planBody = (values: Partial<PlanBody> = {}): PlanBody => ({
  nameEn: 'Plan',
  nameAr: 'باقة',
  priceMinor: 1999,
  currency: 'USD',
  numberOfClasses: 5,
  productId: `test.plan.${unique()}`,
  ...values,
});

export const packagesUrl = (path: string) => levelsUrl(path);

/** POST v1/packages as `token`, expecting 201. */
export async function createPlan(t: TestApp, token: string, values: Partial<PlanBody> = {}) {
  const response = await t.request(token, 'POST', levelsUrl(PLAN_PATHS.packages), planBody(values));
  expect(response.statusCode, response.body).toBe(201);
  return envelope(planSchema).parse(response.json()).data as Plan;
}

/** A plan written as the owner (past the routes), for cases that need one to exist. */
export async function insertPlanRow(db: Db): Promise<string> {
  const body = planBody();
  const [row] = await db
    .insert(plans)
    .values({
      nameEn: body.nameEn,
      nameAr: body.nameAr,
      priceMinor: body.priceMinor,
      currency: body.currency,
      numberOfClasses: body.numberOfClasses,
      productId: body.productId,
    })
    .returning({ id: plans.id });
  if (!row) throw new Error('plan not inserted');
  return row.id;
}

/** No plan holds the recommended or reference mark (the demo's plans do). */
export const clearMarks = (t: TestApp) =>
  t.db.update(plans).set({ isRecommended: false, isReference: false });

/** A member of a fresh customer organisation whose role grants `grants`. */
export async function customerWith(
  t: TestApp,
  grants: Partial<Record<Resource, Operation[]>>,
  organizationId?: string,
): Promise<{ organizationId: string; userId: string; token: string }> {
  const orgId = organizationId ?? (await createOrganization(t.db));
  const roleId = await createRole(t.db, { grants });
  const user = await createUser(t.db, {
    memberships: [{ organizationId: orgId, roleId, isActive: true }],
  });
  return { organizationId: orgId, userId: user.id, token: await t.login(user.email) };
}
