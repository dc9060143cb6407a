import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A client written from the spec's section 7 alone: its own bodies and paths, as the spec shows
 * them, and only the answer fields the spec says a client reads (`title` and `isEnabled` of
 * published items, `data.result` and `data.pagination` of lists, `message`). It imports none of
 * the console's API modules nor the contract's schemas. Where the spec shows no body, the test
 * says which body it chose.
 */

let t: TestApp;
let admin: string;
let manager: string;

/** The spec's prefixes (section 7): users, levels and settings services. */
const USERS = '/api/users/';
const LEVELS = '/api/levels/';

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: `${USERS}v1/auth/admin/login`,
    payload: { email: 'admin@demo.test', password: 'Demo-pass-2026' },
  });
  admin = login.json().data.accessToken;
  manager = (
    await t.app.inject({
      method: 'POST',
      url: `${USERS}v1/auth/admin/login`,
      payload: { email: 'manager@demo.test', password: 'Demo-pass-2026' },
    })
  ).json().data.accessToken;
});
afterAll(() => t.close());

describe('curriculum titles: one `title`, as the spec sends and reads it', () => {
  it('creates a topic from { title } and reads its title back, in the language asked for', async () => {
    // The spec shows no body for POST v1/curriculums/levels/: the topic's field list names title.
    const created = await call(admin, 'POST', `${LEVELS}v1/curriculums/levels/`, {
      title: 'Spec topic',
    });
    expect(created.statusCode, created.body).toBe(201);
    const topic = created.json().data;
    expect(topic.title).toBe('Spec topic');

    const exam = await call(admin, 'POST', `${LEVELS}v1/admin/levels/addExam/${topic.id}`, {
      title: 'Spec exam',
      expectedTimeInMinutes: 20,
    });
    expect(exam.statusCode, exam.body).toBe(201);
    expect(exam.json().data.title).toBe('Spec exam');

    // Publish and unpublish answer `title` and `isEnabled`; Accept-Language picks the title.
    const renamed = await call(admin, 'PUT', `${LEVELS}v1/curriculums/levels/${topic.id}`, {
      title: 'Spec topic',
      titleAr: 'موضوع',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const published = await call(
      admin,
      'PUT',
      `${LEVELS}v1/admin/levels/${topic.id}`,
      { isEnabled: true },
      { 'accept-language': 'ar-JO,ar;q=0.9,en;q=0.8' },
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ title: 'موضوع', isEnabled: true });
    const unpublished = await call(admin, 'PUT', `${LEVELS}v1/admin/levels/${topic.id}`, {
      isEnabled: false,
    });
    expect(unpublished.json().data).toMatchObject({ title: 'Spec topic', isEnabled: false });
  });
});

/** A multipart body with one file field, as the spec's "form data with file". */
function formWithFile(name: string, type: string, content: string) {
  const boundary = `----spec-client-${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The link of the last invitation e-mailed to `email`, as the invitee's mail client has it. */
async function mailedLink(email: string): Promise<URL> {
  const rows = (await t.db.execute(
    sql`select text from mail_outbox where "to" = ${email} order by created_at desc limit 1`,
  )) as unknown as { rows: { text: string }[] };
  const found = /https?:\/\/\S+\/invitation\?\S+/.exec(rows.rows[0]?.text ?? '');
  if (!found) throw new Error(`no invitation mailed to ${email}`);
  return new URL(found[0]);
}

describe('invitations: a spreadsheet without any header of ours, accepted from the link', () => {
  it('invites from a .csv, a retry invites nobody twice, and the invitee registers', async () => {
    const email = `spec-${Date.now()}@example.test`;
    const form = formWithFile(
      'students.csv',
      'text/csv',
      `email,firstName,lastName\n${email},Nada,Ali\n`,
    );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${USERS}v1/user-invitations/bulk`,
        headers: { authorization: `Bearer ${manager}`, ...form.headers },
        payload: form.payload,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(typeof first.json().message).toBe('string');
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(
      (await t.db.execute(sql`select id from invitations where email = ${email}`)) as unknown as {
        rows: unknown[];
      },
    ).toMatchObject({ rows: [expect.anything()] });

    // The spec's client reads adminInvitationId from the link and sends it alone.
    const adminInvitationId = (await mailedLink(email)).searchParams.get('adminInvitationId');
    const check = await t.app.inject({
      method: 'POST',
      url: `${USERS}v1/admin-invitations/check-email`,
      payload: { adminInvitationId },
    });
    expect(check.statusCode, check.body).toBe(200);
    const register = await t.app.inject({
      method: 'POST',
      url: `${USERS}v1/admin-invitations/register`,
      payload: { adminInvitationId, password: 'Qamar-Sahra-2026!' },
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(typeof register.json().data.accessToken).toBe('string');
  });
});

describe('plans and classes, as the spec names them', () => {
  it('opens the organisation’s package by the id its list gives', async () => {
    const orgs = await call(admin, 'GET', `${USERS}v1/organization`);
    const nour = orgs.json().data.result.find((o: { name: string }) => o.name === 'Nour Academy');
    const packages = await call(admin, 'GET', `${LEVELS}v1/packages/organization/${nour.id}`);
    expect(packages.statusCode, packages.body).toBe(200);
    const { orgPackageId } = packages.json().data;
    const opened = await call(admin, 'GET', `${LEVELS}v1/packages/${orgPackageId}`);
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('creates a plan whose discount ends on a plain day', async () => {
    // The spec names the plan's fields, not the body's: these are the services' names for them.
    const created = await call(admin, 'POST', `${LEVELS}v1/packages`, {
      nameEn: 'Spec plan',
      nameAr: 'باقة',
      priceMinor: 1000,
      currency: 'USD',
      numberOfClasses: 3,
      productId: `spec.plan.${Date.now()}`,
      discountPercentage: 10,
      discountEndsAt: '2099-12-31',
      levelIds: [],
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('removes a student from their class by the student’s id alone', async () => {
    const classes = await call(manager, 'GET', `${USERS}v1/class_room?pageSize=100`);
    expect(classes.statusCode, classes.body).toBe(200);
    const seats = new Map<string, number>();
    for (const room of classes.json().data.result as { id: string }[]) {
      const students = await call(manager, 'GET', `${USERS}v1/class_room/${room.id}/students`);
      const data = students.json().data;
      for (const student of (Array.isArray(data) ? data : data.result) as { id: string }[]) {
        seats.set(student.id, (seats.get(student.id) ?? 0) + 1);
      }
    }
    // A student in one class: the spec's call names the student only.
    const [studentId] = [...seats].find(([, count]) => count === 1) ?? [];
    expect(studentId).toBeDefined();
    const removed = await call(
      manager,
      'DELETE',
      `${USERS}v1/class_room/remove-student-for-class-room/${studentId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(typeof removed.json().message).toBe('string');
  });
});
