import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../../contract/elements';
import { seriousAxeViolations } from './support/axe';
import { logIn, screenshot } from './support/browser';
import { addElement } from './support/elements';
import { checkOnPhone, PHONE, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { sidebarLinks, useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('curriculum in Chromium', { timeout: PHONE_CHECKED_TIMEOUT }, () => {
  it('the admin adds a topic, a unit and an activity, publishes, reorders by keyboard, copies and archives', async () => {
    const page = await suite.newPage();
    const url = suite.server.url;
    await logIn(page, url, 'admin@demo.test');

    // Topics: add one (only its Arabic title), then publish it.
    await page.goto(`${url}/curriculum/levels`);
    await page.getByTestId('topics-list').waitFor();
    await checkOnPhone(page, '40-topics');
    await page.getByRole('button', { name: 'Add topic' }).click();
    const topicForm = page.getByTestId('topic-form-modal');
    await topicForm.getByLabel('Title in English').fill('Numbers');
    await topicForm.getByLabel('Title in Arabic').fill('الأرقام');
    await checkOnPhone(page, '40-topic-form');
    await topicForm.getByTestId('topic-save').click();
    await page.getByText('Level Added Successfully').waitFor();
    const numbers = page.getByRole('listitem').filter({ hasText: 'Numbers' });
    await numbers.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published Successfully').waitFor();
    // Published, it cannot be deleted: on a phone, the locked Delete, reached from the keyboard,
    // says why, in view (the notices of the last two actions cover the row's foot for now).
    await page.setViewportSize(PHONE);
    await numbers.getByTestId('level-delete-refused').focus();
    await page.keyboard.press('Enter');
    const why = numbers.getByTestId('level-delete-refused-why');
    expect(await why.textContent()).toBe(
      'This item has been published or is in use, so it cannot be deleted. Archive it instead.',
    );
    const box = await why.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await checkOnPhone(page, '40-topic-refused-delete');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Content: two units and an activity in the new topic.
    await page.goto(`${url}/curriculum/content`);
    await page.getByRole('treeitem', { name: /Numbers/ }).click();
    await page.waitForURL(/level=/);
    await page.getByTestId('unit-add').waitFor();
    await checkOnPhone(page, '40-curriculum-topic');
    const topicAddress = page.url();
    for (const title of ['One to five', 'Six to ten']) {
      await page.getByTestId('unit-add').click();
      const form = page.getByTestId('unit-form-modal');
      await form.getByLabel('Title in English').fill(title);
      if (title === 'One to five') await checkOnPhone(page, '40-unit-form');
      await form.getByTestId('unit-save').click();
      await form.waitFor({ state: 'detached' });
      await page.getByTestId('unit-children').getByText(title).waitFor();
    }
    // Reorder the units by keyboard: "Six to ten" goes first.
    const handle = page.getByRole('button', { name: 'Move Six to ten (Up or Down arrow)' });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await page.getByText('Content Reordered Successfully').waitFor();
    const units = page.getByTestId('unit-children').getByRole('listitem');
    await expect.poll(() => units.first().textContent()).toContain('Six to ten');

    await page.getByRole('treeitem', { name: /One to five/ }).click();
    await page.getByTestId('activity-add').click();
    const activityForm = page.getByTestId('activity-form-modal');
    await activityForm.getByLabel('Title in English').fill('Counting');
    await checkOnPhone(page, '40-activity-form');
    await activityForm.getByTestId('activity-save').click();
    await page.getByText('Activity Added and Updated Successfully').waitFor();
    await page.getByTestId('unit-publish').click();
    await page.getByText('Published Successfully').first().waitFor();
    await checkOnPhone(page, '40-curriculum-unit');

    // Copy the unit "One to five" into the topic "Greetings".
    await page.goto(topicAddress);
    await page.getByRole('checkbox', { name: /One to five/ }).check();
    await page.getByTestId('unit-copy').click();
    const transfer = page.getByTestId('transfer-modal');
    await transfer.getByLabel('Topic').selectOption({ label: 'Greetings' });
    await checkOnPhone(page, '40-transfer');
    await transfer.getByTestId('transfer-submit').click();
    await page.getByText('Copied Successfully').waitFor();
    await page.getByRole('treeitem', { name: /Greetings/ }).click();
    await page.getByTestId('unit-children').getByText('One to five').waitFor();

    // Archive the unit "Six to ten": the dialog says what it touches first.
    await page.goto(topicAddress);
    await page.getByRole('treeitem', { name: /Six to ten/ }).click();
    await page.getByTestId('unit-archive').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(/class rooms/).waitFor();
    await checkOnPhone(page, '40-archive-confirmation');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Archived Successfully').waitFor();
    await page.getByTestId('unit-header').getByText('Archived', { exact: true }).waitFor();

    // The same screen in Arabic, right to left.
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await page.getByRole('heading', { name: 'المحتوى' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await screenshot(page, '40-curriculum-content-ar');
    await checkOnPhone(page, '40-curriculum-content-ar');
    await page.context().close();
  });

  it('the admin adds and publishes an element of each of the ten types, uploading a picture, an audio and a video', async () => {
    const page = await suite.newPage();
    const url = suite.server.url;
    await logIn(page, url, 'admin@demo.test');
    await page.goto(`${url}/curriculum/content`);
    await page.getByRole('treeitem', { name: /Letters and sounds/ }).click();
    await page.getByRole('treeitem', { name: /The first letters/ }).click();
    await page.getByTestId('activity-add').click();
    const activityForm = page.getByTestId('activity-form-modal');
    await activityForm.getByLabel('Title in English').fill('Every type');
    await activityForm.getByTestId('activity-save').click();
    await activityForm.waitFor({ state: 'detached' });
    await page.getByRole('treeitem', { name: /Every type/ }).click();
    await page.getByTestId('activity-header').getByText('Every type').waitFor();

    for (const type of ELEMENT_TYPES) {
      await addElement(page, type);
      await page.getByTestId('element-publish').click();
      await page.getByTestId('element-header').getByText('Published', { exact: true }).waitFor();
    }
    const rows = page.getByTestId('element-list').getByRole('listitem');
    expect(await rows.count()).toBe(ELEMENT_TYPES.length);
    expect(await rows.getByText('Published', { exact: true }).count()).toBe(ELEMENT_TYPES.length);
    await checkOnPhone(page, '41-element-editor');

    // The uploaded video is served in ranges, so a learner can seek in it.
    await page
      .getByTestId('element-list')
      .getByRole('button', { name: 'Video', exact: true })
      .click();
    const video = page.getByTestId('media-element-video').locator('video');
    const videoSrc = (await video.getAttribute('src'))!;
    const range = await page.evaluate(async (src) => {
      const response = await fetch(src, { headers: { range: 'bytes=0-9' } });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: (await response.arrayBuffer()).byteLength,
      };
    }, videoSrc);
    expect(range).toEqual({ status: 206, type: 'video/mp4', bytes: 10 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The editor of the last element in Arabic, then on a phone.
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await page.getByTestId('element-editor').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByText('ما يراه المتعلّم').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, '41-element-editor-ar');
    await checkOnPhone(page, '42-element-editor-ar');
    await page.context().close();
  });

  it('the manager of a customer organisation gives work from the curriculum but writes none of it', async () => {
    const page = await suite.newPage();
    const url = suite.server.url;
    await logIn(page, url, 'manager@demo.test');
    // The Curriculum group leads to its tests; it holds no topics or content to edit.
    await expect
      .poll(async () => (await sidebarLinks(page)).filter((link) => link.startsWith('/curriculum')))
      .toEqual(['/curriculum/tests']);
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Curriculum' })
      .click();
    await expect
      .poll(async () => (await sidebarLinks(page)).filter((link) => link.startsWith('/curriculum')))
      .toEqual(['/curriculum/tests', '/curriculum/tests', '/curriculum/assignments']);
    // Even by address and by call, nothing is written.
    await page.goto(`${url}/curriculum/levels`);
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('topics-page').count()).toBe(0);
    await checkOnPhone(page, '43-curriculum-not-allowed');
    expect(await page.getByRole('button', { name: 'Add topic' }).count()).toBe(0);
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('accessToken');
      const response = await fetch('/api/levels/v1/curriculums/levels/', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ titleEn: 'Mine' }),
      });
      return response.status;
    });
    expect(status).toBe(403);
    await page.context().close();
  });
});
