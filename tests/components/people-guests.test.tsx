import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestsPage } from '../../src/features/people/guests-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { guest, NOUR, organizations, roles, TEACHER_ROLE } from './support/people-fixtures';
import { json, renderWithApp } from './support/render';

const pending = guest(1, 'Pending');

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function stub(assign = () => json({ data: {}, message: 'User Assigned Successfully' })) {
  return routeFetch({
    'GET /v1/users/defaultGroupMembers': () => page([pending]),
    'GET /v1/organization': () => json(organizations),
    'GET /v1/roles': () => json(roles),
    [`PUT /v1/users/update-admin/${pending.id}`]: assign,
  }).calls;
}

function renderPage(canUpdate = true) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <GuestsPage canRead canUpdate={canUpdate} confirmation={actors.confirmation} />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/users/guests' },
  );
}

const assigns = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');

async function chooseAndSubmit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Assign Pending Waiting' }));
  const modal = await screen.findByTestId('assign-modal');
  const organization = (await within(modal).findByLabelText('Organization')) as HTMLSelectElement;
  // DEFAULT is not a choice: guests are already there.
  await waitFor(() => expect(organization.options.length).toBe(3));
  expect([...organization.options].map((o) => o.textContent)).toEqual([
    'Choose…',
    'Nour Academy',
    'Dar Al Ilm',
  ]);
  fireEvent.change(organization, { target: { value: NOUR } });
  const role = within(modal).getByLabelText('Role');
  await waitFor(() => expect((role as HTMLSelectElement).options.length).toBe(3));
  fireEvent.change(role, { target: { value: TEACHER_ROLE } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Assign' }));
}

describe('/users/guests', () => {
  it('assigns a guest to an organisation and role, after the confirmation, with a toast', async () => {
    const calls = stub();
    renderPage();
    await chooseAndSubmit();
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Assign Pending Waiting to Nour Academy as Teacher?');
    expect(assigns(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('User Assigned Successfully')).toBeTruthy();
    expect(assigns(calls).map((c) => c.body)).toEqual([
      { organizationId: NOUR, roleId: TEACHER_ROLE },
    ]);
    await waitFor(() => expect(screen.queryByTestId('assign-modal')).toBeNull());
  });

  it('asks for both choices, and shows a refusal’s message', async () => {
    const calls = stub(() =>
      json({ message: 'The contract allows at most 12 teachers.', code: 'CONFLICT' }, 409),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Pending Waiting' }));
    const modal = await screen.findByTestId('assign-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Assign' }));
    expect(within(modal).getAllByText('Choose one.')).toHaveLength(2);
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await chooseAndSubmit();
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The contract allows at most 12 teachers.')).toBeTruthy();
    expect(assigns(calls)).toHaveLength(1);
  });

  it('without Users update there is no assign button; Arabic is right to left', async () => {
    await changeLanguage('ar');
    stub();
    renderPage(false);
    await screen.findByTestId(`guests-row-${pending.id}`);
    expect(screen.queryByRole('button', { name: /تعيين/ })).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الضيوف');
    expect(document.body.textContent).not.toMatch(/\b(guests|people)\.\w/);
  });
});
