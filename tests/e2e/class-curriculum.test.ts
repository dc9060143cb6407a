import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/*
 * The demo's class Alif (Nour Academy) follows "Letters and sounds": two units, the exam
 * "Letters and sounds: test" (6 points) and the assignment "Letters practice"; Khaled Odeh
 * (student03) took the exam twice, 2 then 4 of 6, as seeded through the service's grader.
 */
describe('a class’s units, exams and assignments in Chromium', () => {
  it('a manager reads the units, exams, assignments and a student’s exam results, in both languages', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.goto(`${suite.server.url}/classes`);
    await page.getByRole('link', { name: 'Alif', exact: true }).click();
    await page.getByTestId('class-detail-page').getByRole('heading', { name: 'Alif' }).waitFor();
    const classUrl = page.url();

    await page.getByTestId('class-tab-units').click();
    const units = page.getByTestId('class-units-table');
    await units.waitFor();
    expect(await units.getByRole('rowheader').allTextContents()).toEqual([
      'The first letters',
      'Words around us',
    ]);
    await screenshot(page, '155-class-units');
    await checkOnPhone(page, '155-class-units');

    await page.getByTestId('class-tab-assignments').click();
    const given = page.getByRole('row', { name: /Letters practice/ });
    await given.getByText('Assignment', { exact: true }).waitFor();
    await given.getByText('Open').waitFor();
    await checkOnPhone(page, '156-class-assignments');

    await page.getByTestId('class-tab-exams').click();
    const exam = page.getByRole('row', { name: /Letters and sounds: test/ });
    await exam.getByText('20 minutes').waitFor();
    // Three of the class's students took it (student01 to student03).
    await exam.getByText(/^3 of \d+$/).waitFor();
    await checkOnPhone(page, '157-class-exams');
    await exam.getByRole('link', { name: 'Results: Letters and sounds: test' }).click();
    await page.getByTestId('exam-results-pick').waitFor();
    await page.getByLabel('Student').selectOption({ label: 'Khaled Odeh' });
    const summary = page.getByTestId('exam-statistics-summary');
    await summary.waitFor();
    expect(await summary.getByTestId('exam-statistics-attempts').locator('dd').textContent()).toBe(
      '2',
    );
    expect(await summary.getByTestId('exam-statistics-best').locator('dd').textContent()).toBe(
      '67%',
    );
    const attempts = page.getByTestId('exam-statistics-attempts');
    await attempts
      .getByRole('row', { name: /4 of 6/ })
      .getByText('This class')
      .waitFor();
    await attempts.getByRole('row', { name: /2 of 6/ }).waitFor();
    expect(await page.getByTestId('exam-statistics-elements').getByRole('rowheader').count()).toBe(
      4,
    );
    await screenshot(page, '158-exam-statistics');
    await checkOnPhone(page, '158-exam-statistics');

    // The address keeps the exam and the student: reloaded in Arabic, the same results.
    const resultsUrl = page.url();
    expect(resultsUrl).toMatch(/\?tab=exams&exam=[0-9a-f-]+&student=[0-9a-f-]+$/);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    const arSummary = page.getByTestId('exam-statistics-summary');
    await arSummary.getByText('أفضل درجة').waitFor();
    expect(await arSummary.getByTestId('exam-statistics-best').locator('dd').textContent()).toBe(
      '67٪',
    );
    await page.getByRole('heading', { name: 'النتائج: اختبار الحروف والأصوات' }).waitFor();
    await page.getByTestId('exam-statistics-attempts').getByText('4 من 6').waitFor();
    await screenshot(page, '158-exam-statistics-ar');
    await checkOnPhone(page, '158-exam-statistics-ar');
    await page.getByTestId('class-tab-units').click();
    await page.getByTestId('class-units-table').getByText('الحروف الأولى').waitFor();
    await page.getByTestId('class-tab-assignments').click();
    await page.getByTestId('class-assignments-table').getByText('تمرين الحروف').waitFor();
    await checkOnPhone(page, '156-class-assignments-ar');
    await page.context().close();

    // The class's teacher reads the same results (r ClassRoomTeacher, their own class).
    const teacher = await suite.newPage();
    await logIn(teacher, suite.server.url, 'huda@demo.test');
    await teacher.goto(resultsUrl);
    expect(new URL(resultsUrl).pathname).toBe(new URL(classUrl).pathname);
    const seen = teacher.getByTestId('exam-statistics-summary');
    await seen.waitFor();
    expect(await seen.getByTestId('exam-statistics-best').locator('dd').textContent()).toBe('67%');
    await teacher.context().close();
  });
});
