import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from './support/browser';
import { waitForInvitationLink } from './support/mailbox';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const CUSTOMER = 'Dar Al Qalam';
const MANAGER = 'salma@daralqalam.test';
const CONTRACT = { name: 'Dar Al Qalam contract 2026.pdf', buffer: Buffer.from('%PDF-1.7\n%…\n') };

const day = (offsetYears = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() + offsetYears, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
};

/** The e-mailed link, opened on the server the test started (the mail names PUBLIC_URL). */
const onServer = (link: string) => {
  const { pathname, search } = new URL(link);
  return `${suite.server.url}${pathname}${search}`;
};

describe('a new customer, set up through the console', { timeout: PHONE_CHECKED_TIMEOUT }, () => {
  it('a platform admin creates an organisation, opens its page, invites its manager, who accepts, lands in it and takes the first steps', async () => {
    const admin = await suite.newPage();
    await logIn(admin, suite.server.url, 'admin@demo.test');
    await admin.goto(`${suite.server.url}/organizations`);
    await admin.getByTestId('org-create').click();
    const form = admin.getByTestId('org-form-modal');
    await form.getByLabel('Company name').fill(CUSTOMER);
    await form.getByLabel('Company location').fill('Irbid');
    await form.getByLabel('Start date').fill(day());
    await form.getByLabel('End date').fill(day(1));
    await form.getByLabel('Max students').fill('60');
    await form.getByLabel('Max teachers').fill('6');
    await form.getByLabel('Max classrooms').fill('4');
    await form
      .getByLabel('Contract file')
      .setInputFiles({ name: CONTRACT.name, mimeType: 'application/pdf', buffer: CONTRACT.buffer });
    await form.getByRole('button', { name: 'Save organization' }).click();
    await admin.getByText('Organization created successfully').waitFor();

    // Its own page, from the list: the contract explained, the file under its own name.
    await admin.getByRole('link', { name: CUSTOMER }).click();
    await admin.getByRole('heading', { level: 1, name: CUSTOMER }).waitFor();
    const contract = admin.getByTestId('org-contract');
    await contract.getByText('Pending', { exact: true }).waitFor();
    expect(await admin.getByTestId('org-status-meaning').textContent()).toMatch(
      /not been activated yet.*invite its manager/,
    );
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      contract.getByRole('button', { name: `Download the contract file ${CONTRACT.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(CONTRACT.name);
    expect(await readFile((await download.path())!)).toEqual(CONTRACT.buffer);
    await admin.getByTestId('org-members-empty').waitFor();
    await admin.getByTestId('org-invitation-empty').waitFor();
    await admin.getByTestId('report-card-students').waitFor();
    await screenshot(admin, '90-new-customer-page');
    await checkOnPhone(admin, '90-new-customer-page');

    // Its manager, invited from its page while HAD stays the admin's active organisation.
    await admin.getByRole('button', { name: `Invite to ${CUSTOMER}` }).click();
    const wizard = admin.getByTestId('invite-wizard');
    const widthOf = async () => Math.round((await wizard.boundingBox())!.width);
    const width = await widthOf();
    expect(width).toBe(880);
    await wizard.getByRole('button', { name: /Type e-mail addresses/ }).click();
    await wizard.getByLabel('E-mail addresses, one per line').fill(MANAGER);
    await expect.poll(() => wizard.getByLabel('Role').inputValue()).toBe('Organization Manager');
    await checkOnPhone(admin, '91-new-customer-invite');
    await wizard.getByRole('button', { name: 'Check the rows' }).click();
    // Each step keeps the wizard's width.
    expect(await widthOf()).toBe(width);
    await wizard.getByRole('button', { name: 'Send the invitations (1)' }).click();
    await wizard.getByTestId('wizard-done').waitFor();
    await wizard.getByTestId('wizard-close').click();
    const invitation = admin.getByRole('row', { name: new RegExp(MANAGER) });
    await invitation.getByText('Pending').waitFor();
    expect(await invitation.textContent()).toContain('Organization Manager');
    await admin.getByTestId('org-menu-trigger').getByText('HAD').waitFor();
    await checkOnPhone(admin, '92-new-customer-invited');

    // The manager opens the e-mailed link, signs up and lands in the new organisation.
    const link = await waitForInvitationLink(suite.server.dataDir, MANAGER);
    const manager = await suite.newPage();
    await manager.goto(onServer(link));
    await manager.getByTestId('accept-facts').getByText(CUSTOMER).waitFor();
    await manager.getByLabel('First name').fill('Salma');
    await manager.getByLabel('Last name').fill('Haddad');
    await manager.getByLabel('Password').fill('Qamar-fajr-2026!');
    await manager.getByRole('button', { name: 'Create account and join' }).click();
    await manager.waitForURL(`${suite.server.url}/home`);
    await manager.getByTestId('org-menu-trigger').getByText(CUSTOMER).waitFor();
    await checkOnPhone(manager, '93-new-manager-home');

    // Their first steps, ticked from the data: a class, from the checklist's own link.
    const steps = manager.getByTestId('setup-checklist');
    await steps.getByText('0 of 5 steps done').waitFor();
    await steps.getByRole('link', { name: 'Create a class' }).click();
    const classForm = manager.getByTestId('class-form-modal');
    await classForm.getByLabel('Class name').fill('Grade 1');
    await classForm.getByRole('button', { name: 'Save class' }).click();
    await manager.getByText('Class Created Successfully!').waitFor();
    await manager.getByRole('link', { name: 'Dashboard' }).first().click();
    await steps.getByText('1 of 5 steps done').waitFor();
    await manager
      .getByTestId('setup-step-class')
      .getByText(/^Done on /)
      .waitFor();
    // A step set aside goes under "Set aside", with a way back.
    await steps.getByRole('button', { name: 'Not now: Schedule a first live class' }).click();
    await manager.getByText('Step dismissed.').waitFor();
    await manager.getByTestId('setup-aside-liveClass').waitFor();
    await steps.getByText('2 of 5 steps done').waitFor();
    // The same list in Arabic, on a phone; then the teacher step opens the invitation wizard.
    await manager.getByRole('button', { name: /العربية/ }).click();
    await steps.getByText('أُنجزت 2 من 5 خطوات').waitFor();
    await checkOnPhone(manager, '95-new-manager-first-steps-arabic');
    await steps.getByRole('link', { name: 'ادعُ معلمًا' }).click();
    await manager.getByTestId('invite-wizard').waitFor();
    await manager.context().close();

    // Back on the organisation's page, the manager is one of its accounts.
    await admin.reload();
    await admin.getByTestId('org-members').getByText(MANAGER).waitFor();
    await admin
      .getByRole('row', { name: new RegExp(MANAGER) })
      .getByText('Accepted')
      .first()
      .waitFor();

    // The same page in Arabic, right to left, on a desk and on a phone.
    await admin.getByRole('button', { name: /العربية/ }).click();
    await expect.poll(() => admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await admin.getByRole('heading', { level: 2, name: 'العقد', exact: true }).waitFor();
    expect(await admin.getByTestId('org-status-meaning').textContent()).toContain(
      'لم يُفعَّل العقد بعد',
    );
    await admin.getByRole('button', { name: `دعوة إلى ${CUSTOMER}` }).waitFor();
    await admin.getByRole('heading', { level: 2, name: 'الحسابات', exact: true }).waitFor();
    await checkOnPhone(admin, '94-new-customer-page-arabic');
    await admin.context().close();
  });
});
