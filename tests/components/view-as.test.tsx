import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../contract/permissions';
import { createRole } from '../../src/api/roles';
import { defaultImplementations } from '../../src/app/actors/default-implementations';
import { Layout } from '../../src/app/layout/layout';
import { ClassesRoute } from '../../src/app/routes/classes-route';
import { UsersRoute } from '../../src/app/routes/people-route';
import { RolesRoute } from '../../src/app/routes/roles-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { membership, nourManager, permissions } from './support/orgs';
import { NOUR, organizations, person, STAFF_ROLE, TEACHER_ROLE } from './support/people-fixtures';
import { json, renderWithApp } from './support/render';

const ALL = { read: true, write: true, update: true };
const nourAdmin = membership({
  id: NOUR,
  name: 'Nour Academy',
  location: 'Riyadh',
  role: {
    name: 'Admin',
    number: 0,
    permissions: permissions(Object.fromEntries(RESOURCES.map((r) => [r, ALL]))),
  },
});
/** A teacher here may create classes: in a preview, the button stays but saves nothing. */
const teacher = {
  id: TEACHER_ROLE,
  name: 'Teacher',
  number: 5,
  permissions: permissions({ ClassRoomManager: ALL, Students: { read: true } }),
  holders: 1,
};
const staff = {
  id: STAFF_ROLE,
  name: 'Staff',
  number: 2,
  permissions: permissions({ Reports: { read: true } }),
  holders: 1,
};
const amina = person(7, 'Amina', {
  lastName: 'Saleh',
  memberships: [
    {
      organization: { id: NOUR, name: 'Nour Academy' },
      role: { id: TEACHER_ROLE, name: 'Teacher', number: 5 },
      isActive: true,
      joinedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
});

function stub() {
  return routeFetch({
    'GET /v1/roles': () => json({ data: [teacher, staff] }),
    'GET /v1/class_room': () => page([]),
    'GET /v1/users': () => page([amina]),
    'GET /v1/organization': () => json(organizations),
    [`GET /v1/users/activities/tracking/${amina.id}`]: () => page([]),
  }).calls;
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderConsole(org = nourAdmin, path = '/permissions') {
  actors = createTestActors([org], { onPreview: defaultImplementations.onPreview });
  return renderWithApp(
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/home" element={<p>home screen</p>} />
          <Route path="/permissions" element={<RolesRoute />} />
          <Route path="/classes" element={<ClassesRoute />} />
          <Route path="/users/users" element={<UsersRoute />} />
        </Route>
      </Routes>
      <Address />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const sidebarLinks = () =>
  within(screen.getByTestId('sidebar'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe.each([
  { language: 'en' as const, viewAs: 'View the console as Teacher', back: 'Back to my view' },
  { language: 'ar' as const, viewAs: 'عرض لوحة التحكم بصفة Teacher', back: 'العودة إلى عرضي' },
])('view as ($language)', ({ language, viewAs, back }) => {
  it('shows the role’s sidebar and screens, says whom, and one click returns', async () => {
    stub();
    await changeLanguage(language);
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: viewAs }));

    const banner = await screen.findByTestId('view-as-banner');
    expect(banner.textContent).toContain('Teacher');
    expect(screen.getByTestId('address').textContent).toBe('/home');
    expect(sidebarLinks()).toContain('/classes');
    expect(sidebarLinks()).not.toContain('/permissions');
    expect(sidebarLinks()).not.toContain('/settings');

    fireEvent.click(within(banner).getByRole('button', { name: back }));
    await waitFor(() => expect(screen.queryByTestId('view-as-banner')).toBeNull());
    expect(sidebarLinks()).toContain('/permissions');
    expect(actors?.viewAs.getSnapshot().value).toBe('own');
  });
});

describe('view as', () => {
  it('locks a write the role may take, says why, and no write leaves the console', async () => {
    const calls = stub();
    renderConsole();
    fireEvent.click(await screen.findByTestId(`role-view-as-${TEACHER_ROLE}`));
    await screen.findByTestId('view-as-banner');
    fireEvent.click(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Classes' }));

    // The form opens as the role would see it; its save is locked and says why.
    fireEvent.click(await screen.findByTestId('class-create'));
    const locked = await screen.findByTestId('class-save');
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.getAttribute('type')).toBe('button');
    fireEvent.focus(locked);
    expect(screen.getByTestId('class-save-why').textContent).toBe(
      'Viewing as Teacher: nothing is saved while you preview.',
    );

    // A write made anyway is refused before it leaves, with the same words.
    await expect(createRole({ name: 'Sneaky', number: 8, permissions: [] })).rejects.toMatchObject({
      status: 403,
      message: 'Viewing as Teacher: nothing is saved while you preview.',
    });
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByTestId('view-as-back'));
    await waitFor(() =>
      expect(screen.getByTestId('class-save').getAttribute('type')).toBe('submit'),
    );
  });

  it('previews one of the organisation’s people through their role', async () => {
    stub();
    renderConsole(nourAdmin, '/users/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Show Amina Saleh' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'View the console as Amina (Teacher)' }),
    );
    const banner = await screen.findByTestId('view-as-banner');
    expect(banner.textContent).toContain('Amina Saleh');
    expect(sidebarLinks()).not.toContain('/users/users');
  });

  it('is not offered to a member who may not write Roles', async () => {
    stub();
    renderConsole({ ...nourManager, group: { ...nourManager.group, id: NOUR } }, '/users/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Show Amina Saleh' }));
    await screen.findByTestId('user-memberships');
    expect(screen.queryByTestId('user-view-as')).toBeNull();
  });
});
