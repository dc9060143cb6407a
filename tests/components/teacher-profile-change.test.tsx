import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES } from '../../contract/teachers';
import { TeacherProfileGate } from '../../src/features/teachers/profile-gate';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadTeacher } from './support/orgs';
import { json, renderWithApp } from './support/render';
import { CHANGE_ID, profile, TOPICS } from './support/teacher-fixtures';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const ACCEPTED = profile({ status: 'accepted', reviewedAt: '2026-11-21T10:00:00.000Z' });
const REJECTION = {
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'change' as const,
  reasons: ['experienceUnverified' as const],
  note: 'Please add where you taught.',
  createdAt: '2026-11-22T10:00:00.000Z',
};

function renderGate(mine: () => unknown, extra: Parameters<typeof routeFetch>[0] = {}) {
  const { calls } = routeFetch({
    'GET /v1/teachers/profiles/me': () => json({ data: mine() }),
    'GET /v1/general/teachers/lookups/teaching-topics': () => json({ data: TOPICS }),
    ...extra,
  });
  actors = createTestActors([hadTeacher]);
  renderWithApp(
    <>
      <TeacherProfileGate />
      <AppToaster />
    </>,
    { actors },
  );
  return calls;
}

describe('an accepted teacher proposes a change to their profile', () => {
  it('opens the form prefilled, checks it, sends it, and then shows the change as waiting', async () => {
    let current = {
      isTeacher: true,
      profile: ACCEPTED,
      lastRejection: null,
      lastChangeStatus: null,
    };
    const calls = renderGate(() => current, {
      'POST /v1/teachers/profile-changes/submit': () => {
        current = {
          ...current,
          profile: { ...ACCEPTED, pendingChangeId: CHANGE_ID },
          lastChangeStatus: null,
        };
        return json({ data: current.profile, message: TEACHER_MESSAGES.changeSubmitted }, 201);
      },
    });
    const panel = await screen.findByTestId('my-teacher-profile');
    expect(within(panel).getByRole('heading', { name: 'My teacher profile' })).toBeTruthy();
    expect(within(panel).getByTestId('my-profile-values').textContent).toContain('BA in Arabic');
    const propose = within(panel).getByRole('button', { name: 'Propose a change' });
    await waitFor(() => expect((propose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(propose);

    const modal = await screen.findByTestId('teacher-propose-modal');
    const bio = within(modal).getByLabelText('About the teacher') as HTMLTextAreaElement;
    expect(bio.value).toBe('I teach conversation to adult learners online.');
    fireEvent.change(bio, { target: { value: 'Short' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Send for review' }));
    await within(modal).findByText('Write at least 20 characters.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(bio, { target: { value: 'I teach conversation and reading to adults.' } });
    fireEvent.change(within(modal).getByLabelText('Years of experience'), {
      target: { value: '6' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Send for review' }));
    await screen.findByText(TEACHER_MESSAGES.changeSubmitted);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({
      bio: 'I teach conversation and reading to adults.',
      yearsOfExperience: 6,
      teachingTopicIds: ['reading'],
      languages: ['ar', 'en'],
      qualifications: 'BA in Arabic',
    });
    await waitFor(() => expect(screen.queryByTestId('teacher-propose-modal')).toBeNull());
    await within(panel).findByText('Change waiting for review');
    expect(within(panel).queryByRole('button', { name: 'Propose a change' })).toBeNull();
  });

  it('shows the server’s refusal in the form', async () => {
    renderGate(() => ({ isTeacher: true, profile: ACCEPTED, lastRejection: null }), {
      'POST /v1/teachers/profile-changes/submit': () =>
        json({ message: TEACHER_MESSAGES.changePending, code: 'CONFLICT' }, 409),
    });
    const panel = await screen.findByTestId('my-teacher-profile');
    const propose = within(panel).getByRole('button', { name: 'Propose a change' });
    await waitFor(() => expect((propose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(propose);
    const modal = await screen.findByTestId('teacher-propose-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Send for review' }));
    expect((await within(modal).findByTestId('teacher-propose-error')).textContent).toBe(
      TEACHER_MESSAGES.changePending,
    );
  });

  it('says why the last change was sent back, and not once a later one was approved', async () => {
    let mine = {
      isTeacher: true,
      profile: ACCEPTED,
      lastRejection: REJECTION,
      lastChangeStatus: 'rejected',
    };
    renderGate(() => mine);
    const rejected = await screen.findByTestId('my-profile-rejected');
    expect(rejected.textContent).toContain('Your last proposed change was not approved');
    expect(rejected.textContent).toContain('The experience cannot be verified');
    expect(rejected.textContent).toContain('Please add where you taught.');

    mine = { ...mine, lastChangeStatus: 'approved' };
    cleanup();
    actors?.stop();
    renderGate(() => mine);
    await screen.findByTestId('my-profile-approved');
    expect(screen.queryByTestId('my-profile-rejected')).toBeNull();
  });

  it('renders in Arabic, right to left, with no untranslated key', async () => {
    await changeLanguage('ar');
    renderGate(() => ({
      isTeacher: true,
      profile: { ...ACCEPTED, pendingChangeId: CHANGE_ID },
      lastRejection: null,
      lastChangeStatus: 'submitted',
    }));
    const panel = await screen.findByTestId('my-teacher-profile');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(panel).getByRole('heading', { name: 'ملفي التعريفي كمعلم' })).toBeTruthy();
    expect(within(panel).getByTestId('my-profile-pending').textContent).toBe(
      'تعديل بانتظار المراجعة',
    );
    expect(document.body.textContent).not.toMatch(/\bteachers\.\w/);
  });
});
