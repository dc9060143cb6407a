import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES } from '../../contract/teachers';
import { HomeRoute } from '../../src/app/routes/home-route';
import { TeacherProfileGate } from '../../src/features/teachers/profile-gate';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadTeacher, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';
import { profile, TOPICS } from './support/teacher-fixtures';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const EMPTY = {
  bio: null,
  teachingTopicIds: [],
  yearsOfExperience: null,
  qualifications: null,
  languages: [],
  status: 'incomplete' as const,
  submittedAt: null,
};

function stub(mine: unknown, extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /v1/teachers/profiles/me': () => json({ data: mine }),
    'GET /v1/general/teachers/lookups/teaching-topics': () => json({ data: TOPICS }),
    ...extra,
  }).calls;
}

function renderGate() {
  actors = createTestActors([hadTeacher]);
  renderWithApp(
    <>
      <TeacherProfileGate />
      <AppToaster />
    </>,
    { actors },
  );
}

describe('the teacher profile wizard', () => {
  it('guides an incomplete profile through the steps, checking each, and submits it once', async () => {
    let submitted = false;
    const calls = stub(
      { isTeacher: true, profile: profile(EMPTY), lastRejection: null },
      {
        'POST /v1/teachers/complete-profile': () => {
          submitted = true;
          return json({ data: profile(), message: TEACHER_MESSAGES.submitted });
        },
      },
    );
    renderGate();
    const wizard = await screen.findByTestId('teacher-wizard');
    fireEvent.click(within(wizard).getByRole('button', { name: 'Start' }));
    expect(within(wizard).getByTestId('teacher-wizard-step').textContent).toContain('Step 1 of 4');
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    await within(wizard).findByText('Write at least 20 characters.');
    expect(within(wizard).getByText('Enter a whole number from 0 to 60.')).toBeTruthy();

    fireEvent.change(within(wizard).getByLabelText('About the teacher'), {
      target: { value: 'I teach Arabic to adults online.' },
    });
    fireEvent.change(within(wizard).getByLabelText('Years of experience'), {
      target: { value: '3' },
    });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(wizard).findByLabelText('Grammar (Nahw and Sarf)'));
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    await within(wizard).findByText('Choose at least one language.');
    fireEvent.click(within(wizard).getByLabelText('Arabic'));
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    fireEvent.change(await within(wizard).findByRole('textbox', { name: 'Qualifications' }), {
      target: { value: 'BA in Arabic' },
    });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    const review = await within(wizard).findByTestId('teacher-wizard-review');
    expect(within(review).getByText('Grammar (Nahw and Sarf)')).toBeTruthy();
    expect(within(review).getByText('3 years')).toBeTruthy();
    fireEvent.click(within(wizard).getByRole('button', { name: 'Submit profile' }));
    fireEvent.click(within(wizard).getByRole('button', { name: /Submit/ }));
    await screen.findByText('Profile submitted for review.');
    expect(submitted).toBe(true);
    const posts = calls.filter((c) => c.path.endsWith('/complete-profile'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      bio: 'I teach Arabic to adults online.',
      yearsOfExperience: 3,
      teachingTopicIds: ['grammar'],
      languages: ['ar'],
      qualifications: 'BA in Arabic',
      photoFileName: null,
    });
  });

  it('can be skipped while incomplete', async () => {
    const calls = stub(
      { isTeacher: true, profile: profile(EMPTY), lastRejection: null },
      {
        'POST /v1/teachers/profile-complete/skip': () =>
          json({ data: profile({ status: 'skipped' }) }),
      },
    );
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await screen.findByText('Profile completion skipped.');
    expect(calls.filter((c) => c.path.endsWith('/profile-complete/skip'))).toHaveLength(1);
  });

  it('a profile sent back shows the reasons, starts from its values and cannot be skipped', async () => {
    stub({
      isTeacher: true,
      profile: profile({ status: 'rejected' }),
      lastRejection: {
        id: '33333333-3333-4333-8333-333333333333',
        kind: 'profile',
        reasons: ['qualificationsMissing'],
        note: 'Name your university.',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    });
    renderGate();
    const wizard = await screen.findByTestId('teacher-wizard');
    expect(within(wizard).getByText('Qualifications are missing')).toBeTruthy();
    expect(within(wizard).getByText('Name your university.')).toBeTruthy();
    expect(within(wizard).queryByRole('button', { name: 'Skip for now' })).toBeNull();
    fireEvent.click(within(wizard).getByRole('button', { name: 'Correct my profile' }));
    expect((within(wizard).getByLabelText('About the teacher') as HTMLTextAreaElement).value).toBe(
      'I teach conversation to adult learners online.',
    );
  });

  it('shows a line instead of the wizard while the profile is under review', async () => {
    stub({ isTeacher: true, profile: profile({ status: 'submitted' }), lastRejection: null });
    renderGate();
    await screen.findByText('Your teacher profile is being reviewed.');
    expect(screen.queryByTestId('teacher-wizard')).toBeNull();
  });

  it('is not asked for on /home by a member who is not a teacher', async () => {
    const calls = stub({ isTeacher: false, profile: null, lastRejection: null });
    actors = createTestActors([nourManager]);
    renderWithApp(<HomeRoute />, { actors });
    await screen.findByTestId('home-page');
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/v1/users/me'))).toBe(true));
    expect(calls.some((c) => c.path.endsWith('/profiles/me'))).toBe(false);
  });

  it('renders in Arabic, right to left, with no untranslated key', async () => {
    await changeLanguage('ar');
    stub({ isTeacher: true, profile: profile(EMPTY), lastRejection: null });
    renderGate();
    const wizard = await screen.findByTestId('teacher-wizard');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(wizard).getByRole('heading', { name: 'أكمل ملفك كمعلم' })).toBeTruthy();
    fireEvent.click(within(wizard).getByRole('button', { name: 'ابدأ' }));
    fireEvent.click(within(wizard).getByRole('button', { name: 'التالي' }));
    await within(wizard).findByText('اكتب عشرين حرفًا على الأقل.');
    expect(document.body.textContent).not.toMatch(/\bteachers\.\w/);
  });
});
