import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { Locator, Page } from 'playwright-core';
import { logIn, rightToLeft } from './support/browser';
import { dayIn, onServer, waitForInvitationLink } from './support/mailbox';
import { PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';
import { say } from './support/texts';

const suite = useServerAndBrowser();

/** Most clicks each person's part may take (the measure of a guided set-up). */
const MAX_CLICKS = 25;

/** What one person clicks: every click, choice and file pick counts. */
class Clicks {
  count = 0;
  async click(target: Locator) {
    this.count += 1;
    await target.click();
  }
  async choose(target: Locator, option: { index: number }) {
    this.count += 1;
    await target.selectOption(option);
  }
  async pickFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
    this.count += 1;
    await target.setInputFiles(file);
  }
}

function studentsSheet(emails: string[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['email', 'firstName', 'lastName', 'className'],
    ...emails.map((email, i) => [email, `Student${i + 1}`, 'Walk', '']),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Students');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const WALKS = [
  { language: 'en', viewport: { width: 1366, height: 768 }, customer: 'Dar Al Qalam Walk' },
  { language: 'ar', viewport: { width: 390, height: 844 }, customer: 'دار الحكمة' },
] as const;

describe(
  'a new customer from nothing, the console only',
  { timeout: PHONE_CHECKED_TIMEOUT },
  () => {
    it.each(WALKS)(
      '$language at $viewport.width px: the admin sets up a customer and its manager; the manager a class, a teacher and five students',
      async ({ language, viewport, customer }) => {
        const t = (text: string, values?: Record<string, string>, under?: string) =>
          say(language, text, values, under);
        const phone = viewport.width < 768;
        const tag = `${language}-${viewport.width}`;
        const managerEmail = `manager-${tag}@walk.test`;
        const teacherEmail = `teacher-${tag}@walk.test`;
        const typed = [1, 2].map((n) => `typed${n}-${tag}@walk.test`);
        const fromSheet = [1, 2, 3].map((n) => `sheet${n}-${tag}@walk.test`);

        /** The person's language, then a screen from the sidebar (behind the menu on a phone). */
        const chooseLanguage = async (page: Page, clicks: Clicks) => {
          if (language === 'en') return;
          await clicks.click(page.getByRole('button', { name: /العربية/ }));
          await rightToLeft(page);
        };
        const openFromSidebar = async (page: Page, clicks: Clicks, label: string) => {
          if (phone) await clicks.click(page.getByRole('button', { name: t('Menu') }));
          const nav = page.getByRole('navigation', { name: t('Main') });
          await clicks.click(nav.getByRole('link', { name: t(label), exact: true }).first());
        };

        // The admin: from the dashboard to an active customer with its manager invited.
        const admin = await suite.newPage();
        await admin.setViewportSize(viewport);
        await logIn(admin, suite.server.url, 'admin@demo.test');
        const adminClicks = new Clicks();
        await chooseLanguage(admin, adminClicks);
        await openFromSidebar(admin, adminClicks, 'Organizations');
        await adminClicks.click(admin.getByRole('link', { name: t('Set up a new customer') }));
        const setup = admin.getByTestId('customer-setup');
        const save = setup.getByTestId('setup-save');
        await setup.getByLabel(t('Company name')).fill(customer);
        await setup.getByLabel(t('Company location')).fill('Irbid');
        await adminClicks.click(save);
        await setup.getByLabel(t('Start date')).fill(dayIn());
        await setup.getByLabel(t('End date')).fill(dayIn(1));
        await setup.getByLabel(t('Max students')).fill('60');
        await setup.getByLabel(t('Max teachers')).fill('6');
        await setup.getByLabel(t('Max classrooms')).fill('4');
        await adminClicks.pickFile(setup.getByLabel(t('Contract file')), {
          name: 'contract.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.7\n%…\n'),
        });
        await adminClicks.click(save);
        await setup.getByLabel(t("Manager's e-mail")).fill(managerEmail);
        await adminClicks.click(save);
        await adminClicks.choose(
          setup.getByLabel(t('Plan', {}, 'organizations.setup'), { exact: true }),
          { index: 1 },
        );
        await adminClicks.click(save);
        await adminClicks.click(save);
        await setup.getByTestId('setup-finished').waitFor();
        expect(adminClicks.count).toBeLessThanOrEqual(MAX_CLICKS);
        await admin.context().close();

        // The manager: from the e-mailed link to a class, a teacher and five students invited.
        const manager = await suite.newPage();
        await manager.setViewportSize(viewport);
        const managerClicks = new Clicks();
        await manager.goto(
          onServer(
            suite.server.url,
            await waitForInvitationLink(suite.server.dataDir, managerEmail),
          ),
        );
        await chooseLanguage(manager, managerClicks);
        await manager.getByLabel(t('First name')).fill('Salma');
        await manager.getByLabel(t('Last name')).fill('Haddad');
        await manager.getByLabel(t('Password')).fill('Qamar-fajr-2026!');
        await managerClicks.click(
          manager.getByRole('button', { name: t('Create account and join') }),
        );
        const steps = manager.getByTestId('setup-checklist');
        await managerClicks.click(
          steps.getByRole('link', { name: t('Create a class', {}, 'setup.steps') }),
        );
        const classForm = manager.getByTestId('class-form-modal');
        await classForm.getByLabel(t('Class name')).fill('Grade 1');
        await managerClicks.click(classForm.getByTestId('class-save'));
        // After the class, the console offers its students: two typed, then three from a sheet.
        await managerClicks.click(
          manager
            .getByTestId('class-next-step')
            .getByRole('link', { name: t('Invite students', {}, 'classes.afterCreate') }),
        );
        const wizard = manager.getByTestId('invite-wizard');
        await managerClicks.click(wizard.getByTestId('wizard-choose-typed'));
        await wizard.getByLabel(t('E-mail addresses, one per line')).fill(typed.join('\n'));
        await managerClicks.click(wizard.getByTestId('wizard-dry-run'));
        await managerClicks.click(wizard.getByTestId('wizard-commit'));
        await wizard.getByTestId('wizard-done').waitFor();
        await managerClicks.click(wizard.getByTestId('wizard-close'));
        await managerClicks.click(manager.getByRole('button', { name: t('Invite'), exact: true }));
        await managerClicks.click(wizard.getByTestId('wizard-choose-file'));
        await managerClicks.pickFile(wizard.getByLabel(t('Spreadsheet file')), {
          name: 'students.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: studentsSheet(fromSheet),
        });
        await managerClicks.click(wizard.getByTestId('wizard-dry-run'));
        await managerClicks.click(wizard.getByTestId('wizard-commit'));
        await wizard.getByTestId('wizard-done').waitFor();
        await managerClicks.click(wizard.getByTestId('wizard-close'));
        for (const email of [...typed, ...fromSheet]) {
          await manager.getByRole('row', { name: new RegExp(email) }).waitFor();
        }
        // Back to the first steps for the teacher.
        await openFromSidebar(manager, managerClicks, 'Dashboard');
        await managerClicks.click(
          steps.getByRole('link', { name: t('Invite a teacher', {}, 'setup.steps') }),
        );
        await managerClicks.click(wizard.getByTestId('wizard-choose-typed'));
        await wizard.getByLabel(t('E-mail addresses, one per line')).fill(teacherEmail);
        await managerClicks.click(wizard.getByTestId('wizard-dry-run'));
        await managerClicks.click(wizard.getByTestId('wizard-commit'));
        await wizard.getByTestId('wizard-done').waitFor();
        await managerClicks.click(wizard.getByTestId('wizard-close'));
        await manager.getByRole('row', { name: new RegExp(teacherEmail) }).waitFor();

        // The first steps ticked themselves from the data: class, teacher, students.
        await openFromSidebar(manager, managerClicks, 'Dashboard');
        for (const step of ['class', 'teacher', 'students']) {
          await steps
            .getByTestId(`setup-step-${step}`)
            .getByText(new RegExp(`^${t('Done on {{date}}').replace('{{date}}', '')}`))
            .waitFor();
        }
        expect(managerClicks.count).toBeLessThanOrEqual(MAX_CLICKS);
        console.log(
          `[walk ${tag}] admin ${adminClicks.count} clicks, manager ${managerClicks.count} clicks`,
        );
        await manager.context().close();
      },
    );
  },
);
