import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserOrg } from '../../contract/users';
import { ClassesRoute } from '../../src/app/routes/classes-route';
import { InviteTeachersRoute } from '../../src/app/routes/invitations-route';
import { explain } from '../../src/app/why-not';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { membership, nourManager, permissions, underContract } from './support/orgs';
import { json, renderWithApp } from './support/render';

const staff = membership({
  id: 'org-nour',
  name: 'Nour Academy',
  location: 'Riyadh',
  role: {
    name: 'Staff',
    number: 2,
    permissions: permissions({ ClassRoomManager: { read: true }, Users: { read: true } }),
  },
});

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function stub() {
  return routeFetch({
    'GET /v1/class_room': () => page([]),
    'GET /v1/admin-invitations': () => page([]),
    'GET /v1/roles/who-can': () =>
      json({
        data: { roles: ['Organization Manager'], askers: ['Mona Haddad', 'Omar Saleh'] },
      }),
  }).calls;
}

function renderAs(org: UserOrg, route: 'classes' | 'teachers' = 'classes') {
  actors = createTestActors([org]);
  renderWithApp(route === 'classes' ? <ClassesRoute /> : <InviteTeachersRoute />, {
    actors,
    path: route === 'classes' ? '/classes' : '/invites/teachers',
  });
}

const whoCanCalls = (calls: Call[]) => calls.filter((call) => call.path.endsWith('/who-can'));

describe('an action a role may not take says why', () => {
  it('names the missing right, the roles here that have it and who can give it, on focus', async () => {
    const calls = stub();
    renderAs(staff);
    const refused = await screen.findByTestId('class-create-refused');
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(refused.textContent).toContain('New class');
    // Nothing is asked until the person looks.
    expect(whoCanCalls(calls)).toEqual([]);
    fireEvent.focus(refused);
    const why = await screen.findByRole('tooltip');
    expect(refused.getAttribute('aria-describedby')).toBe(why.id);
    expect(why.textContent).toContain('You need write on ClassRoomManager.');
    expect(
      await within(why).findByText('Roles here that have it: Organization Manager.'),
    ).toBeTruthy();
    expect(
      within(why).getByText('Who can change your role: Mona Haddad, Omar Saleh.'),
    ).toBeTruthy();
    expect(Object.fromEntries(whoCanCalls(calls)[0]!.query)).toEqual({
      resource: 'ClassRoomManager',
      op: 'write',
    });
    fireEvent.keyDown(refused, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A tap focuses and clicks: it opens, and stays open.
    fireEvent.focus(refused);
    fireEvent.click(refused);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    fireEvent.click(refused);
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('says the contract when the role has the right but a paused contract takes it away', async () => {
    stub();
    renderAs(underContract(nourManager, 'paused'), 'teachers');
    const refused = await screen.findByTestId('invite-refused');
    fireEvent.mouseEnter(refused.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      "This organisation's contract is paused: its data can be read but not changed until it is reactivated.",
    );
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    stub();
    renderAs(staff);
    const refused = await screen.findByTestId('class-create-refused');
    fireEvent.focus(refused);
    const why = await screen.findByRole('tooltip');
    expect(why.textContent).toContain('تحتاج إلى صلاحية الكتابة على ClassRoomManager.');
    expect(
      await within(why).findByText('من يستطيع تغيير دورك: Mona Haddad، Omar Saleh.'),
    ).toBeTruthy();
  });

  it('is not shown to who may take the action', async () => {
    stub();
    renderAs(nourManager);
    await screen.findByTestId('class-create');
    expect(screen.queryByTestId('class-create-refused')).toBeNull();
    expect(explain(null, { resource: 'Users', op: 'read' })).toEqual({
      reason: 'right',
      missing: [{ resource: 'Users', op: 'read' }],
    });
  });
});
