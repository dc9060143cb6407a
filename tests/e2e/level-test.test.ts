import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LevelTest } from '../../contract/assessment';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** The level test as the levels service answers it to the signed-in page. */
function readLevelTest(page: Page): Promise<LevelTest> {
  return page.evaluate(async () => {
    const response = await fetch('/api/levels/v1/curriculums/activities/level-test', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { data: LevelTest }).data;
  });
}

/** Adds a complete text-to-text question through the type picker and the element editor. */
async function addQuestion(page: Page, prompt: string, check = false) {
  await page
    .getByRole('region', { name: 'Questions' })
    .getByRole('button', { name: 'Add question' })
    .click();
  await page.getByTestId('element-type-text-text').click();
  const editor = page.getByTestId('level-test-question-editor');
  await editor.getByRole('heading', { name: 'New question: Text to text' }).waitFor();
  await editor.getByLabel('Question or instruction').fill(prompt);
  await editor.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Sun');
  await editor.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Moon');
  await editor.getByLabel('Option 1 is correct').check();
  await editor.getByTestId('element-problems').getByText('Ready to publish.').waitFor();
  if (check) {
    await screenshot(page, '92-level-test-question-editor');
    await checkOnPhone(page, '92-level-test-question-editor');
  }
  await editor.getByTestId('element-save').click();
  await page.getByText('Element Added Successfully').last().waitFor();
  await editor.waitFor({ state: 'detached' });
}

/** The figure in "Total points: 5" (or its Arabic). */
async function totalPoints(page: Page): Promise<number> {
  const text = (await page.getByTestId('level-test-total-points').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

interface RangeInput {
  topic: string;
  min: string;
  max: string;
}

/** Fills the open range form; the topic by its title in the page's language. */
async function fillRange(page: Page, { topic, min, max }: RangeInput, labels = ENGLISH) {
  const form = page.getByTestId('level-test-range-modal');
  await form.getByLabel(labels.topic).selectOption({ label: topic });
  await form.getByLabel(labels.min).fill(min);
  await form.getByLabel(labels.max).fill(max);
  return form;
}

const ENGLISH = { topic: 'Topic', min: 'Lowest score', max: 'Highest score' };
const ARABIC = { topic: 'الموضوع', min: 'أدنى درجة', max: 'أعلى درجة' };

async function addRange(page: Page, range: RangeInput) {
  await page.getByRole('button', { name: 'Add range' }).click();
  const form = await fillRange(page, range);
  await form.getByRole('button', { name: 'Save range' }).click();
  await page.getByText('Level Testing Score Added!').first().waitFor();
  await form.waitFor({ state: 'detached' });
}

describe('the level test in Chromium', () => {
  it(
    'the admin sets the duration and the score ranges, is refused an overlap, edits, deletes, in both languages',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await page
        .getByRole('navigation', { name: /main/i })
        .getByRole('link', { name: 'Level test' })
        .click();
      await page.waitForURL(`${url}/level-test`);
      await page.getByRole('heading', { name: 'Level test', level: 1 }).waitFor();
      await page.getByTestId('level-test-ranges-empty').waitFor();
      expect(await page.getByTestId('level-test-gaps').textContent()).toContain(
        'Scores 0-100 place no learner yet.',
      );

      // The duration: the seeded 30 minutes, then 45, kept after a reload.
      const minutes = page.getByLabel('Minutes to answer');
      expect(await minutes.inputValue()).toBe('30');
      await minutes.fill('45');
      await page.getByRole('button', { name: 'Save duration' }).click();
      await page.getByText('Level test duration saved.').waitFor();

      // Two ranges for two demo topics cover every score.
      await page.getByRole('button', { name: 'Add range' }).click();
      const form = await fillRange(page, { topic: 'Letters and sounds', min: '0', max: '40' });
      await screenshot(page, '87-level-test-form');
      await checkOnPhone(page, '87-level-test-form');
      await form.getByRole('button', { name: 'Save range' }).click();
      await page.getByText('Level Testing Score Added!').waitFor();
      await form.waitFor({ state: 'detached' });
      await addRange(page, { topic: 'Greetings', min: '41', max: '100' });
      await page.getByText('Every score from 0 to 100 places a learner in a topic.').waitFor();

      // 30-50 overlaps both: the service refuses it, naming a range in the way.
      await page.getByRole('button', { name: 'Add range' }).click();
      const refused = await fillRange(page, { topic: 'Greetings', min: '30', max: '50' });
      await refused.getByRole('button', { name: 'Save range' }).click();
      const failure = refused.getByTestId('level-test-range-failure');
      await failure.waitFor();
      expect(await failure.textContent()).toMatch(
        /^These scores overlap the range (0-40|41-100): a score places a learner in one topic only\.$/,
      );
      await refused.getByRole('button', { name: 'Cancel' }).click();
      await refused.waitFor({ state: 'detached' });

      // Greetings starts at 61: scores 41-60 are left uncovered.
      await page.getByRole('button', { name: 'Edit the range 41-100, Greetings' }).click();
      const edit = page.getByTestId('level-test-range-modal');
      await edit.getByLabel('Lowest score').fill('61');
      await edit.getByRole('button', { name: 'Save range' }).click();
      await page.getByText('Level Testing Score Updated!').waitFor();
      await page.getByText('Scores 41-60 place no learner yet.').waitFor();

      // Deleting asks first (once the toast, which may cover the row's buttons, has gone).
      await page.getByText('Level Testing Score Updated!').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Delete the range 0-40, Letters and sounds' }).click();
      const dialog = page.getByTestId('confirm-dialog');
      expect(await dialog.textContent()).toContain('Delete the range 0-40 (Letters and sounds)?');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Level Testing Score Deleted!').waitFor();
      await page.getByText('Scores 0-60 place no learner yet.').waitFor();
      const rows = page.getByTestId('level-test-ranges').locator('tbody tr');
      expect(await rows.allTextContents()).toEqual(['61100Greetings']);
      await screenshot(page, '86-level-test');
      await checkOnPhone(page, '86-level-test');

      await page.reload();
      await page.getByTestId('level-test-ranges').waitFor();
      expect(await page.getByLabel('Minutes to answer').inputValue()).toBe('45');

      // In Arabic, right to left: the notice, the table and the form.
      await page.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(page);
      await page.getByRole('heading', { name: 'اختبار تحديد المستوى', level: 1 }).waitFor();
      await page.getByText('الدرجات من 0 إلى 60 لا تضع أي متعلم بعد.').waitFor();
      await page.getByRole('rowheader', { name: 'التحيات' }).waitFor();
      await screenshot(page, '88-level-test-arabic');
      await checkOnPhone(page, '88-level-test-arabic');
      await page.getByRole('button', { name: 'إضافة نطاق' }).click();
      const arabicForm = await fillRange(
        page,
        { topic: 'الحروف والأصوات', min: '0', max: '60' },
        ARABIC,
      );
      await screenshot(page, '89-level-test-form-arabic');
      await checkOnPhone(page, '89-level-test-form-arabic');
      await arabicForm.getByRole('button', { name: 'حفظ النطاق' }).click();
      await page.getByText('تمت إضافة درجة اختبار المستوى!').waitFor();
      await page.getByText('كل درجة من 0 إلى 100 تضع المتعلم في موضوع.').waitFor();
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'the admin adds a multiple-choice question, publishes it, sets its points; read back from the service; Arabic on a phone',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await page.goto(`${url}/level-test`);
      await page.getByTestId('level-test-total-points').waitFor();
      const before = await totalPoints(page);
      const rows = page.getByTestId('level-test-questions').getByRole('listitem');
      const count = await rows.count();

      // A text-to-text question: the type, then the lesson's editor with its preview.
      await addQuestion(page, 'ما معنى كلمة «شمس»؟', true);

      const n = count + 1;
      const row = rows.nth(count);
      await row.getByText('ما معنى كلمة «شمس»؟').waitFor();
      expect(await row.getByTestId('level-test-question-status').textContent()).toBe('Draft');
      await row.getByRole('button', { name: `Publish question ${n}` }).click();
      await page.getByText('Published Successfully').last().waitFor();
      await expect
        .poll(() => row.getByTestId('level-test-question-status').textContent())
        .toBe('Published');
      // Published with the default point.
      await expect.poll(() => totalPoints(page)).toBe(before + 1);

      await row.getByLabel(`Points of question ${n}`, { exact: true }).fill('5');
      await row.getByRole('button', { name: `Save the points of question ${n}` }).click();
      await page.getByText('Points Updated Successfully').waitFor();
      await expect.poll(() => totalPoints(page)).toBe(before + 5);
      expect(await page.getByTestId('level-test-published-count').textContent()).toMatch(
        /^A learner gets \d+ published questions?\.$/,
      );
      await screenshot(page, '93-level-test-questions');
      await checkOnPhone(page, '93-level-test-questions');

      // The service says the same.
      const test = await readLevelTest(page);
      const added = test.elements.find((e) => e.content.prompt === 'ما معنى كلمة «شمس»؟');
      expect(added).toMatchObject({ typeId: 'text-text', status: 'published', points: 5 });
      expect(test.elements.indexOf(added!)).toBe(count);

      // A second question, then moved above the first with the keyboard (handle, Up arrow).
      await addQuestion(page, 'ما معنى كلمة «قمر»؟');
      await rows
        .nth(count + 1)
        .getByText('ما معنى كلمة «قمر»؟')
        .waitFor();
      await page.getByRole('button', { name: `Move Question ${n + 1} (Up or Down arrow)` }).focus();
      await page.keyboard.press('ArrowUp');
      await page.getByText('Content Reordered Successfully').waitFor();
      await rows.nth(count).getByText('ما معنى كلمة «قمر»؟').waitFor();
      const reordered = await readLevelTest(page);
      expect(reordered.elements.map((e) => e.content.prompt).slice(count)).toEqual([
        'ما معنى كلمة «قمر»؟',
        'ما معنى كلمة «شمس»؟',
      ]);
      // A draft adds nothing a learner gets.
      expect(await totalPoints(page)).toBe(before + 5);

      // In Arabic, right to left, on a phone.
      await page.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(page);
      await page.getByRole('heading', { name: 'الأسئلة', level: 2 }).waitFor();
      expect(await page.getByTestId('level-test-total-points').textContent()).toBe(
        `مجموع النقاط: ${before + 5}`,
      );
      await page.getByLabel(`النقاط للسؤال ${n + 1}`, { exact: true }).waitFor();
      await screenshot(page, '94-level-test-questions-arabic');
      await checkOnPhone(page, '94-level-test-questions-arabic');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
