import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UsersPage } from '../../src/features/people/users-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import {
  activity,
  DAR,
  organizations,
  person,
  roles,
  TEACHER_ROLE,
} from './support/people-fixtures';
import { json, renderWithApp } from './support/render';

const amal = person(1, 'Amal');
const badr = person(2, 'Badr');

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const lists = (calls: Call[]) =>
  calls.filter((c) => c.path.endsWith('/v1/users') && !c.query.has('search', 'amal@demo.test'));

function stub(extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /v1/users': (call) =>
      call.query.get('search') === amal.email
        ? page([amal])
        : page([amal, badr], Number(call.query.get('pageNumber') ?? 1), 3, 45),
    'GET /v1/organization': () => json(organizations),
    'GET /v1/roles': () => json(roles),
    [`GET /v1/users/activities/tracking/${amal.id}`]: () =>
      page([
        activity(1, 'assigned', {
          actor: { id: badr.id, name: 'Amina Haddad' },
          details: { roleName: 'Teacher' },
        }),
        activity(2, 'signIn'),
      ]),
    ...extra,
  }).calls;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage(path = '/users/users', canUpdate = true) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <UsersPage canRead canUpdate={canUpdate} canFilterOrganizations />
      <Address />
      <AppToaster />
    </>,
    { actors, path },
  );
}

describe('/users/users', () => {
  it('lists users with their organisations and roles; filters and page live in the address', async () => {
    const calls = stub();
    renderPage('/users/users?search=a&page=2');
    const row = await screen.findByTestId(`people-row-${amal.id}`);
    expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('Nour Academy — Staff');
    expect(Object.fromEntries(lists(calls)[0]!.query)).toEqual({ pageNumber: '2', search: 'a' });
    expect(screen.getByTestId('people-pagination').textContent).toContain('Users: 45');

    fireEvent.change(await screen.findByLabelText('Organization'), { target: { value: DAR } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(`?search=a&org=${DAR}`),
    );
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: TEACHER_ROLE } });
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('roleId')).toBe(TEACHER_ROLE));
    expect(lists(calls).at(-1)?.query.get('organizationId')).toBe(DAR);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('page=2'));
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(`?org=${DAR}&role=${TEACHER_ROLE}`),
    );
  });

  it('opens the drawer from a row (keyboard), shows memberships and activity; Escape closes', async () => {
    stub();
    renderPage();
    const open = await screen.findByRole('button', { name: 'Show Amal Test' });
    open.focus();
    fireEvent.click(open);
    const drawer = await screen.findByTestId('user-drawer');
    expect(within(drawer).getByRole('heading', { name: 'Amal Test' })).toBeTruthy();
    expect((await within(drawer).findByTestId('user-memberships')).textContent).toBe(
      'Nour Academy — StaffActive',
    );
    const assigned = await within(drawer).findByTestId('activity-assigned');
    expect(assigned.textContent).toContain('Assigned to an organization');
    expect(assigned.textContent).toContain('Role: Teacher');
    expect(assigned.textContent).toContain('by Amina Haddad');
    expect(within(drawer).getByTestId('activity-signIn').textContent).toContain('Signed in');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('user-drawer')).toBeNull());
  });

  it('edits a user’s details; the server’s field errors show on the fields', async () => {
    let sent: unknown = null;
    let attempt = 0;
    stub({
      [`PUT /v1/users/updateUsersInfo/${amal.id}`]: (call) => {
        sent = call.body;
        attempt++;
        return attempt === 1
          ? json(
              {
                message: 'This e-mail is already in use.',
                code: 'CONFLICT',
                fieldErrors: { email: 'This e-mail is already in use.' },
              },
              409,
            )
          : json({
              data: { ...amal, email: 'amal.new@demo.test' },
              message: 'User Updated Successfully',
            });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show Amal Test' }));
    const drawer = await screen.findByTestId('user-drawer');
    const email = (await within(drawer).findByLabelText('E-mail')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'huda@demo.test' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save details' }));
    expect((await within(drawer).findByTestId('user-email-error')).textContent).toBe(
      'This e-mail is already in use.',
    );
    expect(sent).toEqual({ email: 'huda@demo.test' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'amal.new@demo.test' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('User Updated Successfully')).toBeTruthy();
  });

  it('without Users update the drawer has no form', async () => {
    stub();
    renderPage('/users/users', false);
    expect(await screen.findByText('You can view users but not change them.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Show Amal Test' }));
    const drawer = await screen.findByTestId('user-drawer');
    await within(drawer).findByTestId('activity-list');
    expect(within(drawer).queryByRole('button', { name: 'Save details' })).toBeNull();
  });

  it('renders in Arabic, right to left, with no untranslated key', async () => {
    await changeLanguage('ar');
    stub();
    renderPage();
    await screen.findByTestId(`people-row-${amal.id}`);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('المستخدمون');
    fireEvent.click(screen.getByRole('button', { name: 'عرض Amal Test' }));
    const drawer = await screen.findByTestId('user-drawer');
    await within(drawer).findByTestId('activity-assigned');
    expect(drawer.textContent).toContain('تعيين في مؤسسة');
    expect(document.body.textContent).not.toMatch(/\b(people|userDrawer|peopleActivity)\.\w/);
  });
});
