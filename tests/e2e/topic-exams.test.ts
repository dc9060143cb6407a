import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS } from '../../contract/assessment-constants';
import type { Activity } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import type { Element } from '../../contract/elements';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { addElement } from './support/elements';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** What the levels service answers the signed-in page at `path`. */
function read<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const response = await fetch(`/api/levels/${p}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

describe('a topic’s exams in Chromium', () => {
  it(
    'the admin adds an exam to a topic, edits its time, opens it to write an element with points; in Arabic and on a phone',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await page.goto(`${url}/curriculum/content`);
      await page.getByRole('treeitem', { name: /^Letters and sounds/ }).click();
      await page.waitForURL(/level=/);
      const levelId = new URL(page.url()).searchParams.get('level')!;
      const exams = page.getByTestId('topic-exams');
      // The demo exam closes this topic.
      const demo = exams.getByRole('listitem').filter({ hasText: 'Letters and sounds: test' });
      await demo.getByText('20 minutes').waitFor();
      await demo.getByText('Published').waitFor();

      // Add an exam: both titles and its time.
      await exams.getByRole('button', { name: 'Add exam' }).click();
      const form = page.getByTestId('exam-form-modal');
      await form.getByLabel('Title in English').fill('Review exam');
      await form.getByLabel('Title in Arabic').fill('اختبار المراجعة');
      await form.getByLabel('Expected time (minutes)').fill('15');
      await screenshot(page, '116-topic-exam-form');
      await checkOnPhone(page, '116-topic-exam-form');
      await form.getByTestId('exam-save').click();
      await page.getByText('Exam Added Successfully').waitFor();
      await form.waitFor({ state: 'detached' });
      const review = exams.getByRole('listitem').filter({ hasText: 'Review exam' });
      await review.getByText('15 minutes').waitFor();
      await review.getByText('Unpublished').waitFor();
      await review.getByText('0 elements').waitFor();

      // Edit its time: 25 minutes, listed and stored.
      await review.getByRole('button', { name: 'Edit Review exam' }).click();
      const edit = page.getByTestId('exam-form-modal');
      expect(await edit.getByLabel('Title in Arabic').inputValue()).toBe('اختبار المراجعة');
      await edit.getByLabel('Expected time (minutes)').fill('25');
      await edit.getByTestId('exam-save').click();
      await page.getByText('Activity Added and Updated Successfully').waitFor();
      await edit.waitFor({ state: 'detached' });
      await review.getByText('25 minutes').waitFor();
      const stored = await read<Activity[]>(page, ASSESSMENT_PATHS.exams(levelId));
      const added = stored.find((one) => one.titleEn === 'Review exam');
      expect(added).toMatchObject({
        kind: 'exam',
        levelId,
        unitId: null,
        titleAr: 'اختبار المراجعة',
        expectedTimeInMinutes: 25,
        status: 'unpublished',
      });
      expect(stored.indexOf(added!)).toBe(stored.length - 1);
      await screenshot(page, '117-topic-exams');
      await checkOnPhone(page, '117-topic-exams');

      // Open it: an element written with the lessons' editor, then its points.
      await review.getByRole('button', { name: 'Review exam', exact: true }).click();
      await page.waitForURL(/exam=/);
      await page.getByTestId('exam-header').getByRole('heading', { name: 'Review exam' }).waitFor();
      await addElement(page, 'text-text');
      await page.getByLabel('Points of element 1', { exact: true }).fill('4');
      await page.getByRole('button', { name: 'Save the points of element 1' }).click();
      await page.getByText('Points Updated Successfully').waitFor();
      const elements = await read<Element[]>(page, LEVELS_PATHS.activityElements(added!.id));
      expect(elements).toMatchObject([{ typeId: 'text-text', points: 4 }]);
      await page.getByRole('button', { name: 'Close the element' }).click();
      await page.getByTestId('element-panel').waitFor({ state: 'detached' });
      await screenshot(page, '118-topic-exam');
      await checkOnPhone(page, '118-topic-exam');

      // In Arabic, right to left: the exam, then the topic's list.
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.reload();
      await rightToLeft(page);
      const header = page.getByTestId('exam-header');
      await header.getByRole('heading', { name: 'اختبار المراجعة' }).waitFor();
      await header.getByText('25 دقيقة').waitFor();
      await page.getByLabel('النقاط للعنصر 1', { exact: true }).waitFor();
      await screenshot(page, '119-topic-exam-ar');
      await checkOnPhone(page, '119-topic-exam-ar');
      await page.getByRole('button', { name: 'العودة إلى الحروف والأصوات' }).click();
      const arabic = page
        .getByTestId('topic-exams')
        .getByRole('listitem')
        .filter({ hasText: 'اختبار المراجعة' });
      await arabic.getByText('عنصر واحد').waitFor();
      await arabic.getByText('غير منشور').waitFor();
      await screenshot(page, '120-topic-exams-ar');
      await checkOnPhone(page, '120-topic-exams-ar');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
