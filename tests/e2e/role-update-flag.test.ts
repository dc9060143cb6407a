import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const ROLE = 'Class creator';

const language = async (page: Page, code: 'en' | 'ar') => {
  await page.evaluate((value) => localStorage.setItem('language', value), code);
  await page.reload();
};

describe('the update flag in Chromium', { timeout: PHONE_CHECKED_TIMEOUT }, () => {
  it('a role with write but not update creates classes and is offered no change to them, in both languages', async () => {
    const url = suite.server.url;
    const admin = await suite.newPage();
    await logIn(admin, url, 'admin@demo.test');
    await admin.goto(`${url}/permissions`);
    await admin.getByTestId('roles-table').waitFor();
    await admin.getByRole('button', { name: 'New role' }).click();
    const form = admin.getByTestId('role-form-modal');
    await form.getByLabel('Name').fill(ROLE);
    await form.getByLabel('Number').fill('7');
    const box = (name: string) => form.getByRole('checkbox', { name, exact: true });
    await box('ClassRoomManager read').check();
    await box('ClassRoomManager write').check();
    // Ticking write ticks update; the admin unticks it.
    expect(await box('ClassRoomManager update').isChecked()).toBe(true);
    await box('ClassRoomManager update').uncheck();
    await form
      .getByText(/^Read lets the role see; write, create and delete; update, change/)
      .waitFor();
    await form.getByRole('columnheader', { name: 'update change' }).waitFor();
    await screenshot(admin, 'role-update-flag-1-grid');
    await form.getByRole('button', { name: 'Save role' }).click();
    await admin.getByText('Role Created Successfully').waitFor();
    const row = admin.getByRole('row', { name: new RegExp(ROLE) });
    await row.waitFor();

    // The same grid in Arabic: the columns explained, update left unticked; and on a phone.
    await language(admin, 'ar');
    await row.getByRole('button', { name: `تعديل ${ROLE}` }).click();
    await form.getByRole('columnheader', { name: 'كتابة إنشاء وحذف' }).waitFor();
    await form.getByText('مفاتيح أخرى من المواصفات').waitFor();
    expect(await box('ClassRoomManager كتابة').isChecked()).toBe(true);
    expect(await box('ClassRoomManager تعديل').isChecked()).toBe(false);
    await screenshot(admin, 'role-update-flag-2-grid-ar');
    await checkOnPhone(admin, 'role-update-flag-2-grid-ar');
    await admin.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await language(admin, 'en');

    // The admin lets the guest in to Nour Academy with the role.
    await admin.goto(`${url}/users/guests`);
    const guest = admin.getByRole('row', { name: /pending@demo\.test/ });
    await guest.getByRole('button', { name: /^Assign / }).click();
    const assign = admin.getByTestId('assign-modal');
    await assign.getByLabel('Organization').selectOption({ label: 'Nour Academy' });
    await assign.getByLabel('Role').selectOption({ label: ROLE });
    await assign.getByRole('button', { name: 'Assign' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Assign' }).click();
    await admin.getByText('User Assigned Successfully').waitFor();
    await admin.context().close();

    // The new member creates a class; the screens offer nothing that changes it (no Edit, no
    // Archive, on the list and on the class's own screen), yet keep Delete.
    const user = await suite.newPage();
    await logIn(user, url, 'pending@demo.test');
    await user.goto(`${url}/classes`);
    await user.getByTestId('classes-page').waitFor();
    await user.getByRole('button', { name: 'New class' }).click();
    const classForm = user.getByTestId('class-form-modal');
    await classForm.getByLabel('Class name').fill('Creators A');
    await classForm.getByRole('button', { name: 'Save class' }).click();
    const created = user.getByRole('row', { name: /Creators A/ });
    await created.waitFor();
    expect(await created.getByRole('button', { name: 'Edit Creators A' }).count()).toBe(0);
    expect(await created.getByRole('button', { name: 'Archive Creators A' }).count()).toBe(0);
    await user.getByRole('button', { name: 'New class' }).waitFor();
    expect(await user.getByText('You can view classes but not change them.').count()).toBe(0);
    await screenshot(user, 'role-update-flag-3-create-no-edit');

    await created.getByRole('link', { name: 'Creators A' }).click();
    const detail = user.getByTestId('class-detail-page');
    await detail.getByRole('heading', { name: 'Creators A' }).waitFor();
    await detail.getByRole('button', { name: 'Delete' }).waitFor();
    await detail.getByRole('button', { name: 'Add students' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await detail.getByRole('button', { name: 'Archive', exact: true }).count()).toBe(0);
    expect(await detail.getByTestId('students-move').count()).toBe(0);

    // The same in Arabic, and on a phone.
    await language(user, 'ar');
    await detail.getByRole('button', { name: 'حذف', exact: true }).waitFor();
    await detail.getByRole('button', { name: 'إضافة طلاب' }).waitFor();
    expect(await detail.getByRole('button', { name: 'تعديل', exact: true }).count()).toBe(0);
    expect(await detail.getByRole('button', { name: 'أرشفة', exact: true }).count()).toBe(0);
    await screenshot(user, 'role-update-flag-4-detail-ar');
    await checkOnPhone(user, 'role-update-flag-4-detail-ar');
    await user.goto(`${url}/classes`);
    await user.getByRole('button', { name: 'فصل جديد' }).waitFor();
    await created.waitFor();
    expect(await created.getByRole('button', { name: 'تعديل Creators A' }).count()).toBe(0);
    expect(await created.getByRole('button', { name: 'أرشفة Creators A' }).count()).toBe(0);
    await user.context().close();
  });
});
