import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('organisations and the dashboard report in Chromium', () => {
  it('an admin pauses and reactivates Nour Academy and downloads its student codes', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await page.goto(`${suite.server.url}/organizations`);
    const row = page.getByRole('row', { name: /Nour Academy/ });
    await row.waitFor();
    await checkOnPhone(page, '20-organizations');

    await row.getByRole('button', { name: 'Pause Nour Academy' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(/active students: \d+/).waitFor();
    await screenshot(page, '21-pause-confirmation');
    await checkOnPhone(page, '21-pause-confirmation');
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Organization paused successfully').waitFor();
    await row.getByText('Paused').waitFor();

    await row.getByRole('button', { name: 'Reactivate Nour Academy' }).click();
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByText('Organization reactivated successfully').waitFor();
    await row.getByText('Active').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download the student codes of Nour Academy' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('students-Nour Academy.csv');
    const text = Buffer.concat(await streamOf(download)).toString('utf8');
    expect(text.startsWith('\uFEFF"code"') || text.startsWith('\uFEFFcode')).toBe(true);
    expect(text).toContain('NOUR-S-0001');
    await page.getByText('File downloaded').waitFor();
    await screenshot(page, '22-organizations');
    await page.context().close();
  });

  it('the dashboard shows the organisation report in Arabic, right to left', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.getByTestId('report-card-students').waitFor();
    await checkOnPhone(page, '23-dashboard-report');
    await page.getByRole('button', { name: /العربية/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.getByTestId('org-report').textContent())
      .toMatch(/[\u0600-\u06FF]/);
    expect(await page.getByTestId('seats-chart').count()).toBe(1);
    await screenshot(page, '23-dashboard-report-arabic');
    await checkOnPhone(page, '23-dashboard-report-arabic');
    await page.context().close();
  });
});

async function streamOf(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return chunks;
}
