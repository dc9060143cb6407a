import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLAN_MESSAGES, PLAN_PATHS, planTranslationSchema, type Plan } from '../../contract/plans';
import { envelope } from '../../contract/wire';
import { levelsUrl } from './support/curriculum';
import { createPlan, customerWith } from './support/plans';
import { createTestApp, type TestApp } from './support/test-app';

/* A plan's name and description in the app's languages (docs/plans.md, "Translations"). */

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const CREATE = levelsUrl(PLAN_PATHS.planTranslations);
const ONE = (id: string) => levelsUrl(PLAN_PATHS.planTranslation(id));
const one = envelope(planTranslationSchema);
const list = envelope(z.array(planTranslationSchema));

let t: TestApp;
let admin: string;
let plan: Plan;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  plan = await createPlan(t, admin);
});
afterAll(() => t.close());

describe('plan translations', () => {
  it('adds one per language, reads them, changes one', async () => {
    const added = await t.request(admin, 'POST', CREATE, {
      planId: plan.id,
      languageCode: 'AR',
      name: 'باقة',
      description: 'وصف',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(PLAN_MESSAGES.translationSaved);
    const made = one.parse(added.json()).data;
    // Stored with the app language's own code.
    expect(made).toMatchObject({ planId: plan.id, languageCode: 'ar', name: 'باقة' });
    const english = await t.request(admin, 'POST', CREATE, {
      planId: plan.id,
      languageCode: 'en',
      name: 'Plan',
    });
    expect(one.parse(english.json()).data.description).toBe('');

    const again = await t.request(admin, 'POST', CREATE, {
      planId: plan.id,
      languageCode: 'ar',
      name: 'مرة أخرى',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.translationExists);

    const read = await t.request(admin, 'GET', ONE(plan.id));
    expect(read.statusCode).toBe(200);
    expect(list.parse(read.json()).data.map((row) => row.languageCode)).toEqual(['ar', 'en']);

    const changed = await t.request(admin, 'PUT', ONE(made.id), {
      name: 'الباقة',
      description: 'جديد',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(one.parse(changed.json()).data).toMatchObject({
      id: made.id,
      name: 'الباقة',
      description: 'جديد',
    });
  });

  it('refuses an unknown language (400), an unknown plan or translation (404)', async () => {
    const unknown = await t.request(admin, 'POST', CREATE, {
      planId: plan.id,
      languageCode: 'xx',
      name: 'X',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ languageCode: PLAN_MESSAGES.unknownLanguage });
    const noPlan = await t.request(admin, 'POST', CREATE, {
      planId: ANY_ID,
      languageCode: 'ar',
      name: 'X',
    });
    expect(noPlan.statusCode).toBe(404);
    expect((await t.request(admin, 'GET', ONE(ANY_ID))).statusCode).toBe(404);
    expect((await t.request(admin, 'PUT', ONE(ANY_ID), { name: 'X' })).statusCode).toBe(404);
  });

  it('lets a customer read them and refuses its writes (403)', async () => {
    const customer = await customerWith(t, { Packages: ['read', 'write', 'update'] });
    expect((await t.request(customer.token, 'GET', ONE(plan.id))).statusCode).toBe(200);
    const refused = await t.request(customer.token, 'POST', CREATE, {
      planId: plan.id,
      languageCode: 'ar',
      name: 'X',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAN_MESSAGES.hadOnly);
    const nobody = await customerWith(t, {});
    expect((await t.request(nobody.token, 'GET', ONE(plan.id))).statusCode).toBe(403);
  });
});
