import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SERVICE_PREFIX, USERS_PATHS } from '../../contract/paths';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { serviceCall, tokenCache } from './support/service';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();
const tokens = tokenCache(() => suite.server.url);

/** Nour Academy's id, as the platform admin reads the organisations. */
async function nourId() {
  const page = await serviceCall<{ result: { id: string; name: string }[] }>(
    suite.server.url,
    'users',
    await tokens('admin@demo.test'),
    USERS_PATHS.organizations,
  );
  const nour = page.result.find((org) => org.name === 'Nour Academy');
  expect(nour).toBeTruthy();
  return nour!.id;
}

/** An unused teacher join code of Nour Academy, from the codes file its admin downloads. */
async function teacherCode(organizationId: string) {
  const answer = await fetch(
    `${suite.server.url}${SERVICE_PREFIX.users}/${USERS_PATHS.groupCode(organizationId, 'teacher')}`,
    { headers: { authorization: `Bearer ${await tokens('admin@demo.test')}` } },
  );
  expect(answer.status).toBe(200);
  const [, first] = (await answer.text()).replace(/^\uFEFF/, '').split('\r\n');
  const code = /^"?([^",]+)"?/.exec(first ?? '')?.[1];
  expect(code).toMatch(/^NOUR-T-|^T-/);
  return code!;
}

const arabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
};

describe('spec additions in Chromium', { timeout: PHONE_CHECKED_TIMEOUT }, () => {
  it('an accepted teacher proposes a change; the platform approves it', async () => {
    const teacher = await suite.newPage();
    await logIn(teacher, suite.server.url, 'huda@demo.test');
    const mine = teacher.getByTestId('my-teacher-profile');
    await mine.getByRole('heading', { name: 'My teacher profile' }).waitFor();
    await mine.getByRole('button', { name: 'Propose a change' }).click();
    const modal = teacher.getByTestId('teacher-propose-modal');
    expect(await modal.getByLabel('Years of experience').inputValue()).toBe('6');
    await modal.getByLabel('Years of experience').fill('8');
    await modal
      .getByRole('textbox', { name: 'Qualifications' })
      .fill('BA in Arabic Language and Literature; CELTA');
    await modal.getByRole('button', { name: 'Send for review' }).click();
    await teacher.getByText('Profile change submitted for review.').waitFor();
    await mine.getByTestId('my-profile-pending').getByText('Change waiting for review').waitFor();
    expect(await mine.getByRole('button', { name: 'Propose a change' }).count()).toBe(0);
    await screenshot(teacher, '90-teacher-change-pending');

    const admin = await suite.newPage();
    await logIn(admin, suite.server.url, 'admin@demo.test');
    await admin.goto(`${suite.server.url}/users/teachers/review?view=changes&search=huda`);
    const row = admin.getByTestId('teacher-row').filter({ hasText: 'Huda Saleh' });
    await row.getByRole('button', { name: /Review/ }).click();
    const review = admin.getByTestId('teacher-review');
    await review.getByText('BA in Arabic Language and Literature; CELTA').waitFor();
    await review.getByRole('button', { name: 'Approve change' }).click();
    await admin
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: 'Approve change' })
      .click();
    await admin.getByText('Profile change approved.').waitFor();
    await admin.context().close();

    await teacher.reload();
    await mine.getByTestId('my-profile-approved').waitFor();
    await mine.getByText('Profile details').click();
    await mine.getByTestId('my-profile-values').getByText('8 years').waitFor();
    await arabic(teacher);
    await mine.getByText('تمت الموافقة على آخر تعديل اقترحته.').waitFor();
    await mine.getByRole('button', { name: 'اقتراح تعديل' }).waitFor();
    await screenshot(teacher, '90-teacher-change-approved-ar');
    await teacher.context().close();
  });

  it('the platform admin adds an existing user to HAD', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await page.goto(`${suite.server.url}/users/users?search=manager%40demo.test`);
    await page.getByRole('button', { name: 'Show Omar Khalil' }).click();
    const drawer = page.getByTestId('user-drawer');
    const had = drawer.getByTestId('user-had');
    await had.getByLabel('Role in HAD').selectOption({ label: 'Staff' });
    await had.getByRole('button', { name: 'Add to HAD' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm
      .getByText(/Omar Khalil joins HAD, the platform's organization, as Staff/)
      .waitFor();
    await screenshot(page, '91-add-to-had-confirm');
    await confirm.getByRole('button', { name: 'Add to HAD' }).click();
    await page.getByText('User Assigned Successfully').waitFor();
    await drawer.getByTestId('user-memberships').getByText('HAD — Staff').waitFor();
    await had.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("an organisation's accounts, in English and Arabic, on a phone", async () => {
    const id = await nourId();
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await page.goto(`${suite.server.url}/organizations/${id}`);
    const accounts = page.getByTestId('org-members');
    await accounts.getByRole('heading', { name: 'Accounts' }).waitFor();
    const omar = accounts.getByRole('row', { name: /Omar Khalil/ });
    await omar.getByText('Organization Manager').waitFor();
    await omar.getByText('Active here').waitFor();
    // Amina works in HAD: Nour Academy is one of her organisations, not the active one.
    await accounts
      .getByRole('row', { name: /Amina Haddad/ })
      .getByText('Active in another organization')
      .waitFor();

    await arabic(page);
    await accounts.getByRole('heading', { name: 'الحسابات' }).waitFor();
    await accounts
      .getByRole('row', { name: /Omar Khalil/ })
      .getByText('نشط هنا')
      .waitFor();
    await screenshot(page, '92-organization-accounts-ar');
    await checkOnPhone(page, '92-organization-accounts-ar');
    await page.context().close();
  });

  it('a member joins another organisation with a code from the organisation menu', async () => {
    const code = await teacherCode(await nourId());
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'teacher@demo.test');
    const trigger = page.getByTestId('org-menu-trigger');
    const join = async (name: string) => {
      await trigger.click();
      await page.getByRole('menuitem', { name }).click();
      return page.getByTestId('access-pending-modal');
    };
    let dialog = await join('Join with a code');
    await dialog.getByRole('heading', { name: 'Join another organization' }).waitFor();
    await dialog.getByLabel('Join code').fill('NOPE-0000');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await dialog.getByTestId('join-error').getByText('Invalid Code').waitFor();
    await screenshot(page, '93-join-from-menu');
    await checkOnPhone(page, '93-join-from-menu');

    await dialog.getByLabel('Join code').fill(code);
    await dialog.getByRole('button', { name: 'Join' }).click();
    await page.getByText('You joined the organization.').waitFor();
    // The page reloads in the new organisation, which the menu now shows as active.
    await trigger.getByText('Nour Academy').waitFor();
    await trigger.click();
    const menu = page.getByTestId('org-menu');
    await menu.getByText('HAD').waitFor();
    await page.keyboard.press('Escape');

    // On a phone the menu sits in the drawer behind the top bar's menu button.
    await arabic(page);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'القائمة' }).click();
    await page.getByRole('dialog').getByTestId('org-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'الانضمام برمز' }).click();
    dialog = page.getByTestId('access-pending-modal');
    await dialog.getByLabel('رمز الانضمام').fill(code);
    await dialog.getByRole('button', { name: 'انضمام' }).click();
    await dialog.getByTestId('join-error').getByText('هذا الرمز مستخدم بالفعل.').waitFor();
    await screenshot(page, '93-join-code-used-ar');
    await page.context().close();
  });
});
