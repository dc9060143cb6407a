import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '../../contract/invitations';
import { InvitationsPage, type Audience } from '../../src/features/invitations/invitations-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import {
  INV_ACCEPTED,
  INV_CANCELED,
  INV_EXPIRED,
  INV_PENDING,
  invitation,
  stubFetch,
  type SentCall,
} from './support/invitation-fixtures';
import { nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const pending = invitation({ id: INV_PENDING, email: 'huda@demo.test' });
const expired = invitation({ id: INV_EXPIRED, email: 'omar@demo.test', status: 'expired' });
const accepted = invitation({ id: INV_ACCEPTED, email: 'sara@demo.test', status: 'accepted' });
const canceled = invitation({ id: INV_CANCELED, email: 'ali@demo.test', status: 'canceled' });
const rows = [pending, expired, accepted, canceled];

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage(
  {
    audience = 'admins',
    path = '/invites/admins',
    canWrite = true,
    canUpdate = canWrite,
    giveClassPath,
  } = {} as {
    audience?: Audience;
    path?: string;
    canWrite?: boolean;
    canUpdate?: boolean;
    giveClassPath?: (teacherId: string) => string;
  },
) {
  actors = createTestActors([nourManager]);
  return renderWithApp(
    <>
      <InvitationsPage
        audience={audience}
        canRead
        canWrite={canWrite}
        canUpdate={canUpdate}
        confirmation={actors.confirmation}
        {...(giveClassPath && { giveClassPath })}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const listCalls = (calls: SentCall[], suffix: string) =>
  calls.filter((c) => c.method === 'GET' && c.path.endsWith(suffix));

describe('invitation lists', () => {
  it('shows status badges and only the buttons the invitation machine allows', async () => {
    stubFetch({ 'GET /v1/admin-invitations': () => page(rows) });
    renderPage();
    await screen.findByTestId(`invitation-row-${INV_PENDING}`);
    const buttons = (id: string) =>
      within(screen.getByTestId(`invitation-row-${id}`))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(INV_PENDING)).toEqual(['Resend', 'Cancel invitation']);
    expect(buttons(INV_EXPIRED)).toEqual(['Resend']);
    expect(buttons(INV_ACCEPTED)).toEqual([]);
    expect(buttons(INV_CANCELED)).toEqual([]);
    // A canceled one says why it has no Resend, and what to do instead.
    expect(screen.getByTestId(`invitation-canceled-note-${INV_CANCELED}`).textContent).toBe(
      'Canceled for good: to send one again, invite the address anew.',
    );
    expect(screen.getByTestId(`invitation-status-${INV_EXPIRED}`).textContent).toBe('Expired');
    expect(screen.getByTestId(`invitation-status-${INV_ACCEPTED}`).textContent).toBe('Accepted');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'E-mail',
      'Name',
      'Role',
      'Status',
      'Times sent',
      'Link works until',
      'Actions',
    ]);
  });

  it('offers no buttons to a reader without the write right', async () => {
    stubFetch({ 'GET /v1/admin-invitations': () => page(rows) });
    renderPage({ canWrite: false });
    await screen.findByTestId(`invitation-row-${INV_PENDING}`);
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.queryByTestId('invite-open')).toBeNull();
  });

  it('invites by write, resends and cancels by update', async () => {
    stubFetch({ 'GET /v1/admin-invitations': () => page(rows) });
    const first = renderPage({ canWrite: true, canUpdate: false });
    await screen.findByTestId(`invitation-row-${INV_PENDING}`);
    expect(screen.getByTestId('invite-open')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    first.unmount();
    actors?.stop();
    renderPage({ canWrite: false, canUpdate: true });
    await screen.findByTestId(`invitation-row-${INV_PENDING}`);
    expect(screen.queryByTestId('invite-open')).toBeNull();
    expect(screen.getByTestId(`invitation-resend-${INV_PENDING}`)).toBeTruthy();
    expect(screen.getByTestId(`invitation-cancel-${INV_PENDING}`)).toBeTruthy();
    expect(screen.queryByText('You can view invitations but not send or change them.')).toBeNull();
  });

  it('keeps search, status and page in the address and drops empty filters from the request', async () => {
    const { calls } = stubFetch({
      'GET /v1/user-invitations': (call) =>
        page(
          [invitation({ id: INV_PENDING, email: 'a@demo.test', kind: 'user' })],
          Number(call.query.get('pageNumber')),
          3,
        ),
    });
    renderPage({
      audience: 'students',
      path: '/invites/students?search=huda&status=pending&page=2',
    });
    await screen.findByTestId(`invitation-row-${INV_PENDING}`);
    expect(Object.fromEntries(listCalls(calls, '/v1/user-invitations')[0]!.query)).toEqual({
      pageNumber: '2',
      search: 'huda',
      status: 'pending',
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Class');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?search=huda'));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls, '/v1/user-invitations').at(-1)!.query)).toEqual({
        pageNumber: '1',
        search: 'huda',
      }),
    );

    fireEvent.change(screen.getByLabelText('Search by e-mail or name'), {
      target: { value: '  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls, '/v1/user-invitations').at(-1)!.query)).toEqual({
        pageNumber: '1',
      }),
    );
  });

  it.each([
    ['admins', '/invites/admins', 'staff'],
    ['teachers', '/invites/teachers', 'teachers'],
  ] as const)(
    'the %s page lists its own staff invitations (roleGroup=%s), not kept in the address',
    async (audience, path, roleGroup) => {
      const { calls } = stubFetch({ 'GET /v1/admin-invitations': () => page(rows) });
      renderPage({ audience, path });
      await screen.findByTestId(`invitation-row-${INV_PENDING}`);
      expect(Object.fromEntries(listCalls(calls, '/v1/admin-invitations')[0]!.query)).toEqual({
        pageNumber: '1',
        roleGroup,
      });
      expect(screen.getByTestId('address').textContent).toBe('');
    },
  );

  it('shows the empty, no-match and error states', async () => {
    stubFetch({ 'GET /v1/admin-invitations': () => page([]) });
    const first = renderPage();
    expect(await screen.findByTestId('invitation-empty')).toBeTruthy();
    expect(screen.getByText('No invitations have been sent yet.')).toBeTruthy();
    first.unmount();
    actors?.stop();

    stubFetch({ 'GET /v1/admin-invitations': () => page([]) });
    const second = renderPage({ path: '/invites/admins?status=expired' });
    expect(await screen.findByText('No invitation matches the search or filter.')).toBeTruthy();
    second.unmount();
    actors?.stop();

    stubFetch({
      'GET /v1/admin-invitations': () =>
        json({ message: 'Access denied.', code: 'FORBIDDEN' }, 403),
    });
    renderPage();
    expect((await screen.findByTestId('invitation-error')).textContent).toContain('Access denied.');
  });

  it('resends after confirmation and shows the server message', async () => {
    const { calls } = stubFetch({
      'GET /v1/admin-invitations': () => page(rows),
      [`POST /v1/admin-invitations/${INV_PENDING}/resend`]: () =>
        json({ data: null, message: INVITATION_MESSAGES.resent }),
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resend the invitation to huda@demo.test' }),
    );
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('A new link goes to huda@demo.test');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(INVITATION_MESSAGES.resent)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/users/v1/admin-invitations/${INV_PENDING}/resend`,
    ]);
    // The list is fetched again.
    await waitFor(() => expect(listCalls(calls, '/v1/admin-invitations')).toHaveLength(2));
  });

  it('cancels after confirmation; a refusal shows the server message; Cancel in the dialog sends nothing', async () => {
    const refusal = INVITATION_MESSAGES.transitionRefused('cancel', 'accepted');
    const { calls } = stubFetch({
      'GET /v1/admin-invitations': () => page(rows),
      [`POST /v1/admin-invitations/${INV_PENDING}/cancel`]: () =>
        json({ message: refusal, code: 'CONFLICT' }, 409),
    });
    renderPage();
    const cancel = await screen.findByRole('button', {
      name: 'Cancel invitation to huda@demo.test',
    });
    fireEvent.click(cancel);
    let dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(cancel);
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('offers to give a class to a teacher who accepted, them preset, to who may create classes', async () => {
    const SARA = '00000000-0000-4000-8000-0000000000f1';
    const joined = { ...accepted, acceptedBy: SARA };
    stubFetch({ 'GET /v1/admin-invitations': () => page([pending, joined]) });
    renderPage({
      audience: 'teachers',
      path: '/invites/teachers',
      giveClassPath: (id) => `/classes?new=1&teacher=${id}`,
    });
    const give = await screen.findByRole('link', { name: 'Give a class to sara@demo.test' });
    expect(give.getAttribute('href')).toBe(`/classes?new=1&teacher=${SARA}`);
    expect(screen.queryByTestId(`invitation-give-class-${INV_PENDING}`)).toBeNull();
  });

  it('offers no class to give without the right to create classes', async () => {
    stubFetch({
      'GET /v1/admin-invitations': () => page([{ ...accepted, acceptedBy: pending.id }]),
    });
    renderPage({ audience: 'teachers', path: '/invites/teachers' });
    await screen.findByTestId(`invitation-row-${INV_ACCEPTED}`);
    expect(screen.queryByTestId(`invitation-give-class-${INV_ACCEPTED}`)).toBeNull();
  });

  it("opens the wizard from a class's link (?invite=1&class=), the class preset, and forgets the link once closed", async () => {
    stubFetch({
      'GET /v1/user-invitations': () => page([]),
      'GET /v1/class_room/list': () =>
        json({ data: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Alif' }] }),
    });
    renderPage({ audience: 'students', path: '/invites/students?invite=1&class=Alif' });
    const wizard = await screen.findByTestId('invite-wizard');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    await screen.findByRole('option', { name: 'Alif' });
    expect((screen.getByLabelText('Class (optional)') as HTMLSelectElement).value).toBe('Alif');
    fireEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('invite-wizard')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('opens no wizard from such a link for a reader who may not invite', async () => {
    stubFetch({ 'GET /v1/user-invitations': () => page([pending]) });
    renderPage({ audience: 'students', path: '/invites/students?invite=1', canWrite: false });
    await screen.findByTestId(`invitation-row-${INV_PENDING}`);
    expect(screen.queryByTestId('invite-wizard')).toBeNull();
  });

  it('renders right to left in Arabic', async () => {
    await changeLanguage('ar');
    stubFetch({ 'GET /v1/admin-invitations': () => page(rows) });
    renderPage({ audience: 'teachers', path: '/invites/teachers' });
    await screen.findByTestId(`invitation-row-${INV_PENDING}`);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('دعوات المعلمين');
    expect(screen.getByTestId(`invitation-status-${INV_PENDING}`).textContent).toBe(
      'بانتظار القبول',
    );
    expect(
      within(screen.getByTestId(`invitation-row-${INV_PENDING}`)).getByRole('button', {
        name: 'إعادة الإرسال إلى huda@demo.test',
      }),
    ).toBeTruthy();
  });
});
