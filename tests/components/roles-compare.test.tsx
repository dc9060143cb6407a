import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoleSummary } from '../../contract/roles';
import { RolesPage } from '../../src/features/roles/roles-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const role = (id: string, name: string, permissions: RoleSummary['permissions']): RoleSummary => ({
  id: `6f1c1b1e-0000-4000-8000-00000000000${id}`,
  name,
  number: Number(id),
  holders: 1,
  permissions,
});
const manager = role('1', 'Organization Manager', [
  { entity: 'ClassRoomManager', allowedOps: { read: true, write: true, update: true } },
  { entity: 'Students', allowedOps: { read: true, write: true, update: false } },
  { entity: 'Reports', allowedOps: { read: true, write: false, update: false } },
]);
const staff = role('2', 'Staff', [
  { entity: 'ClassRoomManager', allowedOps: { read: true, write: false, update: false } },
  { entity: 'Students', allowedOps: { read: true, write: true, update: false } },
  { entity: 'Reports', allowedOps: { read: true, write: false, update: false } },
]);

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

async function openCompare() {
  routeFetch({ 'GET /v1/roles': () => json({ data: [manager, staff] }) });
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <RolesPage
        canRead
        canWrite={false}
        canUpdate={false}
        canAssign={false}
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
    </>,
    { actors, path: '/permissions' },
  );
  await screen.findByTestId(`role-row-${manager.id}`);
  fireEvent.click(screen.getByTestId('roles-compare-open'));
  return screen.findByTestId('roles-compare');
}

describe('compare two roles', () => {
  it('shows both side by side, the differing rows marked, and can keep only those', async () => {
    const dialog = await openCompare();
    expect(within(dialog).getByText('1 resource differs.')).toBeTruthy();
    const classes = within(dialog).getByTestId('compare-ClassRoomManager');
    expect(classes.textContent).toBe('ClassRoomManager (differs)read, write, updateread');
    expect(within(dialog).getByTestId('compare-Students').textContent).toBe(
      'Studentsread, writeread, write',
    );
    expect(within(dialog).getByTestId('compare-Roles').textContent).toBe('Roles——');

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Only differences' }));
    await waitFor(() => expect(within(dialog).queryByTestId('compare-Students')).toBeNull());
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);

    // The same role twice: nothing differs.
    fireEvent.change(within(dialog).getByLabelText('Second role'), {
      target: { value: manager.id },
    });
    expect(await within(dialog).findByText('The two roles grant the same rights.')).toBeTruthy();
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    const dialog = await openCompare();
    expect(within(dialog).getByText('يختلف مورد واحد.')).toBeTruthy();
    expect(within(dialog).getByTestId('compare-ClassRoomManager').textContent).toBe(
      'ClassRoomManager (مختلف)قراءة، كتابة، تعديلقراءة',
    );
    expect(within(dialog).getByRole('switch', { name: 'الاختلافات فقط' })).toBeTruthy();
  });
});
