import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectData,
  expectPaged,
  find,
  mailedInvitationId,
  specClient,
  USERS,
  type SpecClient,
} from './support/spec-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SPEC.md section 7, "Invitations", sent by a client written from the spec alone
 * (support/spec-client.ts): 12 calls. The spec shows the imports' body only as a file (section 5:
 * .xlsx or .csv); ours are CSV files with a header row of the invitation's fields.
 */

let t: TestApp;
let api: SpecClient;
let manager: string;
const tag = Date.now().toString(36);

beforeAll(async () => {
  t = await createTestApp();
  api = specClient(t);
  manager = (await api.login('manager@demo.test')).token;
});
afterAll(() => t?.close());

const csv = (name: string, text: string) => ({ name, type: 'text/csv', content: text });

describe('imports and the invitee’s calls', () => {
  it('invites a student by file; the invitee checks the e-mail and registers', async () => {
    const email = `spec-student-${tag}@example.test`;
    const sent = await api.upload(
      manager,
      `${USERS}v1/user-invitations/bulk`,
      csv('students.csv', `email,firstName,lastName\n${email},Nada,Ali\n`),
    );
    expectData(sent, 200);
    expect(typeof sent.json().message).toBe('string');

    const adminInvitationId = await mailedInvitationId(t, email);
    const check = await api.call(null, 'POST', `${USERS}v1/admin-invitations/check-email`, {
      adminInvitationId,
    });
    expectData(check, 200);
    const register = await api.call(null, 'POST', `${USERS}v1/admin-invitations/register`, {
      adminInvitationId,
      password: 'Qamar-Sahra-2026!',
    });
    expect(typeof expectData(register, 200).accessToken).toBe('string');
  });

  it('invites a signed-up person as a teacher by file; signed in, they use the invitation', async () => {
    const sent = await api.upload(
      manager,
      `${USERS}v1/admin-invitations/bulk`,
      csv('teachers.csv', 'email,firstName,lastName,role\npending@demo.test,Sami,Farouk,Teacher\n'),
    );
    expectData(sent, 200);
    const pending = await api.login('pending@demo.test');
    const use = await api.call(pending.token, 'POST', `${USERS}v1/admin-invitations/use`, {
      adminInvitationId: await mailedInvitationId(t, 'pending@demo.test'),
    });
    expectData(use, 200);
  });
});

describe('invitation lists, resend and cancel', () => {
  it('lists admin invitations, opens one, resends and cancels it', async () => {
    const email = `spec-admin-${tag}@example.test`;
    await api.upload(
      manager,
      `${USERS}v1/admin-invitations/bulk`,
      csv('admins.csv', `email,firstName,lastName,role\n${email},Rami,Odeh,Staff\n`),
    );
    // Section 5: empty filter parameters are dropped; we send the page only.
    const list = expectPaged(
      await api.call(manager, 'GET', `${USERS}v1/admin-invitations?pageNumber=1&pageSize=50`),
    );
    const { id } = find(list, 'email', email);
    expectData(await api.call(manager, 'GET', `${USERS}v1/admin-invitations/${id}`), 200);
    // The spec shows no body: the invitation is the path's.
    expectData(await api.call(manager, 'POST', `${USERS}v1/admin-invitations/${id}/resend`), 200);
    expectData(await api.call(manager, 'POST', `${USERS}v1/admin-invitations/${id}/cancel`), 200);
  });

  it('lists student invitations, resends and cancels one', async () => {
    const email = `spec-resend-${tag}@example.test`;
    await api.upload(
      manager,
      `${USERS}v1/user-invitations/bulk`,
      csv('resend.csv', `email,firstName,lastName\n${email},Lina,Khoury\n`),
    );
    const list = expectPaged(
      await api.call(manager, 'GET', `${USERS}v1/user-invitations?pageNumber=1&pageSize=50`),
    );
    const { id } = find(list, 'email', email);
    // The spec shows no body: the invitation is the path's.
    expectData(await api.call(manager, 'POST', `${USERS}v1/user-invitations/${id}/resend`), 200);
    expectData(await api.call(manager, 'POST', `${USERS}v1/user-invitations/${id}/cancel`), 200);
  });
});
