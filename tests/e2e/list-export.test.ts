import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { SERVICE_PREFIX, USERS_PATHS } from '../../contract/paths';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** More organisations than one page of the list (20) holds, all named in Arabic. */
const SCHOOLS = Array.from({ length: 25 }, (_, i) => `مدرسة الفجر ${i + 1}`);

const tokenOf = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';

async function createSchool(token: string, name: string, n: number) {
  const response = await fetch(
    `${suite.server.url}${SERVICE_PREFIX.users}/${USERS_PATHS.organizations}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        company_location: 'عمّان',
        contractType: 'annual',
        startsAt: '2026-01-01',
        endsAt: '2030-12-31',
        maxStudents: 10_000 + n,
        maxTeachers: 10,
        maxClassrooms: 5,
      }),
    },
  );
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Chooses a format in the export menu and waits for the browser's download. */
async function exportAs(page: Page, format: 'xlsx' | 'csv'): Promise<Download> {
  await page.getByTestId('org-export').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`org-export-${format}`).click(),
  ]);
  return download;
}

const rowsOf = (book: XLSX.WorkBook) =>
  XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });

describe('list exports in Chromium', () => {
  it('an admin exports the organisations a search selects, page after page, to .xlsx and .csv in Arabic', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    const token = await tokenOf(page);
    for (const [i, name] of SCHOOLS.entries()) await createSchool(token, name, i + 1);

    await page.getByRole('button', { name: /العربية/ }).click();
    await rightToLeft(page);
    await page.goto(`${suite.server.url}/organizations?search=${encodeURIComponent('الفجر')}`);
    await page.getByRole('row', { name: /مدرسة الفجر 1\b/ }).waitFor();

    const workbook = await exportAs(page, 'xlsx');
    expect(workbook.suggestedFilename()).toMatch(/^organizations-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(await bytesOf(workbook), { type: 'buffer' });
    const rows = rowsOf(book);
    // The headers in the page's language, then both pages of the search and nothing else.
    expect(rows[0]!.slice(0, 2)).toEqual(['اسم الشركة', 'موقع الشركة']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([...SCHOOLS].sort());
    expect(rows[1]![1]).toBe('عمّان');
    expect(book.Workbook?.Views?.[0]?.RTL).toBe(true);
    await page.getByText(workbook.suggestedFilename(), { exact: false }).waitFor();
    await screenshot(page, '90-organizations-export');

    const csv = await exportAs(page, 'csv');
    expect(csv.suggestedFilename()).toMatch(/^organizations-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await bytesOf(csv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\n')[0]).toContain('اسم الشركة');
    for (const name of SCHOOLS) expect(text).toContain(name);
    expect(rowsOf(XLSX.read(text, { type: 'string' }))).toHaveLength(1 + SCHOOLS.length);
    await checkOnPhone(page, '90-organizations-export');
    await page.context().close();
  });
});
