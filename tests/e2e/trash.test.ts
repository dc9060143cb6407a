import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** A users-service call from the page, with its stored token: the status and the new id. */
function call(page: Page, method: 'POST' | 'DELETE', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/users/${path}`, {
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
    { method, path, body },
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
});
