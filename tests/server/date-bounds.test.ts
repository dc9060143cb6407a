import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PATHS } from '../../contract/audit-paths';
import { DATE_MESSAGES } from '../../contract/dates';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { USERS_PATHS } from '../../contract/paths';
import { REPORTS_PATHS } from '../../contract/report-constants';
import { levelsUrl } from './support/curriculum';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * Security review, finding 3: an organisation starting in year 0, a report or the audit trail
 * from 0000-01-01 or to 9999-12-31, a live class ending past 9999 answered 500. Dates are
 * bounded in the contract's schemas (contract/dates.ts) and answer 400 on their field.
 */

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([t.login('admin@demo.test'), t.login('manager@demo.test')]);
});
afterAll(() => t.close());

const refused = (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ fieldErrors: { [field]: DATE_MESSAGES.outOfRange } });
};

describe('dates outside the years a date may name', () => {
  it('an organisation starting in year 0', async () => {
    const response = await t.request(admin, 'POST', usersUrl(USERS_PATHS.organizations), {
      name: 'Year Zero Academy',
      company_location: 'Nowhere',
      contractType: 'trial',
      startsAt: '0000-01-01',
      endsAt: '2027-01-01',
      maxStudents: 1,
      maxTeachers: 1,
      maxClassrooms: 1,
    });
    refused(response, 'startsAt');
  });

  it('a report and the audit trail asked from year 0 or to 9999', async () => {
    refused(
      await t.request(manager, 'GET', `${levelsUrl(REPORTS_PATHS.reports)}?from=0000-01-01`),
      'from',
    );
    refused(
      await t.request(manager, 'GET', `${levelsUrl(REPORTS_PATHS.reports)}?to=9999-12-31`),
      'to',
    );
    const to = encodeURIComponent('9999-12-31T23:59:59.999Z');
    refused(await t.request(admin, 'GET', `${usersUrl(AUDIT_PATHS.list)}?to=${to}`), 'to');
  });

  it('a live class starting in 9999', async () => {
    const response = await t.request(manager, 'POST', levelsUrl(LIVE_PATHS.create), {
      title: 'Far future',
      startsAt: '9999-12-31T23:00:00.000Z',
      durationMinutes: 120,
      minUsers: 1,
      maxUsers: 5,
    });
    refused(response, 'startsAt');
  });

  it('none of it reached the error log', () => {
    expect(t.logs().filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});
