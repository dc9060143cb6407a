import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS, type ClassProgress } from '../../contract/assessment';
import type { Element } from '../../contract/elements';
import { ASSIGNMENT_PATHS, type AssignmentWithElements } from '../../contract/assignments';
import { DEMO_CURRICULUM } from '../../server/db/demo-curriculum';
import { seriousAxeViolations } from './support/axe';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { downloadOf, levelsCall, sheetRows, tokenOf as serviceToken } from './support/service';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const tokenOf = (email: string) => serviceToken(suite.server.url, email);
const levels = <T>(token: string, path: string, body?: unknown) =>
  levelsCall<T>(suite.server.url, token, path, body);

/** The learner app's call: every question right, or only the first. */
async function submit(email: string, given: AssignmentWithElements, allRight: boolean) {
  const answers = given.elementList.map((element: Element, i) => ({
    elementId: element.id,
    choiceIds: element.answers
      .filter((answer) => (allRight || i === 0 ? answer.isCorrect : !answer.isCorrect))
      .slice(0, 1)
      .map((answer) => answer.id),
  }));
  return levels<{ score: number; maxScore: number }>(
    await tokenOf(email),
    ASSESSMENT_PATHS.attempts,
    { activityId: given.id, answers },
  );
}

describe('assignments in Chromium', () => {
  it(
    'the manager makes an assignment, gives it to Alif; after two attempts they read the scores, the class progress and the report, exported, in both languages',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      // Reached from the sidebar, as a manager would: Curriculum, then its Assignments.
      const sidebar = page.getByRole('navigation', { name: /main/i });
      await sidebar.getByRole('link', { name: 'Curriculum' }).click();
      await page.waitForURL(`${url}/curriculum/tests`);
      await sidebar.getByRole('link', { name: 'Assignments' }).click();
      await page.waitForURL(`${url}/curriculum/assignments`);
      await page.getByRole('heading', { name: 'Assignments' }).waitFor();
      // The demo's assignment is listed with its two submissions.
      await page
        .getByTestId('given-table')
        .getByRole('row', { name: /Letters practice/ })
        .waitFor();

      await page.getByTestId('given-new').click();
      const form = page.getByTestId('given-form');
      await form.getByLabel('Title in English').fill('Browser homework');
      await form.getByLabel('Title in Arabic').fill('واجب المتصفح');
      await form.getByLabel('Topic').selectOption({ label: DEMO_CURRICULUM[0]!.titleEn });
      const questions = form.getByTestId('given-element-choices').getByRole('checkbox');
      await questions.first().waitFor();
      await questions.nth(0).check();
      await questions.nth(1).check();
      await form.getByLabel('Alif', { exact: true }).check();
      const nextWeek = new Date(Date.now() + 7 * 86_400_000);
      const day = `${nextWeek.getFullYear()}-${String(nextWeek.getMonth() + 1).padStart(2, '0')}-${String(nextWeek.getDate()).padStart(2, '0')}`;
      await form.getByLabel('Due date for Alif').fill(day);
      await form.getByTestId('given-form-save').click();
      await page.getByText('Assignment Added Successfully').waitFor();
      await page.waitForURL(/\?id=[0-9a-f-]{36}$/);
      const id = new URL(page.url()).searchParams.get('id')!;
      await page.getByTestId('given-classes').getByText(/Alif/).waitFor();

      // Two students of Alif submit through the learner call.
      const manager = await tokenOf('manager@demo.test');
      const given = await levels<AssignmentWithElements>(manager, ASSIGNMENT_PATHS.one(id));
      const full = await submit('student03@demo.test', given, true);
      expect(full.score).toBe(full.maxScore);
      await submit('student04@demo.test', given, false);

      await page.reload();
      const table = page.getByTestId('given-submissions');
      await table
        .getByRole('row', { name: /Khaled/ })
        .getByText('100%')
        .first()
        .waitFor();
      expect(await table.getByRole('row', { name: /Khaled/ }).textContent()).toContain('On time');
      expect(await table.getByRole('row', { name: /Mariam/ }).textContent()).toContain('On time');
      expect(await table.getByRole('row', { name: /Youssef/ }).textContent()).toContain('Not yet');
      await screenshot(page, '95-assignment');
      await checkOnPhone(page, '95-assignment');

      // The attempts count in Alif's progress: Khaled's row has the service's figures.
      const alif = given.classRooms.find((room) => room.name === 'Alif')!;
      const progress = await levels<ClassProgress>(
        manager,
        ASSESSMENT_PATHS.classProgress(alif.classRoomId),
      );
      const khaled = progress.students.find((student) => student.firstName === 'Khaled')!;
      expect(Date.now() - Date.parse(khaled.lastActivityAt!)).toBeLessThan(10 * 60_000);
      await page.goto(`${url}/classes/${alif.classRoomId}`);
      const khaledRow = page.getByTestId(`class-progress-${khaled.userId}`);
      await expect
        .poll(() => khaledRow.getByRole('cell').nth(1).textContent())
        .toBe(String(khaled.attempts));

      // The report of Alif for today: the two, exported and read back.
      const today = new Date().toISOString().slice(0, 10);
      await page.goto(`${url}/reports?class=${alif.classRoomId}&from=${today}&to=${today}`);
      const learners = page.getByTestId('reports-learners-table');
      await learners.getByRole('row', { name: /student03@demo\.test/ }).waitFor();
      await page.getByTestId('reports-learners-export').click();
      const download = await downloadOf(page, () =>
        page.getByTestId('reports-learners-export-xlsx').click(),
      );
      const sheet = await sheetRows(download);
      const rowOf = (email: string) => sheet.find((row) => row[2] === email);
      expect(rowOf('student03@demo.test')?.slice(3, 6)).toEqual([1, 100, 100]);
      expect(rowOf('student04@demo.test')?.[3]).toBe(1);
      expect(rowOf('student04@demo.test')?.[4]).toBeLessThan(100);
      expect(sheet).toHaveLength(3);
      await page.goto(`${url}/curriculum/assignments?id=${id}`);
      await table.getByRole('row', { name: /Youssef/ }).waitFor();

      await page.getByRole('button', { name: /العربية/ }).click();
      await page.getByRole('heading', { name: 'الواجبات' }).waitFor();
      await table
        .getByRole('row', { name: /Youssef/ })
        .getByText('لم يُرسل بعد')
        .waitFor();
      await page.getByRole('heading', { name: 'واجب المتصفح' }).waitFor();
      await screenshot(page, '96-assignment-arabic');
      await checkOnPhone(page, '96-assignment-arabic');
      await page.getByRole('button', { name: /العودة إلى القائمة/ }).click();
      await page
        .getByTestId('given-table')
        .getByRole('row', { name: /واجب المتصفح/ })
        .waitFor();
      await checkOnPhone(page, '97-assignments-arabic');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
  it(
    'a manager working in Arabic reaches assignments from the sidebar, is told in Arabic what is missing, and gives one',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      await page.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(page);
      const sidebar = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
      await sidebar.getByRole('link', { name: 'المنهج' }).click();
      await sidebar.getByRole('link', { name: 'الواجبات' }).click();
      await page.waitForURL(`${url}/curriculum/assignments`);
      await page.getByRole('heading', { name: 'الواجبات', level: 1 }).waitFor();

      await page.getByTestId('given-new').click();
      const form = page.getByTestId('given-form');
      // Saved empty: the contract's rules, checked in the browser, said in Arabic only.
      await form.getByTestId('given-form-save').click();
      const titleEn = form.getByLabel('العنوان بالإنجليزية');
      await expect.poll(() => titleEn.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        await titleEn.getAttribute('id'),
      );
      const errors = await form.locator('[id$="-error"]').allTextContents();
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error).not.toMatch(/[A-Za-z]{3,}/);

      await titleEn.fill('Arabic-page homework');
      await form.getByLabel('العنوان بالعربية').fill('واجب الصفحة العربية');
      await form.getByLabel('الموضوع').selectOption({ label: DEMO_CURRICULUM[0]!.titleAr });
      const questions = form.getByTestId('given-element-choices').getByRole('checkbox');
      await questions.first().waitFor();
      await questions.nth(0).check();
      await form.getByLabel('Alif', { exact: true }).check();
      await form.getByTestId('given-form-save').click();
      await page.waitForURL(/\?id=[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: 'واجب الصفحة العربية' }).waitFor();
      await page.getByTestId('given-classes').getByText(/Alif/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await checkOnPhone(page, '98-assignment-given-arabic');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
