import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES } from '../../contract/teachers';
import { TeachersReviewRoute } from '../../src/app/routes/teachers-review-route';
import { ReviewPage } from '../../src/features/teachers/review-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';
import { CHANGE_ID, profile, profilePage, TEACHER_ID, TOPICS } from './support/teacher-fixtures';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const lists = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/v1/teachers/get-all'));

function stub(extra: Parameters<typeof routeFetch>[0] = {}, row = profile()) {
  return routeFetch({
    'POST /v1/teachers/get-all': (call) =>
      profilePage([row], Number(call.query.get('pageNumber')), 25),
    [`GET /v1/teachers/profiles/${TEACHER_ID}`]: () => json({ data: row }),
    [`GET /v1/teachers/profiles/rejection-reasons/${TEACHER_ID}`]: () => json({ data: [] }),
    'GET /v1/general/teachers/lookups/teaching-topics': () => json({ data: TOPICS }),
    ...extra,
  }).calls;
}

function renderPage(path = '/users/teachers/review', canUpdate = true) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <ReviewPage canRead canUpdate={canUpdate} confirmation={actors.confirmation} />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

describe('the teacher review list', () => {
  it('asks for submitted profiles by default; status, search and page live in the address', async () => {
    const calls = stub();
    renderPage();
    await screen.findByText('Layla Nasser');
    expect(lists(calls)[0]?.body).toEqual({ status: 'submitted' });
    expect(lists(calls)[0]?.query.get('pageNumber')).toBe('1');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?status=all'));
    await waitFor(() => expect(lists(calls).at(-1)?.body).toEqual({}));

    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), {
      target: { value: 'layla' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists(calls).at(-1)?.body).toEqual({ search: 'layla' }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?status=all&search=layla&page=2'),
    );
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('pageNumber')).toBe('2'));
  });

  it('the changes view asks for profiles with a waiting change', async () => {
    const calls = stub();
    renderPage('/users/teachers/review?view=changes');
    await screen.findByText('Layla Nasser');
    expect(lists(calls)[0]?.body).toEqual({ pendingChange: true });
  });

  it('accepts through the confirmation dialog and shows the notice', async () => {
    const calls = stub({
      'POST /v1/teachers/accept': () =>
        json({ data: profile({ status: 'accepted' }), message: TEACHER_MESSAGES.accepted }),
    });
    renderPage(`/users/teachers/review?teacher=${TEACHER_ID}`);
    const review = await screen.findByTestId('teacher-review');
    await within(review).findByText('I teach conversation to adult learners online.');
    expect(within(review).getByTestId('current-teachingTopicIds').textContent).toBe('Reading');
    // Only what the machine allows from submitted: accept, reject, edit.
    expect(within(review).queryByTestId('teacher-action-approveChange')).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await screen.findByText('Teacher profile accepted.');
    expect(calls.find((c) => c.path.endsWith('/v1/teachers/accept'))?.body).toEqual({
      teacherId: TEACHER_ID,
    });
  });

  it('rejects with at least one reason and a note', async () => {
    const calls = stub({
      'POST /v1/teachers/reject': () => json({ data: profile({ status: 'rejected' }) }),
    });
    renderPage(`/users/teachers/review?teacher=${TEACHER_ID}`);
    const review = await screen.findByTestId('teacher-review');
    fireEvent.click(await within(review).findByRole('button', { name: 'Reject' }));
    const modal = await screen.findByTestId('teacher-reject-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await within(modal).findByText('Choose at least one reason.');
    fireEvent.click(within(modal).getByLabelText('Qualifications are missing'));
    fireEvent.change(within(modal).getByLabelText('Note to the teacher (optional)'), {
      target: { value: 'Name your university.' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Teacher profile rejected.');
    expect(calls.find((c) => c.path.endsWith('/v1/teachers/reject'))?.body).toEqual({
      teacherId: TEACHER_ID,
      reasons: ['qualificationsMissing'],
      note: 'Name your university.',
    });
  });

  it('shows a waiting change side by side and approves it; an accepted profile offers no accept', async () => {
    const accepted = profile({ status: 'accepted', pendingChangeId: CHANGE_ID });
    const calls = stub(
      {
        [`GET /v1/teachers/profile-changes/${CHANGE_ID}`]: () =>
          json({
            data: {
              id: CHANGE_ID,
              teacherId: TEACHER_ID,
              status: 'submitted',
              current: { ...accepted },
              proposed: {
                ...accepted,
                yearsOfExperience: 9,
                teachingTopicIds: ['reading', 'grammar'],
              },
              createdAt: '2026-11-21T10:00:00.000Z',
              reviewedAt: null,
              rejection: null,
            },
          }),
        'POST /v1/teachers/profile-changes/approve': () => json({ data: accepted }),
      },
      accepted,
    );
    renderPage(`/users/teachers/review?view=changes&teacher=${TEACHER_ID}`);
    const review = await screen.findByTestId('teacher-review');
    expect((await within(review).findByTestId('proposed-yearsOfExperience')).textContent).toBe(
      '9 years',
    );
    expect(within(review).getByTestId('current-yearsOfExperience').textContent).toBe('4 years');
    expect(within(review).getByTestId('proposed-teachingTopicIds').textContent).toBe(
      'Reading, Grammar (Nahw and Sarf)',
    );
    expect(within(review).queryByTestId('teacher-action-accept')).toBeNull();
    expect(within(review).getByTestId('teacher-action-editByAdmin')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Approve change' }));
    fireEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', {
        name: 'Approve change',
      }),
    );
    await screen.findByText('Profile change approved.');
    expect(calls.find((c) => c.path.endsWith('/profile-changes/approve'))?.body).toEqual({
      changeId: CHANGE_ID,
    });
  });

  it('the admin edits a profile directly; the server refusal is shown', async () => {
    const calls = stub({
      'PUT /v1/teachers/profile-changes/by-admin': () =>
        json(
          { message: TEACHER_MESSAGES.notAllowed('editByAdmin', 'rejected'), code: 'CONFLICT' },
          409,
        ),
    });
    renderPage(`/users/teachers/review?teacher=${TEACHER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const modal = await screen.findByTestId('teacher-edit-modal');
    fireEvent.change(within(modal).getByLabelText('Years of experience'), {
      target: { value: '12' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save changes' }));
    await within(modal).findByText(TEACHER_MESSAGES.notAllowed('editByAdmin', 'rejected'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      teacherId: TEACHER_ID,
      yearsOfExperience: 12,
      teachingTopicIds: ['reading'],
    });
  });

  it('read-only reviewers see no actions', async () => {
    stub();
    renderPage(`/users/teachers/review?teacher=${TEACHER_ID}`, false);
    const review = await screen.findByTestId('teacher-review');
    await within(review).findByText('BA in Arabic');
    expect(within(review).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('You can view teacher profiles but not review them.')).toBeTruthy();
  });

  it('outside HAD the route shows no access and asks nothing', async () => {
    const calls = stub();
    actors = createTestActors([nourManager]);
    renderWithApp(<TeachersReviewRoute />, { actors, path: '/users/teachers/review' });
    await screen.findByText('You do not have permission to review teacher profiles.');
    expect(lists(calls)).toHaveLength(0);
  });

  it('renders in Arabic, right to left, with no untranslated key', async () => {
    await changeLanguage('ar');
    stub();
    renderPage(`/users/teachers/review?teacher=${TEACHER_ID}`);
    await screen.findByTestId('teacher-review');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { name: 'ملفات المعلمين' })).toBeTruthy();
    expect((await screen.findByTestId('current-teachingTopicIds')).textContent).toBe('القراءة');
    expect(screen.getByTestId('current-languages').textContent).toBe('العربية، الإنجليزية');
    expect(document.body.textContent).not.toMatch(/\bteachers\.\w/);
  });
});
