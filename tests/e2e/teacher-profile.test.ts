import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** The admin opens Layla's submitted profile on the review screen. */
async function openLayla(page: Page) {
  await page.goto(`${suite.server.url}/users/teachers/review?search=layla`);
  const row = page.getByTestId('teacher-row').filter({ hasText: 'Layla Nasser' });
  await row.waitFor();
  await checkOnPhone(page, '60-teachers-review-list');
  await row.getByRole('button', { name: /Review/ }).click();
  const review = page.getByTestId('teacher-review');
  await review.getByRole('heading', { name: 'Profile of Layla Nasser' }).waitFor();
  await checkOnPhone(page, '60-teacher-review');
  return review;
}

describe('teacher profile in Chromium', { timeout: PHONE_CHECKED_TIMEOUT }, () => {
  it('a teacher completes the profile, is sent back with a reason, resubmits and is accepted', async () => {
    const teacher = await suite.newPage();
    await logIn(teacher, suite.server.url, 'teacher@demo.test');
    const wizard = teacher.getByTestId('teacher-wizard');
    await wizard.getByRole('heading', { name: 'Complete your teacher profile' }).waitFor();
    await screenshot(teacher, '61-teacher-wizard-intro');
    await checkOnPhone(teacher, '61-teacher-wizard-intro');
    await wizard.getByRole('button', { name: 'Start' }).click();

    // Step 1 refuses to move on until it is valid.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Write at least 20 characters.').waitFor();
    await checkOnPhone(teacher, '61-teacher-wizard-about');
    await wizard.getByLabel('About the teacher').fill('I teach Arabic to adults online.');
    await wizard.getByLabel('Years of experience').fill('3');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByLabel('Grammar (Nahw and Sarf)').check();
    await wizard.getByLabel('Arabic', { exact: true }).check();
    await checkOnPhone(teacher, '61-teacher-wizard-subjects');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('textbox', { name: 'Qualifications' }).fill('BA in Arabic');
    await checkOnPhone(teacher, '61-teacher-wizard-qualifications');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard
      .getByTestId('teacher-wizard-review')
      .getByText('Grammar (Nahw and Sarf)')
      .waitFor();
    await screenshot(teacher, '62-teacher-wizard-review');
    await checkOnPhone(teacher, '62-teacher-wizard-review');
    await wizard.getByRole('button', { name: 'Submit profile' }).click();
    await teacher.getByText('Profile submitted for review.').waitFor();
    await teacher.getByTestId('teacher-profile-under-review').waitFor();
    await checkOnPhone(teacher, '62-teacher-under-review');

    // The platform's admin sends it back with a reason and a note.
    const admin = await suite.newPage();
    await logIn(admin, suite.server.url, 'admin@demo.test');
    let review = await openLayla(admin);
    await review.getByRole('button', { name: 'Reject' }).click();
    const modal = admin.getByTestId('teacher-reject-modal');
    await modal.getByLabel('Qualifications are missing').check();
    await modal.getByLabel('Note to the teacher (optional)').fill('Please name your university.');
    await screenshot(admin, '63-teacher-reject-modal');
    await checkOnPhone(admin, '63-teacher-reject-modal');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText('Teacher profile rejected.').waitFor();
    await review.getByTestId('teacher-status').getByText('Rejected').waitFor();

    // The teacher sees why, fixes the profile and sends it again.
    await teacher.reload();
    await wizard.getByText('Your profile was sent back.', { exact: false }).waitFor();
    await wizard.getByText('Qualifications are missing').waitFor();
    await wizard.getByText('Please name your university.').waitFor();
    await screenshot(teacher, '64-teacher-wizard-sent-back');
    await checkOnPhone(teacher, '64-teacher-wizard-sent-back');
    expect(await wizard.getByRole('button', { name: 'Skip for now' }).count()).toBe(0);
    await wizard.getByRole('button', { name: 'Correct my profile' }).click();
    expect(await wizard.getByLabel('About the teacher').inputValue()).toBe(
      'I teach Arabic to adults online.',
    );
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard
      .getByRole('textbox', { name: 'Qualifications' })
      .fill('BA in Arabic, University of Jordan');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Submit profile' }).click();
    await teacher.getByTestId('teacher-profile-under-review').waitFor();

    // The admin accepts the resubmission through the confirmation dialog.
    review = await openLayla(admin);
    await review.getByText('BA in Arabic, University of Jordan').waitFor();
    await review.getByRole('button', { name: 'Accept' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Accept' }).click();
    await admin.getByText('Teacher profile accepted.').waitFor();
    await review.getByTestId('teacher-status').getByText('Accepted').waitFor();
    await review
      .getByTestId('teacher-rejections')
      .getByText(/Please name your university/)
      .waitFor();
    expect(await review.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await screenshot(admin, '65-teacher-accepted');
    await checkOnPhone(admin, '65-teacher-accepted');

    await teacher.reload();
    await teacher.getByTestId('home-page').waitFor();
    expect(await teacher.getByTestId('teacher-wizard').count()).toBe(0);
    expect(await teacher.getByTestId('teacher-profile-under-review').count()).toBe(0);
    await admin.context().close();
    await teacher.context().close();
  });
});
