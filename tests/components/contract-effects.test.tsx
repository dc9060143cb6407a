import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserOrg } from '../../contract/users';
import { AccessPendingModal } from '../../src/app/layout/access-pending-modal';
import { Layout } from '../../src/app/layout/layout';
import { ClassesRoute } from '../../src/app/routes/classes-route';
import { HomeRoute } from '../../src/app/routes/home-route';
import { InviteStudentsRoute } from '../../src/app/routes/invitations-route';
import { LiveClassesManagerRoute } from '../../src/app/routes/live-classes-manager-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, classRoom, page } from './support/class-fixtures';
import { routeFetch } from './support/fetch-routes';
import { classPage } from './support/live-classes-manager-fixtures';
import {
  hadAdmin,
  inactive,
  membership,
  nourManager,
  permissions,
  underContract,
} from './support/orgs';
import { json, renderWithApp } from './support/render';

const alif = classRoom({ id: ALIF, name: 'Alif', studentsCount: 12 });
const user = { id: 'u1', email: 'manager@demo.test', firstName: 'Mona', lastName: 'Ali' };

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

/** The shell with one screen in it, for a manager of Nour Academy under `membership`. */
function renderShell(memberships: UserOrg[], screenElement = <p>screen content</p>) {
  actors = createTestActors(memberships);
  return renderWithApp(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/home" element={screenElement} />
        <Route path="/classes" element={screenElement} />
        <Route path="/invites/students" element={screenElement} />
      </Route>
    </Routes>,
    { actors, path: '/home' },
  );
}

const paused = underContract(nourManager, 'paused');

describe('the contract banner', () => {
  it('says a paused contract is read-only, naming it, in English and Arabic', async () => {
    renderShell([paused]);
    const banner = await screen.findByTestId('contract-banner');
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toBe(
      'The contract of Nour Academy is paused: you can look at everything, but nothing can be changed until it is reactivated.',
    );
    await changeLanguage('ar');
    await waitFor(() =>
      expect(screen.getByTestId('contract-banner').textContent).toBe(
        'عقد Nour Academy موقوف مؤقتًا: يمكنك الاطلاع على كل شيء، لكن لا يمكن تغيير أي شيء حتى يُعاد تفعيله.',
      ),
    );
  });

  it('is not shown while the contract is in force', async () => {
    renderShell([nourManager]);
    expect(await screen.findByText('screen content')).toBeTruthy();
    expect(screen.queryByTestId('contract-banner')).toBeNull();
  });

  it('says when the contract ended, with its date', async () => {
    renderShell([underContract(nourManager, 'ended'), inactive(hadAdmin)]);
    const banner = await screen.findByTestId('contract-banner');
    expect(banner.textContent).toBe(
      'The contract of Nour Academy ended on Jan 31, 2026: its members have no access to it until it is extended. Nothing has been deleted.',
    );
  });
});

describe('no write buttons while paused (the session reads only)', () => {
  const classes = () =>
    routeFetch({
      'GET /v1/class_room': () => page([alif]),
      'GET /v1/users/studentsStats': () =>
        json({ data: { total: 0, inClassRooms: 0, waiting: 0, maxStudents: 10, available: 10 } }),
    });

  it('classes: the list, without Create or the row actions; in force they are there', async () => {
    classes();
    renderShell([paused], <ClassesRoute />);
    const row = await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.getByTestId('contract-banner')).toBeTruthy();
    expect(screen.queryByTestId('class-create')).toBeNull();
    expect(within(row).queryByRole('button', { name: /Archive/ })).toBeNull();
    actors?.stop();
    cleanup();

    classes();
    renderShell([nourManager], <ClassesRoute />);
    await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.getByTestId('class-create')).toBeTruthy();
  });

  it('live classes: the calendar, without Create or Upload a sheet; in force they are there', async () => {
    const approver = membership({
      id: nourManager.group.id,
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Manager',
        number: 1,
        permissions: permissions({ LiveClassesApprove: { read: true, write: true } }),
      },
    });
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([]) });
    renderShell([underContract(approver, 'paused')], <LiveClassesManagerRoute />);
    await screen.findByTestId('live-classes-toolbar');
    expect(screen.getByText('You can view live classes but not change them.')).toBeTruthy();
    expect(screen.queryByTestId('live-class-create')).toBeNull();
    expect(screen.queryByTestId('live-classes-upload-sheet')).toBeNull();
    actors?.stop();
    cleanup();

    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([]) });
    renderShell([approver], <LiveClassesManagerRoute />);
    await screen.findByTestId('live-classes-toolbar');
    expect(screen.getByTestId('live-class-create')).toBeTruthy();
    expect(screen.getByTestId('live-classes-upload-sheet')).toBeTruthy();
  });

  it('invitations: the list, without Invite', async () => {
    routeFetch({
      'GET /v1/user-invitations': () => page([]),
    });
    renderShell([paused], <InviteStudentsRoute />);
    expect(await screen.findByTestId('invitations-page')).toBeTruthy();
    expect(screen.queryByTestId('invite-open')).toBeNull();
  });
});

describe('a canceled contract: waiting for access', () => {
  it('opens the no-access dialog naming the contract, offering the other organisations', async () => {
    actors = createTestActors([underContract(nourManager, 'canceled'), inactive(hadAdmin)]);
    renderWithApp(<AccessPendingModal session={actors.session} />, { actors });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('No access to Nour Academy');
    expect(dialog.textContent).toContain(
      'The contract of Nour Academy was canceled: its members have no access to it until it is reactivated. Nothing has been deleted.',
    );
    expect(dialog.textContent).toContain(
      'Switch to another of your organizations, or join one with a code.',
    );
    expect(within(dialog).queryByRole('link', { name: 'Learn More About Us' })).toBeNull();
    // The organisation left is not offered; the other one switches as the sidebar's menu does.
    expect(within(dialog).queryByRole('button', { name: 'Switch to Nour Academy' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to HAD' }));
    await waitFor(() => expect(actors?.impl.switchGroup).toHaveBeenCalledWith(hadAdmin.group.id));
    await waitFor(() =>
      expect(actors?.impl.notifySuccess).toHaveBeenCalledWith(
        'Successfully switched to another organization',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Switch to HAD' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says it in Arabic, right to left', async () => {
    await changeLanguage('ar');
    actors = createTestActors([underContract(nourManager, 'ended'), inactive(hadAdmin)]);
    renderWithApp(<AccessPendingModal session={actors.session} />, { actors });
    const dialog = await screen.findByRole('dialog');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(dialog).getByRole('heading').textContent).toBe('لا وصول إلى Nour Academy');
    expect(dialog.textContent).toContain('انتهى عقد Nour Academy في');
    expect(dialog.textContent).toContain('لا يمكن لأعضاء المؤسسة الوصول إليها حتى يُمدَّد');
    expect(dialog.textContent).toContain(
      'انتقل إلى مؤسسة أخرى من مؤسساتك، أو انضم إلى مؤسسة برمز.',
    );
    expect(within(dialog).getByRole('button', { name: 'الانتقال إلى HAD' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'الانضمام إلى مؤسسة' })).toBeTruthy();
  });

  it('with no other organisation, says a join code opens another', async () => {
    actors = createTestActors([underContract(nourManager, 'canceled')]);
    renderWithApp(<AccessPendingModal session={actors.session} />, { actors });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You can join another organization with a code.');
    expect(within(dialog).queryByRole('button', { name: /^Switch to/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join an organisation' }));
    expect(within(dialog).getByRole('form', { name: 'Join an organisation' })).toBeTruthy();
  });

  it('keeps the sidebar (to switch organisation) with no screen but the dashboard, without its report', async () => {
    const { calls } = routeFetch({ 'GET /v1/users/me': () => json({ data: user }) });
    renderShell([underContract(nourManager, 'canceled'), inactive(hadAdmin)], <HomeRoute />);
    // The no-access dialog opens first; closed, it leaves the shell as a DEFAULT member's does.
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('home-page')).toBeTruthy();
    expect(screen.getByTestId('contract-banner').dataset.standing).toBe('canceled');
    const links = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/home']);
    expect(screen.queryByTestId('org-report')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/v1/organization/report'))).toBe(false);
  });
});
