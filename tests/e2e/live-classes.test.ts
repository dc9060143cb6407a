import { jwtVerify } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { LiveClass, MeetingReport } from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { MEETING_KEYS_PATH, type MeetingSignature } from '../../contract/meetings';
import { SERVICE_PREFIX, USERS_PATHS } from '../../contract/paths';
import { standInCredentials, testMeetingKeys, zoomEnv } from '../server/support/meetings';
import { startZoomStandIn, type ZoomStandIn } from '../server/support/zoom-stand-in';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PASSWORD, logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE } from './support/phone';
import { useServerAndBrowser } from './support/suite';

/**
 * The live classes in Chromium against the real service: the managers' screen (the sheet upload,
 * approving, the assign picker, the week), the teachers' screen (their classes, taking one,
 * joining a Live one with its heartbeat), and the attendance report. The Zoom provider talks to
 * the server tests' local stand-in of Zoom's endpoints, whose address the server gets as ZOOM_*.
 */
const keys = testMeetingKeys();
let standIn: ZoomStandIn | undefined;
const suite = useServerAndBrowser({
  env: async () => {
    standIn = await startZoomStandIn(standInCredentials(keys));
    return zoomEnv(standIn, 5000);
  },
});
afterAll(async () => {
  await standIn?.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The demo's class of Huda's that is Live from the seeding moment (server/db/demo-live-classes.ts). */
const LIVE_DEMO = { title: 'Ba and Ta practice', meetingId: '81000000002', seededMinutes: 11 };

/** The sheet's classes: three ahead (clear of Huda's demo classes) and one that already began. */
const SHEET = {
  assigned: { title: 'Sheet: Alif words', duration: 45, startsIn: 2 * HOUR },
  past: { title: 'Sheet: Yesterday', duration: 30, startsIn: -DAY },
  taken: { title: 'Sheet: Ba words', duration: 30, startsIn: 3 * HOUR },
  spare: { title: 'Sheet: Ta words', duration: 60, startsIn: 4 * HOUR },
} as const;

/** `start date` as the sheet wants it: day/month/year hours:minutes, in UTC (SHEET_TIME_ZONE). */
function sheetStart(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

/** Exactly the columns title, duration, start date; rows 2, 4, 5 good, row 3 in the past. */
function classesWorkbook(now = Date.now()): Buffer {
  // Whole minutes ahead, so a good start is still ahead when the commit checks it again.
  const at = (offset: number) => new Date(Math.ceil((now + offset) / 60_000) * 60_000);
  const rows = [SHEET.assigned, SHEET.past, SHEET.taken, SHEET.spare].map((row) => [
    row.title,
    row.duration,
    sheetStart(at(row.startsIn)),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([['title', 'duration', 'start date'], ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Live classes');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A call to the running server with a bearer token; answers the status and the JSON body. */
async function api<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${suite.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, text };
}

const levels = (path: string) => `${SERVICE_PREFIX.levels}/${path}`;
const tokenOf = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';

/** The organisation's classes whose title contains `search`, as the manager reads them. */
async function classesNamed(token: string, search: string): Promise<LiveClass[]> {
  const query = new URLSearchParams({ search, pageSize: '50' });
  const answer = await api<{ data: { result: LiveClass[] } }>(
    token,
    'GET',
    `${levels(LIVE_PATHS.list)}?${query.toString()}`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.result;
}

async function classNamed(token: string, title: string): Promise<LiveClass> {
  const found = (await classesNamed(token, title)).filter((c) => c.title === title);
  expect(found, title).toHaveLength(1);
  return found[0]!;
}

async function attendanceOf(token: string, meetingId: string) {
  const answer = await api<{ data: MeetingReport }>(
    token,
    'GET',
    levels(LIVE_PATHS.report(meetingId)),
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.attendees;
}

const row = (page: Page, title: string) =>
  page.getByTestId('live-class-table').getByRole('row', { name: new RegExp(title) });

async function toLanguage(page: Page, language: 'ar' | 'en') {
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.reload();
}

/** What the tests below share (they run in order): the class ids by name, the two pages. */
const ids: Partial<Record<keyof typeof SHEET, string>> = {};
const pages: { manager?: Page; huda?: Page } = {};
const managerPage = () => {
  expect(pages.manager, 'the first test logs the manager in').toBeDefined();
  return pages.manager!;
};
const hudaPage = () => {
  expect(pages.huda, 'an earlier test logs Huda in').toBeDefined();
  return pages.huda!;
};
const LIMIT = { timeout: 180_000 };

describe('live classes in Chromium', () => {
  it(
    'a manager uploads a sheet of 3 good rows and a past one; the report says why; the 3 are created',
    LIMIT,
    async () => {
      const page = await suite.newPage();
      pages.manager = page;
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      await page.goto(`${url}/live-classes/manager`);
      await page.getByTestId('live-class-table').waitFor();
      await row(page, LIVE_DEMO.title).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await checkOnPhone(page, '60-live-classes-list');

      // The guided sheet upload: the dry run's report, then the commit of the good rows.
      await page.getByRole('button', { name: 'Upload a sheet' }).click();
      const wizard = page.getByTestId('sheet-wizard');
      await wizard.getByLabel('Sheet file').setInputFiles({
        name: 'live-classes.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: classesWorkbook(),
      });
      await wizard
        .getByTestId('sheet-file-chosen')
        .getByText(/live-classes\.xlsx/)
        .waitFor();
      await wizard.getByRole('button', { name: 'Check the rows' }).click();
      await wizard.getByTestId('sheet-counts').waitFor({ timeout: 20_000 });
      expect(await wizard.getByTestId('sheet-count-total').textContent()).toBe('4');
      expect(await wizard.getByTestId('sheet-count-valid').textContent()).toBe('3');
      expect(await wizard.getByTestId('sheet-count-invalid').textContent()).toBe('1');
      const pastRow = wizard.getByTestId('sheet-row-3');
      expect(await pastRow.textContent()).toContain(SHEET.past.title);
      expect(await pastRow.textContent()).toContain('start date: Should be in future');
      for (const good of [2, 4, 5]) {
        expect(await wizard.getByTestId(`sheet-row-${good}`).textContent()).toContain(
          'Ready to create',
        );
      }
      await screenshot(page, '61-live-classes-sheet-report');
      await checkOnPhone(page, '61-live-classes-sheet-report');

      await wizard.getByRole('button', { name: 'Create the live classes (3)' }).click();
      const done = wizard.getByTestId('sheet-done');
      await done.waitFor({ timeout: 20_000 });
      expect(await done.textContent()).toContain('Live classes created: 3');
      expect(await done.textContent()).toContain('Rows skipped: 1');
      await page.getByText('3 live classes created').waitFor();
      await checkOnPhone(page, '61-live-classes-sheet-done');
      await wizard.getByTestId('sheet-close').click();
      await wizard.waitFor({ state: 'detached' });

      // The three are in the list, awaiting approval and without a teacher; the past one is not.
      await page.getByLabel('Search by title').fill('Sheet');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/search=Sheet/);
      for (const good of [SHEET.assigned, SHEET.taken, SHEET.spare]) {
        await row(page, good.title).getByText('Awaiting approval').waitFor();
        expect(await row(page, good.title).textContent()).toContain('No teacher');
      }
      await expect.poll(() => row(page, 'Sheet: ').count()).toBe(3);
      expect(await row(page, SHEET.past.title).count()).toBe(0);
      const token = await tokenOf(page);
      for (const name of ['assigned', 'taken', 'spare'] as const) {
        const created = await classNamed(token, SHEET[name].title);
        expect(created).toMatchObject({ approval: 'unapproved', invalidReason: 'noTeacher' });
        ids[name] = created.id;
      }
      await screenshot(page, '62-live-classes-sheet-in-list');
    },
  );

  it(
    'the manager approves two of them and assigns Huda to one through the picker',
    LIMIT,
    async () => {
      const page = managerPage();
      const approve = async (title: string) => {
        await page.getByRole('button', { name: `Approve ${title}` }).click();
        const dialog = page.getByTestId('confirm-dialog');
        await dialog.getByText(`Approve the live class ${title}?`).waitFor();
        await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
        await page.getByText('Live class is approved successfully!').last().waitFor();
        await row(page, title).getByText('Approved, needs a teacher', { exact: true }).waitFor();
      };
      await approve(SHEET.assigned.title);

      await page.getByRole('button', { name: `Assign teacher to ${SHEET.assigned.title}` }).click();
      const picker = page.getByTestId('assign-teacher-modal');
      const huda = picker.getByRole('radio', { name: /Huda Saleh/ });
      await huda.waitFor();
      // Huda is free then: she is not marked busy (her Live demo class ends well before).
      await picker.getByText('Checking who is free at that time…').waitFor({ state: 'detached' });
      expect(await picker.getByText('Busy', { exact: true }).count()).toBe(0);
      await huda.check();
      await checkOnPhone(page, '62-live-classes-assign');
      await picker.getByTestId('assign-teacher-save').click();
      await page.getByText('Teacher is assigned successfully!').waitFor();
      await picker.waitFor({ state: 'detached' });
      await row(page, SHEET.assigned.title).getByText('Huda Saleh').waitFor();
      // The other stays without a teacher: approved, it is available for a teacher to take.
      await approve(SHEET.taken.title);

      const token = await tokenOf(page);
      expect(await classNamed(token, SHEET.assigned.title)).toMatchObject({
        teacherName: 'Huda Saleh',
        approval: 'approved',
        validity: 'valid',
        invalidReason: null,
      });
      expect(await classNamed(token, SHEET.taken.title)).toMatchObject({
        approval: 'approved',
        teacherId: null,
      });
      expect(await classNamed(token, SHEET.spare.title)).toMatchObject({ approval: 'unapproved' });
      await screenshot(page, '62-live-classes-approved-assigned');
      await checkOnPhone(page, '62-live-classes-approved-assigned');
    },
  );

  it("the manager's week calendar and list, in English and in Arabic", LIMIT, async () => {
    const page = managerPage();
    const url = suite.server.url;
    const assigned = await classNamed(await tokenOf(page), SHEET.assigned.title);
    // The week of the assigned class, in the browser's own days.
    const day = new Date(assigned.startsAt).toLocaleDateString('en-CA');
    await page.goto(`${url}/live-classes/manager?view=week&week=${day}`);
    await page.getByTestId('week-calendar').waitFor();
    await page.getByTestId(`week-class-${ids.assigned}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, '63-live-classes-week');
    await checkOnPhone(page, '63-live-classes-week');

    await toLanguage(page, 'ar');
    await page.getByRole('heading', { name: 'الحصص المباشرة' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('navigation', { name: 'الأسابيع' }).waitFor();
    await page.getByTestId(`week-class-${ids.assigned}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, '64-live-classes-week-ar');
    await checkOnPhone(page, '64-live-classes-week-ar');

    await page.goto(`${url}/live-classes/manager?search=Sheet`);
    await row(page, SHEET.assigned.title).getByText('معتمد، لم يبدأ', { exact: true }).waitFor();
    await screenshot(page, '64-live-classes-list-ar');
    await checkOnPhone(page, '64-live-classes-list-ar');
    await toLanguage(page, 'en');
  });

  it(
    'Huda, on a 390 px phone, sees the class she was given and takes an available one',
    LIMIT,
    async () => {
      expect(ids.assigned, 'the sheet test made the classes').toBeDefined();
      const url = suite.server.url;
      // Huda teaches from her phone: every step below happens at 390 px.
      const page = await suite.newPage();
      await page.setViewportSize(PHONE);
      pages.huda = page;
      await logIn(page, url, 'huda@demo.test');
      await page.goto(`${url}/live-classes/my-classes`);
      await page.getByTestId('my-classes-upcoming-list').waitFor();

      // The class the manager gave her: approved, ahead, Join not open until it starts.
      const mine = page.getByTestId(`my-class-${ids.assigned}`);
      await mine.getByText(SHEET.assigned.title).waitFor();
      await mine.getByText('Approved, not started', { exact: true }).waitFor();
      expect(await page.getByTestId(`my-class-join-${ids.assigned}`).isDisabled()).toBe(true);
      await mine.getByText('Join opens when the class starts.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, '65-my-classes-upcoming');
      await checkOnPhone(page, '65-my-classes-upcoming');

      // The approved class without a teacher is hers to take.
      await page.getByTestId('my-live-classes-tab-available').click();
      await page.getByTestId(`available-${ids.taken}`).waitFor();
      await checkOnPhone(page, '65-my-classes-available');
      await page.getByRole('button', { name: `Take this class: ${SHEET.taken.title}` }).click();
      const dialog = page.getByTestId('confirm-dialog');
      await dialog.getByText(`You will teach "${SHEET.taken.title}"`).waitFor();
      await dialog.getByRole('button', { name: 'Take this class' }).click();
      await page.getByText('Live Class Accepted Successfully!').waitFor();
      await page.getByTestId(`available-${ids.taken}`).waitFor({ state: 'detached' });
      await page.getByTestId('my-live-classes-tab-upcoming').click();
      await page.getByTestId(`my-class-${ids.taken}`).waitFor();
      const taken = await classNamed(await tokenOf(managerPage()), SHEET.taken.title);
      expect(taken.teacherName).toBe('Huda Saleh');
    },
  );

  it(
    'Huda joins her Live class from her phone: the signature, her attendance and a heartbeat; the report records her',
    LIMIT,
    async () => {
      const url = suite.server.url;
      const zoom = standIn!;
      const page = hudaPage();
      const managerToken = await tokenOf(managerPage());

      // The platform's meeting keys, written by the HAD admin (w Configurations).
      const login = await fetch(`${url}${SERVICE_PREFIX.users}/${USERS_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const adminToken = ((await login.json()) as { data: { accessToken: string } }).data
        .accessToken;
      const keysPath = `${SERVICE_PREFIX.settings}/${MEETING_KEYS_PATH}`;
      const saved = await api(adminToken, 'PUT', keysPath, keys);
      expect(saved.status, saved.text).toBe(200);
      const status = await api<{ data: { configured: boolean } }>(adminToken, 'GET', keysPath);
      expect(status.body.data.configured).toBe(true);

      // Her demo class is Live now and has its meeting: Join is open. Her attendance so far.
      const live = await classNamed(managerToken, LIVE_DEMO.title);
      expect(live).toMatchObject({ meetingId: LIVE_DEMO.meetingId, timing: 'live' });
      const hudaLine = async () =>
        (await attendanceOf(managerToken, LIVE_DEMO.meetingId)).find(
          (line) => line.name === 'Huda Saleh' && line.role === 'teacher',
        );
      expect((await hudaLine())?.minutes).toBe(LIVE_DEMO.seededMinutes);

      const card = page.getByTestId(`my-class-${live.id}`);
      await card.getByText('Live', { exact: true }).waitFor();
      const join = page.getByTestId(`my-class-join-${live.id}`);
      expect(await join.isEnabled()).toBe(true);
      const signed = page.waitForResponse((r) => r.url().includes(LIVE_PATHS.teacherSignature));
      const joined = page.waitForResponse((r) => r.url().includes('/teachers/join'));
      await join.click();

      // The signature: the meeting's id, the SDK key, Zoom's host key from the stand-in, signed
      // with the SDK secret as a host (role 1).
      const signature = await signed;
      expect(signature.status()).toBe(200);
      const meeting = ((await signature.json()) as { data: MeetingSignature }).data;
      expect(meeting).toMatchObject({
        meetingId: LIVE_DEMO.meetingId,
        sdkKey: keys.sdkKey,
        zak: zoom.zak,
        userName: 'Huda Saleh',
      });
      const { payload } = await jwtVerify(
        meeting.signature,
        new TextEncoder().encode(keys.sdkSecret),
      );
      expect(payload).toMatchObject({ mn: LIVE_DEMO.meetingId, role: 1, sdkKey: keys.sdkKey });
      // The provider got its token with the stored keys and read the host key; the class has a
      // meeting already, so none was made.
      expect(zoom.tokenCalls().length).toBeGreaterThanOrEqual(1);
      expect(zoom.calls.some((call) => call.url === '/v2/users/me/token?type=zak')).toBe(true);
      expect(zoom.meetingCalls()).toEqual([]);

      expect((await joined).status()).toBe(200);
      const panel = page.getByTestId('in-class-panel');
      await panel.getByText(`In class: ${LIVE_DEMO.title}`).waitFor();
      expect(await panel.getByTestId('in-class-meeting-id').textContent()).toBe(
        LIVE_DEMO.meetingId,
      );
      await panel.getByText('You are marked present.').waitFor();
      await card.getByText('You are in this class.').waitFor();
      // While she is in one class, Join of the others waits.
      expect(await page.getByTestId(`my-class-join-${ids.assigned}`).isDisabled()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, '66-my-classes-in-class');
      await checkOnPhone(page, '66-my-classes-in-class');

      // The report sees her in the class at once (a fresh, open span).
      await expect.poll(async () => (await hudaLine())?.leftAt, { timeout: 10_000 }).toBeNull();

      // The first heartbeat goes HEARTBEAT_SECONDS (30) after the join.
      const beat = await page.waitForResponse((r) => r.url().includes('/teachers/heartbeat'), {
        timeout: 60_000,
      });
      expect(beat.status()).toBe(200);
      await panel.getByText('Your presence was confirmed.').waitFor();

      // The report: her seeded 11 minutes and this stay of at least 30 s more, still there.
      const after = await hudaLine();
      expect(after?.leftAt).toBeNull();
      expect(after?.minutes).toBe(LIVE_DEMO.seededMinutes + 1);

      // The manager's report of the class says the same.
      const manager = managerPage();
      await manager.goto(`${url}/live-classes/manager?search=${encodeURIComponent('Ba and Ta')}`);
      await manager.getByRole('button', { name: `Report of ${LIVE_DEMO.title}` }).click();
      const report = manager.getByTestId('report-modal');
      const hudaRow = report.getByRole('row', { name: /Huda Saleh/ });
      await hudaRow.getByText('Still there').waitFor();
      expect(await hudaRow.textContent()).toContain('Teacher');
      await screenshot(manager, '67-live-classes-report');
      await checkOnPhone(manager, '67-live-classes-report');

      // Leaving ends the stay in the console.
      await panel.getByTestId('in-class-leave').click();
      await panel.getByText(`You left ${LIVE_DEMO.title}.`).waitFor();

      // Her screen in Arabic, right to left.
      await toLanguage(page, 'ar');
      await page.getByRole('heading', { name: 'حصصي المباشرة' }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await page.getByTestId(`my-class-${ids.assigned}`).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, '68-my-classes-ar');
      await checkOnPhone(page, '68-my-classes-ar');
      await page.context().close();
      await manager.context().close();
    },
  );
});
