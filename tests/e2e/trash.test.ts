import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** A service call from the page, with its stored token: the status and the new id. */
function call(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  service: 'users' | 'levels' = 'users',
) {
  return page.evaluate(
    async ({ method, path, body, service }) => {
      const response = await fetch(`/api/${service}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { data?: { id?: string } };
      return { status: response.status, id: answer.data?.id ?? '' };
    },
    { method, path, body, service },
  );
}

/** A class of the manager's organisation, created then deleted: it is in the trash. */
async function deletedClass(page: Page, name: string) {
  const created = await call(page, 'POST', 'v1/class_room', { name });
  expect(created.status).toBe(201);
  expect((await call(page, 'DELETE', `v1/class_room/${created.id}`)).status).toBe(200);
}

describe('the trash in Chromium', () => {
  it(
    'the manager restores a deleted class under another name, deletes another for good, in English and Arabic',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      await deletedClass(page, 'Trash check');
      await deletedClass(page, 'Trash gone');
      // A class of the same name since: the restore asks for another.
      expect((await call(page, 'POST', 'v1/class_room', { name: 'Trash check' })).status).toBe(201);

      await page
        .getByRole('navigation', { name: /main/i })
        .getByRole('link', { name: 'Trash' })
        .click();
      await page.waitForURL(`${url}/trash`);
      const row = page.getByRole('row', { name: /Trash check/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('Omar Khalil');
      await screenshot(page, '90-trash');
      await checkOnPhone(page, '90-trash');

      await row.getByRole('button', { name: 'Restore Trash check' }).click();
      const rename = page.getByTestId('trash-rename-dialog');
      await rename.waitFor();
      expect(await rename.getByLabel('New name').inputValue()).toBe('Trash check (2)');
      await checkOnPhone(page, '91-trash-rename');
      await rename.getByRole('button', { name: 'Restore' }).click();
      await page.getByText('Trash check (2) is back.').waitFor();
      await row.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Delete forever: Trash gone' }).click();
      const confirm = page.getByTestId('confirm-dialog');
      await confirm.getByRole('button', { name: 'Delete forever' }).click();
      await page.getByText('Trash gone is deleted for good.').waitFor();
      await page.getByText('Nothing in the trash. Deleted items stay here for 30 days.').waitFor();

      await page.goto(`${url}/classes`);
      await page.getByRole('row', { name: /Trash check \(2\)/ }).waitFor();

      await deletedClass(page, 'Trash Arabic');
      await page.goto(`${url}/trash`);
      await page.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(page);
      await page.getByRole('heading', { name: 'سلة المحذوفات' }).waitFor();
      const arabic = page.getByRole('row', { name: /Trash Arabic/ });
      await arabic.waitFor();
      expect(await arabic.textContent()).toContain('فصل');
      await screenshot(page, '92-trash-arabic');
      await checkOnPhone(page, '92-trash-arabic');
      await arabic.getByRole('button', { name: 'استعادة Trash Arabic' }).click();
      await page.getByText('عاد Trash Arabic.').waitFor();
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it('the manager deletes a class from its page and takes it back from the notice', async () => {
    const page = await suite.newPage();
    const url = suite.server.url;
    await logIn(page, url, 'manager@demo.test');
    const created = await call(page, 'POST', 'v1/class_room', { name: 'Undo check' });
    expect(created.status).toBe(201);
    await page.goto(`${url}/classes/${created.id}`);
    await page.getByTestId('class-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain('It stays in the trash for 30 days.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${url}/classes`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undo check is back.').waitFor();
    // The list on screen fetches again: the class is back in it, with its own id.
    await page.getByRole('row', { name: /Undo check/ }).waitFor();
    expect((await call(page, 'GET', `v1/class_room/${created.id}`)).status).toBe(200);
    await page.context().close();
  });

  it('HAD restores a deleted unit from /trash in Arabic, after its topic', async () => {
    const page = await suite.newPage();
    const url = suite.server.url;
    await logIn(page, url, 'admin@demo.test');
    const level = (path: string, method: 'POST' | 'DELETE', body?: unknown) =>
      call(page, method, path, body, 'levels');
    const topic = await level(LEVELS_PATHS.create('level'), 'POST', {
      titleEn: 'Trash topic',
      titleAr: 'موضوع المحذوفات',
    });
    const unit = await level(LEVELS_PATHS.create('unit'), 'POST', {
      levelId: topic.id,
      titleEn: 'Trash unit',
    });
    expect((await level(LEVELS_PATHS.admin('unit', unit.id), 'DELETE')).status).toBe(200);
    expect((await level(LEVELS_PATHS.admin('level', topic.id), 'DELETE')).status).toBe(200);

    await page.goto(`${url}/trash`);
    await page.getByRole('button', { name: /العربية/ }).click();
    await rightToLeft(page);
    const row = page.getByRole('row', { name: /Trash unit/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('وحدة');
    await row.getByRole('button', { name: 'استعادة Trash unit' }).click();
    // Its topic is in the trash too: restored first, then the unit.
    const first = page.getByTestId('trash-parent-dialog');
    await first.waitFor();
    await screenshot(page, '93-trash-parent-first');
    await first.getByRole('button', { name: /Trash topic/ }).click();
    await page.getByText('عاد Trash unit.').waitFor();
    await row.waitFor({ state: 'detached' });
    const units = await page.evaluate(
      async (path) => {
        const response = await fetch(`/api/levels/${path}`, {
          headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        });
        return response.status;
      },
      LEVELS_PATHS.item('unit', unit.id),
    );
    expect(units).toBe(200);
    await page.context().close();
  });
});
