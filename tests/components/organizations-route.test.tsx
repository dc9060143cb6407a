import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import type { Organization } from '../../contract/organizations';
import { forgetAppActors } from '../../src/app/actors/app-instance';
import { AppRoutes } from '../../src/app/router';
import { queryClient } from '../../src/api/query-client';
import type { UserOrg } from '../../contract/users';
import { hadAdmin, inactive, membership, permissions } from './support/orgs';
import { json } from './support/render';

const user = { id: 'u1', email: 'admin@demo.test', firstName: 'Amal', lastName: 'Haddad' };
const NOUR = '00000000-0000-4000-8000-00000000000a';
const nour: Organization = {
  id: NOUR,
  name: 'Nour Academy',
  company_location: 'Riyadh',
  logoImageName: null,
  contractType: 'annual',
  contractStatus: 'active',
  startsAt: '2026-01-01',
  endsAt: '2099-12-31',
  contractFile: null,
  contractFileName: null,
  curriculum: null,
  maxStudents: 40,
  maxTeachers: 5,
  maxClassrooms: 4,
};

// The first signed-in screen compiles the shell's chunk in the test run, which takes a moment
// (over 5 s on a busy machine).
const SLOW = { timeout: 12_000 };

// Each test signs in afresh: the app's session and cache do not carry over.
afterEach(() => {
  forgetAppActors();
  queryClient.clear();
});

/** The memberships the session reads; HAD active unless a test says otherwise. */
let memberships: UserOrg[] = [hadAdmin];

beforeEach(() => {
  memberships = [hadAdmin];
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/v1/users/admin-groups')) return json({ data: memberships });
      if (path.endsWith('/v1/users/me')) return json({ data: user });
      if (path.endsWith('/v1/organization')) {
        const pagination = { pageNumber: 1, pageSize: 20, numOfPages: 1, total: 1, count: 1 };
        return json({ data: { result: [nour], pagination } });
      }
      if (path.endsWith('/contract/impact')) {
        return json({
          data: {
            members: 10,
            activeStudents: 7,
            activeTeachers: 2,
            activeClassrooms: 1,
            openInvitations: 0,
            unusedJoinCodes: 3,
          },
        });
      }
      return json({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
    }),
  );
});

describe('/organizations in the app', () => {
  it('is the organisations screen (not coming soon), with the layout’s confirmation dialog', async () => {
    render(
      <MemoryRouter initialEntries={['/organizations']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    const row = await screen.findByTestId(`org-row-${NOUR}`, {}, SLOW);
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Organizations');
    fireEvent.click(within(row).getByRole('button', { name: 'Pause Nour Academy' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(
      'Members who keep reading but can change nothing: 10 (students: 7, teachers: 2).',
    );
    // The first signed-in screen's compilation takes seconds on a busy machine.
  }, 20_000);

  it('with Nour Academy active, a platform admin is still offered New organization and the contract actions', async () => {
    const nourAdmin = membership({
      id: NOUR,
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Admin',
        number: 0,
        permissions: permissions({ GroupsManager: { read: true, write: true, update: true } }),
      },
    });
    memberships = [inactive(hadAdmin), nourAdmin];
    render(
      <MemoryRouter initialEntries={['/organizations']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    const row = await screen.findByTestId(`org-row-${NOUR}`, {}, SLOW);
    expect(screen.getByTestId('org-create')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Pause Nour Academy' })).toBeTruthy();
  }, 20_000);
});
