import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { AccessPendingModal } from '../../src/app/layout/access-pending-modal';
import { JoinOrganizationForm } from '../../src/features/access/join-organization-form';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { pendingMember } from './support/orgs';
import { json, renderWithQueries } from './support/render';

const user = { id: 'u-new', email: 'new@demo.test', firstName: 'Nada', lastName: 'Saleh' };

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

describe('join an organisation', () => {
  it('opens from the Access Pending modal and shows the server’s code errors', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const answers = [MESSAGES.invalidCode, MESSAGES.codeUsed];
    const { calls } = routeFetch({
      'PUT /v1/users/admin/joinGroup/u-new': () =>
        json({ message: answers.shift(), code: 'BAD_REQUEST' }, 400),
    });
    actors = createTestActors([pendingMember]);
    renderWithQueries(<AccessPendingModal session={actors.session} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join an organisation' }));
    const code = await within(dialog).findByLabelText('Join code');
    const submit = within(dialog).getByRole('button', { name: 'Join' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(code, { target: { value: ' ABC123 ' } });
    fireEvent.click(submit);
    expect((await within(dialog).findByTestId('join-error')).textContent).toBe(
      MESSAGES.invalidCode,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('join-error').textContent).toBe(MESSAGES.codeUsed),
    );
    const joins = calls.filter((c) => c.method === 'PUT');
    expect(joins.map((c) => c.body)).toEqual([{ code: 'ABC123' }, { code: 'ABC123' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByLabelText('Join code')).toBeNull();
  });

  it('notifies and reloads the page on success; asks the server who the user is when not stored', async () => {
    const { calls } = routeFetch({
      'GET /v1/users/me': () => json({ data: user }),
      'PUT /v1/users/admin/joinGroup/u-new': () =>
        json({ data: null, message: 'You joined the organization.' }),
    });
    const reload = vi.fn();
    render(
      <>
        <JoinOrganizationForm onCancel={vi.fn()} reload={reload} />
        <AppToaster />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Join code'), { target: { value: 'GOOD-CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('You joined the organization.')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/users/v1/users/me',
      'PUT /api/users/v1/users/admin/joinGroup/u-new',
    ]);
  });
});
