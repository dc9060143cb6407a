import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { dayIn, onServer, waitForInvitationLink } from './support/mailbox';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const CUSTOMER = 'Dar Al Qalam';
const MANAGER = 'salma@daralqalam.test';
const CONTRACT = { name: 'Dar Al Qalam contract 2026.pdf', buffer: Buffer.from('%PDF-1.7\n%…\n') };

describe('a new customer, set up through the console', { timeout: PHONE_CHECKED_TIMEOUT }, () => {
  it('a platform admin creates an organisation, opens its page, invites its manager, who accepts, lands in it and takes the first steps', async () => {
    const admin = await suite.newPage();
    await logIn(admin, suite.server.url, 'admin@demo.test');
    await admin.goto(`${suite.server.url}/organizations`);
    await admin.getByRole('link', { name: 'Set up a new customer' }).click();
    // The guided set-up: each step saves as it goes.
    const setup = admin.getByTestId('customer-setup');
    const stepTitle = setup.getByTestId('setup-step-title');
    await stepTitle.getByText('Step 1 of 5: Organization').waitFor();
    await setup.getByLabel('Company name').fill(CUSTOMER);
    await setup.getByLabel('Company location').fill('Irbid');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await admin.getByText('Organization saved').waitFor();
    // Saved as a Pending organisation with its own address: a reload resumes here.
    await admin.waitForURL(/\/organizations\/[^/]+\/setup$/);
    await stepTitle.getByText('Step 2 of 5: Contract and seats').waitFor();
    await admin.reload();
    await stepTitle.getByText('Step 2 of 5: Contract and seats').waitFor();
    await setup.getByTestId('setup-progress').getByText('Set-up 1 of 5 done').waitFor();
    // Left half-way, the list says how far it went and continues where it stopped.
    await admin.goto(`${suite.server.url}/organizations?search=${encodeURIComponent(CUSTOMER)}`);
    await admin.getByRole('link', { name: 'Set-up 1 of 5: continue' }).click();
    await stepTitle.getByText('Step 2 of 5: Contract and seats').waitFor();
    await setup.getByLabel('Start date').fill(dayIn());
    await setup.getByLabel('End date').fill(dayIn(1));
    await setup.getByLabel('Max students').fill('60');
    await setup.getByLabel('Max teachers').fill('6');
    await setup.getByLabel('Max classrooms').fill('4');
    await setup
      .getByLabel('Contract file')
      .setInputFiles({ name: CONTRACT.name, mimeType: 'application/pdf', buffer: CONTRACT.buffer });
    await checkOnPhone(admin, '90-new-customer-contract-step');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await admin.getByText('Contract and seats saved').waitFor();
    await stepTitle.getByText('Step 3 of 5: Manager').waitFor();
    await setup.getByLabel("Manager's e-mail").fill(MANAGER);
    await setup.getByRole('button', { name: 'Send the invitation' }).click();
    await admin.getByText('Invitation sent to the manager').waitFor();
    await stepTitle.getByText('Step 4 of 5: Plan').waitFor();
    await setup.getByLabel('Plan', { exact: true }).selectOption({ index: 1 });
    await setup.getByRole('button', { name: 'Give this plan' }).click();
    await stepTitle.getByText('Step 5 of 5: Review and activate').waitFor();
    const review = setup.getByTestId('setup-review');
    await review.getByText(/Irbid/).waitFor();
    await review.getByText('Invitation sent').waitFor();
    await checkOnPhone(admin, '91-new-customer-review');
    await setup.getByRole('button', { name: 'Activate the contract' }).click();
    await setup.getByTestId('setup-finished').waitFor();
    await setup.getByRole('link', { name: 'Open its page' }).click();

    // Its own page: the contract active, the file under its own name, the manager invited.
    await admin.getByRole('heading', { level: 1, name: CUSTOMER }).waitFor();
    const contract = admin.getByTestId('org-contract');
    await contract.getByText('Active', { exact: true }).waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      contract.getByRole('button', { name: `Download the contract file ${CONTRACT.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(CONTRACT.name);
    expect(await readFile((await download.path())!)).toEqual(CONTRACT.buffer);
    await admin.getByTestId('org-members-empty').waitFor();
    const invitation = admin.getByRole('row', { name: new RegExp(MANAGER) });
    await invitation.getByText('Pending').waitFor();
    expect(await invitation.textContent()).toContain('Organization Manager');
    await admin.getByTestId('org-menu-trigger').getByText('HAD').waitFor();
    await screenshot(admin, '90-new-customer-page');
    await checkOnPhone(admin, '92-new-customer-page');

    // The manager opens the e-mailed link, signs up and lands in the new organisation.
    const link = await waitForInvitationLink(suite.server.dataDir, MANAGER);
    const manager = await suite.newPage();
    await manager.goto(onServer(suite.server.url, link));
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
    await rightToLeft(admin);
    await admin.getByRole('heading', { level: 2, name: 'العقد', exact: true }).waitFor();
    await admin.getByRole('button', { name: `دعوة إلى ${CUSTOMER}` }).waitFor();
    await admin.getByRole('heading', { level: 2, name: 'الحسابات', exact: true }).waitFor();
    await checkOnPhone(admin, '94-new-customer-page-arabic');
    await admin.context().close();
  });
});
