import { expect, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** Waits until the element reads exactly `text` (a figure, a count): the data is refetched. */
async function waitForText(page: Page, testId: string, text: string) {
  await page
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
}

/** The number of a figure of the waiting list view. */
async function waitForFigure(page: Page, key: string, value: string) {
  await page
    .getByTestId(`students-stats-${key}`)
    .locator('dd')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor();
}

describe('a class and its students in Chromium', () => {
  it("Alif's screen shows each student's progress from the demo's graded attempts, in both languages", async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.goto(`${suite.server.url}/classes`);
    await page.getByRole('row', { name: /Alif/ }).getByRole('link', { name: 'Alif' }).click();
    const progress = page.getByTestId('class-progress-table');
    // Students 01-04 have graded attempts in the demo; student 05 has none yet.
    const ahmad = progress.getByRole('row', { name: /Ahmad Mansour/ });
    await expect.poll(() => ahmad.getByRole('cell').nth(2).textContent()).toMatch(/^\d+(\.\d)?%$/);
    await progress
      .getByRole('row', { name: /Youssef Darwish/ })
      .getByText('Not yet')
      .waitFor();
    await page.getByTestId('class-progress').scrollIntoViewIfNeeded();
    await screenshot(page, '36-class-progress');
    await checkOnPhone(page, '36-class-progress');
    await page.getByRole('button', { name: /العربية/ }).click();
    await page.getByRole('heading', { name: 'التقدّم' }).waitFor();
    await progress
      .getByRole('row', { name: /Youssef Darwish/ })
      .getByText('لم يبدأ بعد')
      .waitFor();
    await checkOnPhone(page, '36-class-progress-arabic');
    await page.context().close();
  });

  it('a manager fills a new class from the waiting list, moves two to Alif and archives it', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');

    // The seeded waiting list: three students in no class.
    await page.goto(`${suite.server.url}/classes?view=waiting`);
    await waitForFigure(page, 'waiting', '3');
    await expect.poll(() => page.getByTestId('waiting-table').locator('tbody tr').count()).toBe(3);
    await screenshot(page, '32-waiting-list');
    await checkOnPhone(page, '32-waiting-list');

    const views = page.getByRole('navigation', { name: 'Classes and waiting list' });
    await views.getByRole('link', { name: 'Classes' }).click();
    await page.getByRole('button', { name: 'New class' }).click();
    const form = page.getByTestId('class-form-modal');
    await form.getByLabel('Class name').fill('Jim');
    await form.getByRole('option', { name: 'Huda Saleh' }).waitFor({ state: 'attached' });
    await form.getByLabel('Teacher').selectOption({ label: 'Huda Saleh' });
    await form.getByRole('button', { name: 'Save class' }).click();
    await page.getByText('Class Created Successfully!').waitFor();

    await page.getByRole('link', { name: 'Jim', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Jim' }).waitFor();
    await waitForText(page, 'class-info-teacher', 'Huda Saleh');
    await waitForText(page, 'class-info-students', '0');
    await page.getByTestId('class-students-empty').waitFor();
    await checkOnPhone(page, '33-class-detail-empty');

    await page.getByRole('button', { name: 'Add students' }).click();
    const picker = page.getByTestId('add-students-modal');
    await picker.getByTestId('add-students').waitFor();
    expect(await picker.locator('tbody tr').count()).toBe(3);
    await picker.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await screenshot(page, '33-add-students');
    await checkOnPhone(page, '33-add-students');
    await picker.getByRole('button', { name: 'Add selected (3)' }).click();
    await page.getByText('Students added successfully').waitFor();
    await waitForText(page, 'class-info-students', '3');
    await page.getByTestId('class-students').locator('tbody tr').nth(2).waitFor();

    const boxes = page.getByTestId('class-students').locator('tbody input[type=checkbox]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await waitForText(page, 'selected-count', 'Selected: 2');
    await page.getByRole('button', { name: 'Move to another class' }).click();
    const move = page.getByTestId('move-students-modal');
    await move.getByRole('option', { name: 'Alif' }).waitFor({ state: 'attached' });
    await move.getByLabel('Move to').selectOption({ label: 'Alif' });
    await checkOnPhone(page, '33-move-students');
    await move.getByRole('button', { name: 'Move students' }).click();
    await page.getByText('Successfully moved students').waitFor();
    await waitForText(page, 'class-info-students', '1');
    expect(await page.getByTestId('class-students').locator('tbody tr').count()).toBe(1);

    await page.getByTestId('class-archive').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Class Archived Successfully!').waitFor();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('class-detail-page').getByText('Archived', { exact: true }).waitFor();
    await screenshot(page, '34-class-detail');
    await checkOnPhone(page, '34-class-detail');

    await page.getByRole('link', { name: 'Back to classes' }).click();
    const alif = page.getByRole('row', { name: /Alif/ });
    await alif.getByRole('cell', { name: '7', exact: true }).waitFor();
    // The student left in the archived class waits for a class again.
    await views.getByRole('link', { name: 'Waiting list' }).click();
    await waitForFigure(page, 'waiting', '1');

    await page.getByRole('button', { name: /العربية/ }).click();
    await rightToLeft(page);
    await page.getByRole('heading', { name: 'طلاب بانتظار فصل' }).waitFor();
    await screenshot(page, '35-waiting-list-arabic');
    await checkOnPhone(page, '35-waiting-list-arabic');
    await page.context().close();
  });
});
