import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, PLAN_PATHS, planSchema, type Plan } from '../../contract/plans';
import { envelope, paged } from '../../contract/wire';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { clearMarks, createPlan, customerWith, planBody } from './support/plans';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Plans (docs/plans.md): HAD creates, reads, changes and lists them; the server checks what
 * the schema cannot (the discount's end on its clock, published topics, a unique product id) and
 * moves the recommended and reference marks; only HAD writes.
 */

const NOW = new Date();
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const LIST = levelsUrl(PLAN_PATHS.packages);
const ONE = (id: string) => levelsUrl(PLAN_PATHS.package(id));
const one = envelope(planSchema);

let t: TestApp;
let admin: string;
let topics: { first: string; second: string; draft: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await t.login('admin@demo.test');
  const build = curriculumBuilder(t, admin);
  const first = await build.topic('Plans first');
  const second = await build.topic('Plans second');
  const draft = await build.topic('Plans draft');
  await build.publish('level', first.id);
  await build.publish('level', second.id);
  topics = { first: first.id, second: second.id, draft: draft.id };
});
afterAll(() => t.close());

const read = async (token: string, id: string) => {
  const response = await t.request(token, 'GET', ONE(id));
  expect(response.statusCode, response.body).toBe(200);
  return one.parse(response.json()).data;
};

describe('POST and GET v1/packages/{id}', () => {
  it('creates a plan with its topics in the curriculum order and the server’s price', async () => {
    const response = await t.request(
      admin,
      'POST',
      LIST,
      planBody({
        nameEn: 'Gold',
        nameAr: 'ذهبية',
        priceMinor: 999,
        discountPercentage: 15,
        discountEndsAt: at(DAY),
        isOfferCodeEnabled: true,
        levelIds: [topics.second, topics.first],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(PLAN_MESSAGES.created);
    const plan = one.parse(response.json()).data;
    expect(plan).toMatchObject({
      nameEn: 'Gold',
      nameAr: 'ذهبية',
      priceMinor: 999,
      currency: 'USD',
      discountPercentage: 15,
      discountMinor: null,
      discountActive: true,
      priceAfterDiscountMinor: 849,
      isOfferCodeEnabled: true,
      isRecommended: false,
      organizations: 0,
    });
    expect(plan.levels.map((topic) => topic.id)).toEqual([topics.first, topics.second]);
    expect(plan.levels[0]).toMatchObject({ titleEn: 'Plans first' });
    expect(await read(admin, plan.id)).toEqual(plan);
  });

  it('takes a plain day as the discount’s end: the end of that day in UTC', async () => {
    const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const response = await t.request(
      admin,
      'POST',
      LIST,
      planBody({ nameEn: 'Day end', discountPercentage: 10, discountEndsAt: day }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const plan = one.parse(response.json()).data;
    expect(new Date(plan.discountEndsAt!).toISOString()).toBe(`${day}T23:59:59.999Z`);
    expect(plan.discountActive).toBe(true);
  });

  it('answers 404 for an unknown plan', async () => {
    const response = await t.request(admin, 'GET', ONE('00000000-0000-4000-8000-000000000000'));
    expect(response.statusCode).toBe(404);
  });

  it('refuses both discounts, a past end date, unknown or draft topics (400 on the field)', async () => {
    const both = await t.request(
      admin,
      'POST',
      LIST,
      planBody({ discountMinor: 100, discountPercentage: 10 }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors).toMatchObject({
      discountPercentage: PLAN_MESSAGES.bothDiscounts,
    });

    const past = await t.request(
      admin,
      'POST',
      LIST,
      planBody({ discountMinor: 100, discountEndsAt: at(-60_000) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ discountEndsAt: PLAN_MESSAGES.endInPast });
    const now = await t.request(
      admin,
      'POST',
      LIST,
      planBody({ discountMinor: 100, discountEndsAt: NOW.toISOString() }),
    );
    expect(now.json().fieldErrors).toEqual({ discountEndsAt: PLAN_MESSAGES.endInPast });

    for (const levelId of [topics.draft, '00000000-0000-4000-8000-000000000000']) {
      const unknown = await t.request(admin, 'POST', LIST, planBody({ levelIds: [levelId] }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fieldErrors).toEqual({ levelIds: PLAN_MESSAGES.unknownLevel });
    }
  });

  it('answers 409 for a product id another plan has', async () => {
    const first = await createPlan(t, admin);
    const again = await t.request(admin, 'POST', LIST, planBody({ productId: first.productId }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.productIdTaken);
    const second = await createPlan(t, admin);
    const taken = await t.request(
      admin,
      'PUT',
      ONE(second.id),
      planBody({ productId: first.productId }),
    );
    expect(taken.statusCode).toBe(409);
    expect((await read(admin, second.id)).productId).toBe(second.productId);
  });
});

describe('PUT v1/packages/{id}', () => {
  it('replaces the plan and its topics wholesale', async () => {
    const plan = await createPlan(t, admin, { levelIds: [topics.first] });
    const response = await t.request(
      admin,
      'PUT',
      ONE(plan.id),
      planBody({
        productId: plan.productId,
        nameEn: 'Renamed',
        priceMinor: 1000,
        discountMinor: 1000,
        levelIds: [topics.second],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(PLAN_MESSAGES.updated);
    expect(one.parse(response.json()).data).toMatchObject({
      nameEn: 'Renamed',
      discountActive: true,
      priceAfterDiscountMinor: 0,
      levels: [{ id: topics.second }],
    });
    const none = await t.request(
      admin,
      'PUT',
      ONE(plan.id),
      planBody({ productId: plan.productId }),
    );
    expect(one.parse(none.json()).data.levels).toEqual([]);
    const missing = await t.request(
      admin,
      'PUT',
      ONE('00000000-0000-4000-8000-000000000000'),
      planBody(),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps an expired end date as it was, refuses a new one in the past', async () => {
    const plan = await createPlan(t, admin, { discountPercentage: 20, discountEndsAt: at(DAY) });
    const expired = new Date(NOW.getTime() - DAY);
    await t.db.execute(sql`update plans set discount_ends_at = ${expired.toISOString()}
      where id = ${plan.id}`);
    const stale = await read(admin, plan.id);
    expect(stale).toMatchObject({ discountActive: false, priceAfterDiscountMinor: 1999 });

    const body = planBody({
      productId: plan.productId,
      nameEn: 'Still editable',
      discountPercentage: 20,
      discountEndsAt: expired.toISOString(),
    });
    const kept = await t.request(admin, 'PUT', ONE(plan.id), body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(one.parse(kept.json()).data).toMatchObject({
      nameEn: 'Still editable',
      discountEndsAt: expired.toISOString(),
      discountActive: false,
    });

    const moved = await t.request(admin, 'PUT', ONE(plan.id), {
      ...body,
      discountEndsAt: at(-DAY / 2),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors).toEqual({ discountEndsAt: PLAN_MESSAGES.endInPast });
    const renewed = await t.request(admin, 'PUT', ONE(plan.id), {
      ...body,
      discountEndsAt: at(7 * DAY),
    });
    expect(one.parse(renewed.json()).data).toMatchObject({
      discountActive: true,
      priceAfterDiscountMinor: 1599,
    });
  });
});

describe('the recommended and reference plans', () => {
  it('moves the recommended mark to the plan that takes it', async () => {
    const first = await createPlan(t, admin, { isRecommended: true });
    const second = await createPlan(t, admin, { isRecommended: true });
    expect((await read(admin, first.id)).isRecommended).toBe(false);
    expect((await read(admin, second.id)).isRecommended).toBe(true);
    const back = await t.request(
      admin,
      'PUT',
      ONE(first.id),
      planBody({ productId: first.productId, isRecommended: true }),
    );
    expect(one.parse(back.json()).data.isRecommended).toBe(true);
    expect((await read(admin, second.id)).isRecommended).toBe(false);
  });

  it('answers 404 without a reference plan, then the marked one', async () => {
    await clearMarks(t);
    const url = levelsUrl(PLAN_PATHS.referencePlan);
    const none = await t.request(admin, 'GET', url);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(PLAN_MESSAGES.noReferencePlan);

    const first = await createPlan(t, admin, { isReference: true });
    const found = await t.request(admin, 'GET', url);
    expect(found.statusCode, found.body).toBe(200);
    expect(one.parse(found.json()).data.id).toBe(first.id);
    const second = await createPlan(t, admin, { isReference: true, isRecommended: true });
    expect(one.parse((await t.request(admin, 'GET', url)).json()).data.id).toBe(second.id);
    expect((await read(admin, first.id)).isReference).toBe(false);
  });
});

describe('GET v1/packages', () => {
  it('lists the plans newest first, paged, and finds them by name or product id', async () => {
    const tag = `list${Date.now()}`;
    const made: Plan[] = [];
    for (const n of [1, 2, 3]) {
      made.push(await createPlan(t, admin, { nameEn: `${tag} ${n}`, productId: `${tag}.${n}` }));
    }
    const list = envelope(paged(planSchema));
    const page = async (query: string) => {
      const response = await t.request(admin, 'GET', `${LIST}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return list.parse(response.json()).data;
    };
    const found = await page(`search=${tag}&pageSize=2`);
    expect(found.pagination).toMatchObject({ total: 3, numOfPages: 2, count: 2 });
    expect(found.result.map((plan) => plan.id)).toEqual([made[2]!.id, made[1]!.id]);
    const next = await page(`search=${tag}&pageSize=2&pageNumber=2`);
    expect(next.result.map((plan) => plan.id)).toEqual([made[0]!.id]);
    const byProduct = await page(`search=${tag}.2`);
    expect(byProduct.result.map((plan) => plan.id)).toEqual([made[1]!.id]);
    const everything = await page('pageSize=100');
    expect(everything.pagination.total).toBeGreaterThanOrEqual(3);
  });
});

describe('who reads and writes plans', () => {
  it('lets a customer with r Packages read, refuses its writes even with w Packages (403)', async () => {
    const plan = await createPlan(t, admin);
    const customer = await customerWith(t, { Packages: ['read', 'write', 'update'] });
    expect((await t.request(customer.token, 'GET', ONE(plan.id))).statusCode).toBe(200);
    expect((await t.request(customer.token, 'GET', LIST)).statusCode).toBe(200);
    const created = await t.request(customer.token, 'POST', LIST, planBody());
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe(PLAN_MESSAGES.hadOnly);
    const changed = await t.request(customer.token, 'PUT', ONE(plan.id), planBody());
    expect(changed.statusCode).toBe(403);
    expect((await read(admin, plan.id)).productId).toBe(plan.productId);
  });

  it('refuses a member without Packages (403)', async () => {
    const plan = await createPlan(t, admin);
    const nobody = await customerWith(t, { Reports: ['read'] });
    expect((await t.request(nobody.token, 'GET', ONE(plan.id))).statusCode).toBe(403);
    expect((await t.request(nobody.token, 'GET', LIST)).statusCode).toBe(403);
  });
});
