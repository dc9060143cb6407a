import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../../contract/constants';
import {
  organizationPackageSchema,
  organizationPackagesSchema,
  PLAN_MESSAGES,
  PLAN_PATHS,
  planSchema,
  type Plan,
} from '../../contract/plans';
import { envelope } from '../../contract/wire';
import { DEMO_CURRICULUM } from '../../server/db/demo-curriculum';
import { organizationPackages } from '../../server/db/schema/packages';
import { levelsUrl } from './support/curriculum';
import { createOrganization, organizationId, userId } from './support/factories';
import { createPlan, customerWith } from './support/plans';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * An organisation's packages (docs/plans.md): HAD assigns and removes them in the
 * organisation's scope; its members with r Packages read their own, HAD reads anyone's.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const ORG = (id: string) => levelsUrl(PLAN_PATHS.organization(id));
const PKG = (id: string, packageId: string) =>
  levelsUrl(PLAN_PATHS.organizationPackage(id, packageId));
const listOf = envelope(organizationPackagesSchema);
const assignedOf = envelope(organizationPackageSchema);

let t: TestApp;
let admin: string;
let adminId: string;
let plans: { first: Plan; second: Plan };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  adminId = await userId(t.db, 'admin@demo.test');
  plans = { first: await createPlan(t, admin), second: await createPlan(t, admin) };
});
afterAll(() => t.close());

const assign = (token: string, orgId: string, planId: string) =>
  t.request(token, 'POST', ORG(orgId), { planId });

async function packagesOf(token: string, orgId: string) {
  const response = await t.request(token, 'GET', ORG(orgId));
  expect(response.statusCode, response.body).toBe(200);
  return listOf.parse(response.json()).data;
}

describe('POST v1/packages/organization/{id}', () => {
  it('assigns plans to a customer, listed oldest first with the first one’s id', async () => {
    const school = await createOrganization(t.db);
    expect(await packagesOf(admin, school)).toEqual({ orgPackageId: null, packages: [] });
    const first = await assign(admin, school, plans.first.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(PLAN_MESSAGES.assigned);
    const made = assignedOf.parse(first.json()).data;
    expect(made).toMatchObject({
      organizationId: school,
      assignedBy: adminId,
      plan: { id: plans.first.id },
    });
    expect(made.plan.organizations).toBeGreaterThanOrEqual(1);
    const second = assignedOf.parse((await assign(admin, school, plans.second.id)).json()).data;

    const read = await packagesOf(admin, school);
    expect(read.orgPackageId).toBe(made.id);
    expect(read.packages.map((pkg) => pkg.id)).toEqual([made.id, second.id]);
    expect(read.packages.map((pkg) => pkg.plan.id)).toEqual([plans.first.id, plans.second.id]);
    // The ids the list gives open their plans with GET v1/packages/{id}, as a plan's own id does.
    for (const [id, planId] of [
      [read.orgPackageId!, plans.first.id],
      [second.id, plans.second.id],
      [plans.first.id, plans.first.id],
    ]) {
      const opened = await t.request(admin, 'GET', levelsUrl(PLAN_PATHS.package(id!)));
      expect(opened.statusCode, opened.body).toBe(200);
      expect(envelope(planSchema).parse(opened.json()).data.id).toBe(planId);
    }
  });

  it('answers 409 for a plan the organisation has already', async () => {
    const school = await createOrganization(t.db);
    expect((await assign(admin, school, plans.first.id)).statusCode).toBe(201);
    const again = await assign(admin, school, plans.first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.alreadyAssigned);
    expect((await packagesOf(admin, school)).packages).toHaveLength(1);
  });

  it('refuses HAD and DEFAULT (400), unknown organisations and plans (404)', async () => {
    for (const name of [HAD_ORG_NAME, DEFAULT_ORG_NAME]) {
      const refused = await assign(admin, await organizationId(t.db, name), plans.first.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PLAN_MESSAGES.notCustomer);
    }
    expect((await assign(admin, ANY_ID, plans.first.id)).statusCode).toBe(404);
    const school = await createOrganization(t.db);
    expect((await assign(admin, school, ANY_ID)).statusCode).toBe(404);
  });

  it('refuses a customer’s writer even with w Packages, on its own organisation (403)', async () => {
    const customer = await customerWith(t, { Packages: ['read', 'write', 'update'] });
    const refused = await assign(customer.token, customer.organizationId, plans.first.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAN_MESSAGES.hadOnly);
    const rows = await t.db
      .select()
      .from(organizationPackages)
      .where(eq(organizationPackages.organizationId, customer.organizationId));
    expect(rows).toEqual([]);
  });
});

describe('GET v1/packages/organization/{id}', () => {
  it('lets a member read their own organisation’s, not another’s (404); HAD reads any', async () => {
    const mine = await customerWith(t, { Packages: ['read'] });
    const other = await createOrganization(t.db);
    await assign(admin, mine.organizationId, plans.first.id);
    await assign(admin, other, plans.second.id);

    const own = await packagesOf(mine.token, mine.organizationId);
    expect(own.packages.map((pkg) => pkg.plan.id)).toEqual([plans.first.id]);
    // A customer counts only its own organisation: how many bought a plan is HAD's business.
    expect(own.packages[0]!.plan.organizations).toBe(1);
    const refused = await t.request(mine.token, 'GET', ORG(other));
    expect(refused.statusCode).toBe(404);
    expect((await packagesOf(admin, other)).packages.map((pkg) => pkg.plan.id)).toEqual([
      plans.second.id,
    ]);
    expect((await t.request(admin, 'GET', ORG(ANY_ID))).statusCode).toBe(404);
    const nobody = await customerWith(t, { Reports: ['read'] }, mine.organizationId);
    expect((await t.request(nobody.token, 'GET', ORG(mine.organizationId))).statusCode).toBe(403);
  });

  it('counts every organisation for HAD', async () => {
    const plan = await createPlan(t, admin);
    for (let i = 0; i < 3; i += 1) await assign(admin, await createOrganization(t.db), plan.id);
    const response = await t.request(admin, 'GET', levelsUrl(PLAN_PATHS.package(plan.id)));
    expect(envelope(planSchema).parse(response.json()).data.organizations).toBe(3);
    const customer = await customerWith(t, { Packages: ['read'] });
    const seen = await t.request(customer.token, 'GET', levelsUrl(PLAN_PATHS.package(plan.id)));
    expect(envelope(planSchema).parse(seen.json()).data.organizations).toBe(0);
  });
});

describe('the demo’s plans and packages', () => {
  it('gives Nour Academy the recommended plan, which includes every demo topic', async () => {
    const nour = await packagesOf(admin, await organizationId(t.db, 'Nour Academy'));
    expect(nour.packages).toHaveLength(1);
    const plan = nour.packages[0]!.plan;
    expect(plan).toMatchObject({
      productId: 'org.had.plan.school',
      isRecommended: true,
      discountPercentage: 20,
      discountActive: true,
      priceAfterDiscountMinor: 1599,
    });
    expect(plan.levels.map((topic) => topic.titleEn)).toEqual(
      DEMO_CURRICULUM.map((topic) => topic.titleEn),
    );
    const darAlIlm = await packagesOf(admin, await organizationId(t.db, 'Dar Al Ilm'));
    expect(darAlIlm.packages).toEqual([]);
    const reference = await t.request(admin, 'GET', levelsUrl(PLAN_PATHS.referencePlan));
    expect(reference.json().data.productId).toBe('org.had.plan.academy');
  });
});

describe('DELETE v1/packages/organization/{id}/{packageId}', () => {
  it('removes one package; another organisation’s or an unknown one is 404', async () => {
    const school = await createOrganization(t.db);
    const other = await createOrganization(t.db);
    const made = assignedOf.parse((await assign(admin, school, plans.first.id)).json()).data;
    const theirs = assignedOf.parse((await assign(admin, other, plans.first.id)).json()).data;

    expect((await t.request(admin, 'DELETE', PKG(school, theirs.id))).statusCode).toBe(404);
    expect((await t.request(admin, 'DELETE', PKG(school, ANY_ID))).statusCode).toBe(404);
    const customer = await customerWith(t, { Packages: ['read', 'write', 'update'] }, school);
    expect((await t.request(customer.token, 'DELETE', PKG(school, made.id))).statusCode).toBe(403);

    const removed = await t.request(admin, 'DELETE', PKG(school, made.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      data: { id: made.id },
      message: PLAN_MESSAGES.removed,
    });
    expect(await packagesOf(admin, school)).toEqual({ orgPackageId: null, packages: [] });
    expect((await packagesOf(admin, other)).packages).toHaveLength(1);
    expect((await t.request(admin, 'DELETE', PKG(school, made.id))).statusCode).toBe(404);
  });
});
