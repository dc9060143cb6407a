import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS } from '../../contract/assessment';
import type { TopicOption, TopicTree } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import type { Element } from '../../contract/elements';
import { DEMO_CURRICULUM } from '../../server/db/demo-curriculum';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { downloadOf, levelsCall, sheetRows, tokenOf as serviceToken } from './support/service';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const tokenOf = (email: string) => serviceToken(suite.server.url, email);
const levels = <T>(token: string, path: string, body?: unknown) =>
  levelsCall<T>(suite.server.url, token, path, body);

/** The first lesson of the demo's first topic (the one class Alif follows), with its elements. */
async function demoLesson(): Promise<{ id: string; elements: Element[] }> {
  const admin = await tokenOf('admin@demo.test');
  const topics = await levels<TopicOption[]>(admin, LEVELS_PATHS.levelsData);
  const topic = topics.find((one) => one.titleEn === DEMO_CURRICULUM[0]!.titleEn)!;
  const tree = await levels<TopicTree>(admin, LEVELS_PATHS.item('level', topic.id));
  const lesson = tree.units[0]!.activities[0]!;
  const elements = await levels<Element[]>(admin, LEVELS_PATHS.activityElements(lesson.id));
  return { id: lesson.id, elements };
}

/** The right answer to an element: its correct options, or its words in order. */
function rightAnswer(element: Element) {
  const correct = element.answers.filter((answer) => answer.isCorrect);
  const ids = correct.length > 0 ? correct : [...element.answers].sort((a, b) => a.order - b.order);
  return { elementId: element.id, choiceIds: ids.map((answer) => answer.id) };
}

/** A student submits the lesson through the learner call; `right` answers are correct. */
async function submit(email: string, lesson: { id: string; elements: Element[] }, right: number) {
  const token = await tokenOf(email);
  const gradable = lesson.elements.filter((element) => element.answers.length > 0);
  const answers = gradable.map((element, i) =>
    i < right ? rightAnswer(element) : { elementId: element.id, choiceIds: [] },
  );
  const attempt = await levels<{ score: number; maxScore: number }>(
    token,
    ASSESSMENT_PATHS.attempts,
    { activityId: lesson.id, answers },
  );
  // The reports' score: the attempt's percentage with one decimal.
  return { percent: Math.round((attempt.score / attempt.maxScore) * 1000) / 10 };
}

/** The learners' table's row of an e-mail address. */
const learnerRow = (page: Page, email: string) =>
  page.getByTestId('reports-learners-table').getByRole('row', { name: new RegExp(email) });

describe('the reports in Chromium', () => {
  it(
    'two students submit a lesson; the manager sees them, the charts, filters by Alif and exports them, in both languages',
    async () => {
      const lesson = await demoLesson();
      const first = await submit('student01@demo.test', lesson, lesson.elements.length);
      const second = await submit('student02@demo.test', lesson, 1);
      expect(first.percent).toBe(100);
      expect(second.percent).toBeLessThan(100);

      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      await page
        .getByRole('navigation', { name: /main/i })
        .getByRole('link', { name: 'Reports' })
        .click();
      await page.waitForURL(`${url}/reports`);
      await learnerRow(page, 'student01@demo.test').waitFor();

      // Today only (the server's day, UTC): the two attempts just submitted.
      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('From', { exact: true }).fill(today);
      await page.getByLabel('To', { exact: true }).fill(today);
      await page.waitForURL(`${url}/reports?from=${today}&to=${today}`);
      await expect
        .poll(() => page.getByTestId('reports-card-attempts').locator('dd').textContent())
        .toBe('2');
      expect(await page.getByTestId('reports-card-learners').locator('dd').textContent()).toBe('2');
      const average = Math.round((first.percent + second.percent) * 5) / 10;
      expect(await page.getByTestId('reports-card-average').locator('dd').textContent()).toBe(
        `${average}%`,
      );
      // The table is its own request: it may come after the cards (seen once: the row still
      // held the whole history's figures while the cards had today's).
      await expect
        .poll(() => learnerRow(page, 'student01@demo.test').textContent())
        .toContain('100%');
      await expect
        .poll(() => learnerRow(page, 'student02@demo.test').textContent())
        .toContain(`${second.percent}%`);
      // The charts are drawn: a bar for the topic, the day's bar.
      await page
        .getByTestId('reports-topic-figure')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      await page
        .getByTestId('reports-day-figure')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      expect(await page.getByTestId('reports-topic-table').textContent()).toContain(
        DEMO_CURRICULUM[0]!.titleEn,
      );

      // Class Alif: the two are its students.
      await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Alif' });
      await page.waitForURL(/\?class=[0-9a-f-]{36}&from=/);
      await learnerRow(page, 'student02@demo.test').waitFor();
      expect(await page.getByTestId('reports-class-table').textContent()).toContain('Alif');
      await screenshot(page, '90-reports');
      await checkOnPhone(page, '90-reports');

      await page.getByTestId('reports-learners-export').click();
      const download = await downloadOf(page, () =>
        page.getByTestId('reports-learners-export-xlsx').click(),
      );
      expect(download.suggestedFilename()).toMatch(/^report-learners-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const sheet = await sheetRows(download);
      expect(sheet[0]).toEqual([
        'First name',
        'Last name',
        'E-mail',
        'Attempts',
        'Average score (%)',
        'Best score (%)',
        'Last activity',
      ]);
      const rowOf = (email: string) => sheet.find((row) => row[2] === email);
      expect(rowOf('student01@demo.test')?.slice(3, 6)).toEqual([1, 100, 100]);
      expect(rowOf('student02@demo.test')?.slice(3, 6)).toEqual([
        1,
        second.percent,
        second.percent,
      ]);
      expect(sheet).toHaveLength(3);

      // In Arabic, right to left: the charts mirrored, the figures in Arabic.
      await page.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(page);
      await page.getByRole('heading', { name: 'التقارير', level: 1 }).waitFor();
      await page.getByRole('columnheader', { name: 'متوسط الدرجة' }).first().waitFor();
      // The score axis stands on the right of the chart by topic.
      const scoreAxisOnRight = () =>
        page.getByTestId('reports-topic-figure-chart').evaluate((chart) => {
          const axis = chart.querySelector('.recharts-yAxis-tick-labels');
          if (!axis) return false;
          const box = chart.getBoundingClientRect();
          return axis.getBoundingClientRect().left > box.left + box.width / 2;
        });
      await expect.poll(scoreAxisOnRight).toBe(true);
      await screenshot(page, '91-reports-arabic');
      await checkOnPhone(page, '91-reports-arabic');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
  it(
    'the manager opens the Teachers part, reads the demo teacher’s figures and exports them, Arabic intact',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      await page.goto(`${url}/reports`);
      await page
        .getByRole('navigation', { name: 'Report views' })
        .getByRole('link', { name: 'Teachers' })
        .click();
      await page.waitForURL(`${url}/reports?tab=teachers`);
      // Huda Saleh teaches Alif (its five students); Nour Academy has no other teacher.
      const table = page.getByTestId('reports-teachers-table');
      const huda = table.getByRole('row', { name: /Huda Saleh/ });
      await huda.waitFor();
      expect(await huda.getByRole('cell').allTextContents()).toEqual([
        'huda@demo.test',
        '1',
        '5',
        expect.any(String),
      ]);
      await page
        .getByTestId('reports-teachers-figure')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor();
      await screenshot(page, '96-reports-teachers');
      await checkOnPhone(page, '96-reports-teachers');

      // In Arabic: the names on the right of the chart, the export's headers in Arabic.
      await page.getByRole('button', { name: /العربية/ }).click();
      await page.getByRole('heading', { name: 'المعلمون', level: 2 }).waitFor();
      // On the right, and beside the bars rather than over them (an SVG text's start is its
      // right end in a right-to-left page, unless the chart keeps its labels left to right).
      const namesOnRight = () =>
        page.getByTestId('reports-teachers-figure-chart').evaluate((chart) => {
          const axis = chart.querySelector('.recharts-yAxis-tick-labels');
          if (!axis) return false;
          const box = chart.getBoundingClientRect();
          const labels = axis.getBoundingClientRect();
          const bars = [...chart.querySelectorAll('.recharts-bar-rectangle')];
          const barsEnd = Math.max(...bars.map((bar) => bar.getBoundingClientRect().right));
          return labels.left > box.left + box.width / 2 && labels.left >= barsEnd - 1;
        });
      await expect.poll(namesOnRight).toBe(true);
      await screenshot(page, '97-reports-teachers-arabic');
      await checkOnPhone(page, '97-reports-teachers-arabic');
      await page.getByTestId('reports-teachers-export').click();
      const download = await downloadOf(page, () =>
        page.getByTestId('reports-teachers-export-xlsx').click(),
      );
      expect(download.suggestedFilename()).toMatch(/^report-teachers-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const sheet = await sheetRows(download);
      expect(sheet[0]).toEqual([
        'الاسم الأول',
        'اسم العائلة',
        'البريد الإلكتروني',
        'الفصول',
        'الطلاب',
        'آخر تسجيل دخول',
      ]);
      expect(sheet.slice(1).map((row) => row.slice(0, 5))).toEqual([
        ['Huda', 'Saleh', 'huda@demo.test', 1, 5],
      ]);
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'the customer manager’s /home shows class Alif’s progress, its link opening the class, in both languages',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      await page.waitForURL(`${url}/home`);
      const alif = page.getByTestId('home-classes-table').getByRole('row', { name: /Alif/ });
      await alif.waitFor();
      // Alif's five students; four have graded attempts in the demo's last 30 days.
      const cells = alif.getByRole('cell');
      expect(await cells.nth(1).textContent()).toBe('5');
      expect(await cells.nth(2).textContent()).toBe('4 of 5');
      expect(Number(await cells.nth(3).textContent())).toBeGreaterThan(0);
      expect(await cells.nth(4).textContent()).toMatch(/^\d+(\.\d)?%$/);
      await page.getByTestId('home-classes').scrollIntoViewIfNeeded();
      await screenshot(page, '98-home-classes');
      await checkOnPhone(page, '98-home-classes');

      await page.getByRole('button', { name: /العربية/ }).click();
      await page.getByRole('heading', { name: 'تقدّم الفصول', level: 2 }).waitFor();
      await alif.getByText(/٤ من ٥|4 من 5/).waitFor();
      await screenshot(page, '99-home-classes-arabic');
      await checkOnPhone(page, '99-home-classes-arabic');

      await alif.getByRole('link', { name: 'Alif' }).click();
      await page.waitForURL(/\/classes\/[0-9a-f-]{36}$/);
      await page.getByTestId('class-progress-table').waitFor();
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
