import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('removals row by row in Chromium', () => {
  it(
    'a manager removes a student from Alif, then its teacher, then (in Arabic) a student from Nour Academy',
    async () => {
      const page = await suite.newPage();
      await logIn(page, suite.server.url, 'manager@demo.test');
      await page.goto(`${suite.server.url}/classes`);
      await page.getByRole('row', { name: /Alif/ }).getByRole('link', { name: 'Alif' }).click();
      const students = page.getByTestId('class-students');
      const ahmad = students.getByRole('row', { name: /Ahmad Mansour/ });
      await ahmad.waitFor();

      // A student leaves the class: Ahmad sits in Alif only, so the dialog says where he goes.
      await ahmad.getByRole('button', { name: 'Remove Ahmad Mansour from the class' }).click();
      const confirm = page.getByTestId('confirm-dialog');
      await confirm.getByRole('heading', { name: 'Remove Ahmad Mansour from Alif' }).waitFor();
      await confirm
        .getByText(
          'They stay in the organization and go back to the waiting list: they sit in no other class.',
        )
        .waitFor();
      await confirm.getByText('Their answers and results are kept.').waitFor();
      await screenshot(page, '120-remove-student-from-class');
      await checkOnPhone(page, '120-remove-student-from-class');
      await confirm.getByRole('button', { name: 'Remove from class' }).click();
      await page.getByText('Student removed from the class').waitFor();
      await ahmad.waitFor({ state: 'detached' });
      await page.getByTestId('class-info-students').filter({ hasText: /^4$/ }).waitFor();

      // The teacher: the dialog says she leaves the organisation and which classes lose her.
      await page
        .getByRole('button', { name: 'Remove teacher Huda Saleh from the organization' })
        .click();
      await confirm
        .getByText(
          'Huda Saleh leaves the organization, not only this class, and loses access to it.',
        )
        .waitFor();
      await confirm.getByText('These classes (1) will have no teacher: Alif.').waitFor();
      // The demo gives Huda upcoming live classes: the removal leaves them assigned to her.
      await confirm
        .getByText(/^Their upcoming live classes \(\d+\) stay assigned to them/)
        .waitFor();
      await screenshot(page, '121-remove-teacher');
      await confirm.getByRole('button', { name: 'Remove teacher' }).click();
      await page.getByText('Teacher removed from the organization').waitFor();
      await page
        .getByTestId('class-info-teacher')
        .filter({ hasText: /^No teacher$/ })
        .waitFor();
      expect(await page.getByTestId('class-remove-teacher').count()).toBe(0);
      // What the service stored, read again from scratch.
      await page.reload();
      await page
        .getByTestId('class-info-teacher')
        .filter({ hasText: /^No teacher$/ })
        .waitFor();
      expect(await students.getByRole('row', { name: /Ahmad Mansour/ }).count()).toBe(0);

      // In Arabic: a student leaves the organisation from the students' list.
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.goto(`${suite.server.url}/students?search=student02`);
      const fatima = page.getByRole('row', { name: /Fatima Qasim/ });
      await fatima.waitFor();
      await fatima.getByRole('button', { name: 'إزالة Fatima Qasim من Nour Academy' }).click();
      await confirm
        .getByText('سيغادر Fatima Qasim مؤسسة Nour Academy ويفقد الوصول إليها.')
        .waitFor();
      await confirm.getByText('سيفقد مقعده في هذه الفصول (1): Alif.').waitFor();
      await screenshot(page, '122-remove-student-from-organization-ar');
      await checkOnPhone(page, '122-remove-student-from-organization-ar');
      await confirm.getByRole('button', { name: 'الإزالة من المؤسسة' }).click();
      await page.getByText('أُزيل الطالب من المؤسسة').waitFor();
      await fatima.waitFor({ state: 'detached' });
      // Nobody else matches the search: the list says so, in Arabic.
      await page
        .getByTestId('student-list-empty')
        .getByText('لا يوجد طالب يطابق البحث أو التصفية.')
        .waitFor();
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
