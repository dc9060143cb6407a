import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { sheetRows } from './support/service';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** The admin edits Dar Al Ilm's location on the organisations screen. */
async function moveDarAlIlm(page: Page, location: string) {
  await page.goto(`${suite.server.url}/organizations`);
  await page
    .getByRole('row', { name: /Dar Al Ilm/ })
    .getByRole('button', { name: 'Edit Dar Al Ilm' })
    .click();
  const form = page.getByRole('form', { name: 'Edit organization' });
  await form.getByLabel('Company location').fill(location);
  await form.getByRole('button', { name: 'Save organization' }).click();
  await page.getByText('Organization updated successfully').waitFor();
}

/** The browser's calendar day, `days` from today, as a date field takes it. */
const dayIn = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

/** A users-service GET from the page, with its stored token: the status and the body. */
const apiGet = (page: Page, path: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(`/api/users/${address}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, path);

describe('the audit trail in Chromium', () => {
  it(
    'an admin changes an organisation, then finds the change, filters it by table and day, and exports it',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await moveDarAlIlm(page, 'Alexandria');

      // The newest organisation entry is the change just made, by whom and where.
      await page.goto(`${url}/audit`);
      const entry = page.getByRole('row', { name: /Organizations · Changed/ }).first();
      await entry.waitFor();
      expect(await entry.textContent()).toContain('Amina Haddad');
      expect(await entry.textContent()).toContain('Dar Al Ilm');
      await screenshot(page, '80-audit');
      await checkOnPhone(page, '80-audit');

      await entry.getByRole('button', { name: /^Details of Organizations · Changed/ }).click();
      const diff = page.getByTestId('audit-diff');
      const location = diff.getByTestId('audit-field-company_location');
      await location.waitFor();
      expect(await location.textContent()).toBe('company_locationChangedCairoAlexandria');
      expect(await diff.textContent()).toContain('PUT /api/users/v1/organization/:id');
      expect(await diff.textContent()).toContain('Amina Haddad');
      await screenshot(page, '81-audit-details');
      await checkOnPhone(page, '81-audit-details');
      await page.keyboard.press('Escape');
      await diff.waitFor({ state: 'detached' });

      // The filters live in the address: the table, then the day (today's, then yesterday's).
      await page.getByLabel('What', { exact: true }).selectOption('organizations');
      await page.waitForURL(`${url}/audit?table=organizations`);
      const [today, yesterday] = [await dayIn(page, 0), await dayIn(page, -1)];
      await page.getByLabel('From', { exact: true }).fill(today);
      await page.getByLabel('To', { exact: true }).fill(today);
      await page.waitForURL(`${url}/audit?table=organizations&from=${today}&to=${today}`);
      // The earlier page stays shown while the filtered one loads: wait for the filtered rows.
      const rows = page.getByTestId('audit-table').locator('tbody tr');
      const onlyOrganizations = async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Organizations ·'));
      };
      await expect.poll(onlyOrganizations).toBe(true);
      await page.getByLabel('From', { exact: true }).fill(yesterday);
      await page.getByLabel('To', { exact: true }).fill(yesterday);
      await page.getByText('No entry matches these filters.').waitFor();
      expect(await page.getByTestId('audit-export').isDisabled()).toBe(true);
      await page.getByLabel('To', { exact: true }).fill(today);
      await page.getByLabel('From', { exact: true }).fill(today);
      await entry.waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export .xlsx' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const sheet = await sheetRows<string>(download);
      expect(sheet[0]).toEqual([
        'Time (UTC)',
        'Organisation',
        'Who',
        'E-mail',
        'Table',
        'Action',
        'Record',
        'Changed',
        'Before',
        'After',
        'Route',
        'Request id',
      ]);
      expect(sheet.length).toBeGreaterThan(1);
      expect(sheet.slice(1).every((row) => row[4] === 'organizations')).toBe(true);
      const change = sheet.find((row) => String(row[9]).includes('"Alexandria"'));
      expect(change?.slice(1, 6)).toEqual([
        'Dar Al Ilm',
        'Amina Haddad',
        'admin@demo.test',
        'organizations',
        'update',
      ]);
      expect(change?.[8]).toContain('"Cairo"');
      await page.getByText('File downloaded').waitFor();
      await page.getByRole('button', { name: 'Dismiss notification' }).click();

      // In Arabic, right to left, with the same filters.
      await page.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(page);
      await page.getByRole('heading', { name: 'سجل التدقيق' }).waitFor();
      const arabicEntry = page.getByRole('row', { name: /المؤسسات · تعديل/ }).first();
      await arabicEntry.waitFor();
      expect(await page.getByLabel('من', { exact: true }).inputValue()).toBe(today);
      await screenshot(page, '82-audit-arabic');
      await checkOnPhone(page, '82-audit-arabic');
      await arabicEntry.getByRole('button', { name: /^تفاصيل المؤسسات · تعديل/ }).click();
      await diff.getByTestId('audit-field-company_location').waitFor();
      expect(await diff.getByRole('columnheader').allTextContents()).toEqual([
        'الحقل',
        'قبل',
        'بعد',
      ]);
      await screenshot(page, '83-audit-details-arabic');
      await checkOnPhone(page, '83-audit-details-arabic');
      const [arabicDownload] = await Promise.all([
        page.waitForEvent('download'),
        (async () => {
          await page.keyboard.press('Escape');
          await diff.waitFor({ state: 'detached' });
          await page.getByRole('button', { name: 'تصدير بصيغة xlsx' }).click();
        })(),
      ]);
      expect((await sheetRows<string>(arabicDownload))[0]?.[0]).toBe('الوقت (UTC)');
      await page.getByText('تم تنزيل الملف').waitFor();
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'the manager reads only Nour Academy’s entries',
    async () => {
      const url = suite.server.url;
      const admin = await suite.newPage();
      await logIn(admin, url, 'admin@demo.test');
      await moveDarAlIlm(admin, 'Giza');
      const organizations = await apiGet(admin, 'v1/organization?search=Dar');
      const dar = (organizations.body as { data: { result: { id: string; name: string }[] } }).data
        .result[0]!;
      expect(dar.name).toBe('Dar Al Ilm');
      await admin.context().close();

      const page = await suite.newPage();
      await logIn(page, url, 'manager@demo.test');
      await page.goto(`${url}/classes`);
      await page.getByRole('button', { name: 'New class' }).click();
      const form = page.getByTestId('class-form-modal');
      await form.getByLabel('Class name').fill('Audit check');
      await form.getByRole('button', { name: 'Save class' }).click();
      await page.getByText('Class Created Successfully!').waitFor();

      await page
        .getByRole('navigation', { name: /main/i })
        .getByRole('link', { name: 'Audit trail' })
        .click();
      await page.waitForURL(`${url}/audit`);
      const created = page.getByRole('row', { name: /Classes · Created/ }).first();
      await created.waitFor();
      expect(await created.textContent()).toContain('Omar Khalil');
      // No organisation to choose: the manager's own is the only one.
      expect(await page.getByLabel('Organization', { exact: true }).count()).toBe(0);
      await created.getByRole('button', { name: /^Details of Classes · Created/ }).click();
      const diff = page.getByTestId('audit-diff');
      expect(await diff.getByTestId('audit-field-name').textContent()).toBe('name—Audit check');
      expect(await diff.textContent()).toContain('Nour Academy');
      await page.keyboard.press('Escape');
      await diff.waitFor({ state: 'detached' });

      // The admin's change to Dar Al Ilm is not there, on the screen or through the service.
      await page.getByLabel('What', { exact: true }).selectOption('organizations');
      await page.waitForURL(`${url}/audit?table=organizations`);
      await page.getByText('No entry matches these filters.').waitFor();
      await screenshot(page, '84-audit-manager');
      await checkOnPhone(page, '84-audit-manager');
      const own = await apiGet(page, 'v1/audit?pageSize=100');
      expect(own.status).toBe(200);
      const entries = (
        own.body as { data: { result: { organization: { name: string } | null }[] } }
      ).data.result;
      expect(entries.length).toBeGreaterThan(0);
      expect(new Set(entries.map((e) => e.organization?.name))).toEqual(new Set(['Nour Academy']));
      expect((await apiGet(page, `v1/audit?organizationId=${dar.id}`)).status).toBe(404);
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
