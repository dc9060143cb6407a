import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { AccessPendingModal } from '../../src/app/layout/access-pending-modal';
import { OrgMenu } from '../../src/app/layout/org-menu';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { inactive, nourManager, hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const user = { id: 'u-mgr', email: 'manager@demo.test', firstName: 'Omar', lastName: 'Farouk' };
const orgs = [nourManager, inactive(hadAdmin)];

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  vi.clearAllTimers();
  vi.useRealTimers();
});

function renderMenu() {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  actors = createTestActors(orgs);
  renderWithApp(
    <>
      <OrgMenu orgs={orgs} activeOrg={nourManager} actor={actors.orgSwitch.get()} />
      <AccessPendingModal session={actors.session} />
      <AppToaster />
    </>,
    { actors },
  );
  return actors;
}

/** Opens the menu and picks its last item, as a pointer does. */
async function chooseJoin(name: string) {
  fireEvent.click(screen.getByTestId('org-menu-trigger'));
  const menu = await screen.findByRole('menu');
  const item = within(menu).getByRole('menuitem', { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
  return screen.findByRole('dialog');
}

describe('join another organisation from the organisation menu', () => {
  it('opens the join dialog (not the access notice) and shows the code errors', async () => {
    const answers = [MESSAGES.invalidCode, MESSAGES.codeUsed];
    const { calls } = routeFetch({
      'PUT /v1/users/admin/joinGroup/u-mgr': () =>
        json({ message: answers.shift(), code: 'BAD_REQUEST' }, 400),
    });
    const { orgSwitch } = renderMenu();
    const dialog = await chooseJoin('Join with a code');
    expect(within(dialog).getByRole('heading', { name: 'Join another organization' })).toBeTruthy();
    expect(dialog.textContent).not.toContain('Your signup is complete');
    // Nothing was switched by choosing the item.
    expect(orgSwitch.get().getSnapshot().matches('idle')).toBe(true);

    const code = within(dialog).getByLabelText('Join code');
    fireEvent.change(code, { target: { value: 'NOPE-1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect((await within(dialog).findByTestId('join-error')).textContent).toBe(
      MESSAGES.invalidCode,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('join-error').textContent).toBe(MESSAGES.codeUsed),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { code: 'NOPE-1234' },
      { code: 'NOPE-1234' },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('notifies on success and stays busy until the page reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routeFetch({
      'PUT /v1/users/admin/joinGroup/u-mgr': () =>
        json({ data: null, message: 'You joined the organization.' }),
    });
    renderMenu();
    const dialog = await chooseJoin('Join with a code');
    fireEvent.change(within(dialog).getByLabelText('Join code'), {
      target: { value: 'NOUR-S-0001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    await screen.findByText('You joined the organization.');
    expect(within(dialog).getByRole('button', { name: 'Joining…' })).toBeTruthy();
  });

  it('is offered in Arabic with the server’s error translated', async () => {
    await changeLanguage('ar');
    routeFetch({
      'PUT /v1/users/admin/joinGroup/u-mgr': () =>
        json({ message: MESSAGES.invalidCode, code: 'BAD_REQUEST' }, 400),
    });
    renderMenu();
    const dialog = await chooseJoin('الانضمام برمز');
    expect(document.documentElement.dir).toBe('rtl');
    within(dialog).getByRole('heading', { name: 'الانضمام إلى مؤسسة أخرى' });
    fireEvent.change(within(dialog).getByLabelText('رمز الانضمام'), {
      target: { value: 'NOPE-1234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'انضمام' }));
    expect((await within(dialog).findByTestId('join-error')).textContent).toBe('رمز غير صالح');
  });
});
