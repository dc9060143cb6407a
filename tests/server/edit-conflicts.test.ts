import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import type { ClassRoom } from '../../contract/classes';
import { organizationSchema, type Organization } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { PLAN_PATHS, type Plan } from '../../contract/plans';
import { ERROR_CODES, type ApiError } from '../../contract/wire';
import { plans } from '../../server/db/schema/packages';
import { levelsUrl } from './support/curriculum';
import { createPlan, planBody } from './support/plans';
import { bearer, createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const url = (id: string) => levelsUrl(PLAN_PATHS.package(id));
const read = (id: string) => t.app.inject({ method: 'GET', url: url(id), headers: bearer(admin) });
const write = (id: string, body: object, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: url(id),
    headers: { ...bearer(admin), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: body,
  });

describe('edits that do not overwrite each other (plans)', () => {
  it('answers an ETag, takes a write of that version, refuses the old one with 412', async () => {
    const plan = await createPlan(t, admin, { nameEn: 'Gold' });
    const opened = await read(plan.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const etag = opened.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);

    // One admin saves from the form they opened: it works, and the version moves on.
    const first = await write(
      plan.id,
      planBody({ productId: plan.productId, nameEn: 'Gold plus' }),
      etag,
    );
    expect(first.statusCode, first.body).toBe(200);
    const next = first.headers.etag as string;
    expect(next).not.toBe(etag);
    expect((await read(plan.id)).headers.etag).toBe(next);

    // The other saves from the form opened before: 412 with the plan now and who changed it.
    const second = await write(
      plan.id,
      planBody({ productId: plan.productId, nameEn: 'Gold max' }),
      etag,
    );
    expect(second.statusCode, second.body).toBe(412);
    const error = second.json<ApiError>();
    expect(error).toMatchObject({
      code: ERROR_CODES.preconditionFailed,
      message: MESSAGES.editConflict,
    });
    expect(second.headers.etag).toBe(next);
    expect(error.edit?.etag).toBe(next);
    expect((error.edit?.current as Plan).nameEn).toBe('Gold plus');
    expect(error.edit?.current).toEqual((await read(plan.id)).json<{ data: Plan }>().data);
    expect(error.edit?.changedBy?.name).toBeTruthy();
    expect(error.edit?.changedAt).toMatch(/^\d{4}-/);
    const [stored] = await t.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(stored?.nameEn).toBe('Gold plus');

    // Keeping theirs and saving again with the version the 412 gave: it works.
    const again = await write(
      plan.id,
      planBody({ productId: plan.productId, nameEn: 'Gold max' }),
      next,
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('works as before without If-Match or with *, refuses a tag that is not a version', async () => {
    const plan = await createPlan(t, admin);
    expect(
      (await write(plan.id, planBody({ productId: plan.productId, nameEn: 'A' }))).statusCode,
    ).toBe(200);
    expect(
      (await write(plan.id, planBody({ productId: plan.productId, nameEn: 'B' }), '*')).statusCode,
    ).toBe(200);
    const etag = (await read(plan.id)).headers.etag as string;
    expect(
      (await write(plan.id, planBody({ productId: plan.productId, nameEn: 'C' }), `W/${etag}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await write(plan.id, planBody({ productId: plan.productId, nameEn: 'D' }), '"abc"'))
        .statusCode,
    ).toBe(412);
  });
});

/** The same three steps on another record: read, someone saves, the older form's save is 412. */
async function meetsConflict<T>(address: string, token: string, bodyOf: (name: string) => object) {
  const call = (method: 'GET' | 'PUT', body?: object, ifMatch?: string) =>
    t.app.inject({
      method,
      url: address,
      headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(body ? { payload: body } : {}),
    });
  const etag = (await call('GET')).headers.etag as string;
  expect(etag).toMatch(/^"\d+"$/);
  const saved = await call('PUT', bodyOf('Theirs'), etag);
  expect(saved.statusCode, saved.body).toBe(200);
  const refused = await call('PUT', bodyOf('Mine'), etag);
  expect(refused.statusCode, refused.body).toBe(412);
  const current = refused.json<ApiError>().edit?.current as T;
  expect(current).toEqual((await call('GET')).json<{ data: T }>().data);
  return current;
}

describe('edits that do not overwrite each other (classes, organizations)', () => {
  it('a class', async () => {
    const manager = await t.login('manager@demo.test');
    const made = await t.request(manager, 'POST', usersUrl(USERS_PATHS.classRooms), {
      name: 'Conflict class',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ data: ClassRoom }>().data.id;
    const current = await meetsConflict<ClassRoom>(
      usersUrl(USERS_PATHS.classRoom(id)),
      manager,
      (name) => ({ name: `${name} class` }),
    );
    expect(current.name).toBe('Theirs class');
  });

  it('an organization', async () => {
    const list = await t.request(admin, 'GET', `${usersUrl(USERS_PATHS.organizations)}?search=Dar`);
    const id = list.json<{ data: { result: Organization[] } }>().data.result[0]!.id;
    const address = usersUrl(USERS_PATHS.organization(id));
    const org = organizationSchema.parse((await t.request(admin, 'GET', address)).json().data);
    const bodyOf = (name: string) => ({
      name: `${org.name} ${name}`,
      company_location: org.company_location,
      contractType: org.contractType,
      startsAt: org.startsAt,
      endsAt: org.endsAt,
      maxStudents: org.maxStudents,
      maxTeachers: org.maxTeachers,
      maxClassrooms: org.maxClassrooms,
    });
    const current = await meetsConflict<Organization>(address, admin, bodyOf);
    expect(current.name).toBe(`${org.name} Theirs`);
  });
});
