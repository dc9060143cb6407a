import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '../../contract/roles';
import { UsersPage } from '../../src/features/people/users-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { organizations, person, roles, STAFF_ROLE } from './support/people-fixtures';
import { json, renderWithApp } from './support/render';

const HAD_ID = '00000000-0000-4000-8000-0000000000f9';
const amal = person(1, 'Amal');
const hala = person(3, 'Hala', {
  memberships: [
    {
      organization: { id: HAD_ID, name: 'HAD' },
      role: { id: STAFF_ROLE, name: 'Staff', number: 2 },
      isActive: true,
      joinedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
});

function stub(onAdd: () => Response) {
  return routeFetch({
    'GET /v1/users': (call) => {
      const search = call.query.get('search');
      if (search === amal.email) return page([amal]);
      if (search === hala.email) return page([hala]);
      return page([amal, hala]);
    },
    'GET /v1/organization': () => json(organizations),
    'GET /v1/roles': () => json(roles),
    [`GET /v1/users/activities/tracking/${amal.id}`]: () => page([]),
    [`GET /v1/users/activities/tracking/${hala.id}`]: () => page([]),
    [`PUT /v1/users/addAdminToHadGroup/${amal.id}`]: onAdd,
  }).calls;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage(canAddToHad = true) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <UsersPage
        canRead
        canUpdate
        canFilterOrganizations
        canAddToHad={canAddToHad}
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/users/users' },
  );
}

async function openDrawer(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByTestId('user-drawer');
}

describe('add an existing user to HAD', () => {
  it('asks for a role, confirms with the impact, calls the service and says so', async () => {
    const calls = stub(() => json({ data: null, message: ROLE_MESSAGES.userAssigned }));
    renderPage();
    const drawer = await openDrawer('Show Amal Test');
    const section = await within(drawer).findByTestId('user-had');
    fireEvent.click(within(section).getByRole('button', { name: 'Add to HAD' }));
    await within(section).findByText('Choose a role.');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();

    const role = within(section).getByLabelText('Role in HAD');
    await waitFor(() => expect(within(role).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(role, { target: { value: STAFF_ROLE } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add to HAD' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain(
      "Amal Test joins HAD, the platform's organization, as Staff",
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Add to HAD' }));
    await screen.findByText('User Assigned Successfully');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/api/users/v1/users/addAdminToHadGroup/${amal.id}`);
    expect(put?.body).toEqual({ roleId: STAFF_ROLE });
  });

  it('shows the service’s refusal as an error notice', async () => {
    stub(() => json({ message: ROLE_MESSAGES.beyondOwnRights, code: 'FORBIDDEN' }, 403));
    renderPage();
    const section = await within(await openDrawer('Show Amal Test')).findByTestId('user-had');
    const role = within(section).getByLabelText('Role in HAD');
    await waitFor(() => expect(within(role).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(role, { target: { value: STAFF_ROLE } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add to HAD' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Add to HAD' }));
    await screen.findByText(ROLE_MESSAGES.beyondOwnRights);
  });

  it('is not offered for a member of HAD, nor without the right', async () => {
    stub(() => json({}));
    renderPage();
    const drawer = await openDrawer('Show Hala Test');
    await within(drawer).findByTestId('user-memberships');
    expect(within(drawer).queryByTestId('user-had')).toBeNull();
    cleanup();
    actors?.stop();

    stub(() => json({}));
    renderPage(false);
    const other = await openDrawer('Show Amal Test');
    await within(other).findByTestId('user-memberships');
    expect(within(other).queryByTestId('user-had')).toBeNull();
  });

  it('renders in Arabic', async () => {
    await changeLanguage('ar');
    stub(() => json({ data: null, message: ROLE_MESSAGES.userAssigned }));
    renderPage();
    const drawer = await openDrawer('عرض Amal Test');
    const section = await within(drawer).findByTestId('user-had');
    expect(within(section).getByRole('heading', { name: 'المنصة (HAD)' })).toBeTruthy();
    const role = within(section).getByLabelText('الدور في HAD');
    await waitFor(() => expect(within(role).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(role, { target: { value: STAFF_ROLE } });
    fireEvent.click(within(section).getByRole('button', { name: 'إضافة إلى HAD' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'إضافة إلى HAD' }));
    await screen.findByText('تم تعيين المستخدم بنجاح');
    expect(document.body.textContent).not.toMatch(/\bhadGroup\.\w/);
  });
});
