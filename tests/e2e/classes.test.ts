import { describe, it } from 'vitest';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('classes in Chromium', () => {
  it('a manager creates a class, edits it and archives it', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.goto(`${suite.server.url}/classes`);
    await page.getByTestId('classes-page').waitFor();
    await checkOnPhone(page, '30-classes');

    await page.getByRole('button', { name: 'New class' }).click();
    const form = page.getByTestId('class-form-modal');
    await form.getByLabel('Class name').fill('Beginners A');
    await form.getByLabel('Level').fill('Level 1');
    await checkOnPhone(page, '30-class-form');
    await form.getByRole('button', { name: 'Save class' }).click();
    const row = page.getByRole('row', { name: /Beginners A/ });
    await row.waitFor();

    await row.getByRole('button', { name: 'Edit Beginners A' }).click();
    await form.getByLabel('Level').fill('Level 2');
    await form.getByRole('button', { name: 'Save class' }).click();
    await page.getByText('Class Updated Successfully!').waitFor();
    await row.getByText('Level 2').waitFor();

    await row.getByRole('button', { name: 'Archive Beginners A' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Class Archived Successfully!').waitFor();
    await row.getByText('Archived').waitFor();
    await screenshot(page, '31-classes');
    await checkOnPhone(page, '31-classes');
    await page.context().close();
  });
});
