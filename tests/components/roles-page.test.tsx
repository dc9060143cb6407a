import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_KEYS, RESOURCES } from '../../contract/permissions';
import { ROLE_MESSAGES, type RoleSummary } from '../../contract/roles';
import { RolesPage } from '../../src/features/roles/roles-page';
import en from '../../src/features/roles/texts/en.json';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const ROLE_ID = '6f1c1b1e-0000-4000-8000-000000000001';
const teacher: RoleSummary = {
  id: ROLE_ID,
  name: 'Teacher',
  number: 4,
  holders: 3,
  permissions: [{ entity: 'LiveClasses', allowedOps: { read: true, write: true, update: false } }],
};

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderRoles({
  canRead = true,
  canWrite = true,
  canUpdate = canWrite,
  canAssign = canWrite,
}: { canRead?: boolean; canWrite?: boolean; canUpdate?: boolean; canAssign?: boolean } = {}) {
  actors = createTestActors([hadAdmin]);
  return renderWithApp(
    <>
      <RolesPage
        canRead={canRead}
        canWrite={canWrite}
        canUpdate={canUpdate}
        canAssign={canAssign}
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/permissions' },
  );
}

describe('roles page', () => {
  it('lists roles with name, number and holders after loading', async () => {
    routeFetch({ 'GET /v1/roles': () => json({ data: [teacher] }) });
    renderRoles();
    expect(screen.getByTestId('spinner')).toBeTruthy();
    const row = await screen.findByTestId(`role-row-${ROLE_ID}`);
    expect(within(row).getAllByRole('rowheader')[0]?.textContent).toBe('Teacher');
    expect(row.textContent).toContain('4');
    expect(row.textContent).toContain('3');
  });

  it('shows the empty and error states', async () => {
    routeFetch({ 'GET /v1/roles': () => json({ data: [] }) });
    const first = renderRoles();
    expect((await screen.findByTestId('roles-empty')).textContent).toBe('There are no roles yet.');
    first.unmount();
    actors?.stop();
    routeFetch({
      'GET /v1/roles': () => json({ message: 'Something broke.', code: 'INTERNAL' }, 500),
    });
    renderRoles();
    expect((await screen.findByTestId('roles-error')).textContent).toContain('Something broke.');
  });

  it('without r Roles shows no list; without w Roles shows no actions', async () => {
    const { calls } = routeFetch({ 'GET /v1/roles': () => json({ data: [teacher] }) });
    const first = renderRoles({ canRead: false, canWrite: false });
    expect(screen.getByRole('alert').textContent).toBe('You do not have permission to see roles.');
    expect(calls).toHaveLength(0);
    first.unmount();
    actors?.stop();
    renderRoles({ canRead: true, canWrite: false });
    await screen.findByTestId(`role-row-${ROLE_ID}`);
    expect(screen.queryByTestId('roles-create')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Teacher' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Teacher' }));
    const dialog = await screen.findByTestId('role-form-modal');
    const box = within(dialog).getByRole('checkbox', { name: 'LiveClasses write' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save role' })).toBeNull();
  });

  it('creates a role from the grid (only Reports read) and shows server field errors', async () => {
    let first = true;
    const { calls } = routeFetch({
      'GET /v1/roles': () => json({ data: [teacher] }),
      'POST /v1/roles': () => {
        if (first) {
          first = false;
          return json(
            {
              message: ROLE_MESSAGES.nameTaken,
              code: 'CONFLICT',
              fieldErrors: { name: ROLE_MESSAGES.nameTaken },
            },
            409,
          );
        }
        return json({ data: { ...teacher, id: 'r2' }, message: ROLE_MESSAGES.created }, 201);
      },
    });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByTestId('role-form-modal');
    const grid = within(dialog).getByTestId('permissions-grid');
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(RESOURCES.length * 3);
    for (const box of within(grid).getAllByRole('checkbox')) {
      // Native checkboxes: in the tab order and toggled by Space.
      expect(box.tagName).toBe('INPUT');
      expect(box.getAttribute('tabindex')).toBeNull();
    }
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Reporter ' } });
    fireEvent.change(within(dialog).getByLabelText('Number'), { target: { value: '7' } });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Reports read' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));

    expect((await within(dialog).findByTestId('role-name-error')).textContent).toBe(
      ROLE_MESSAGES.nameTaken,
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Reporter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(ROLE_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('role-form-modal')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts[1]?.body).toEqual({
      name: 'Reporter',
      number: 7,
      permissions: [{ entity: 'Reports', allowedOps: { read: true, write: false, update: false } }],
    });
    // The list is fetched again after the change.
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('checks the contract’s rules in Arabic before sending, focus on the first field', async () => {
    await changeLanguage('ar');
    const { calls } = routeFetch({ 'GET /v1/roles': () => json({ data: [teacher] }) });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'دور جديد' }));
    const dialog = await screen.findByTestId('role-form-modal');
    fireEvent.change(within(dialog).getByLabelText('الرقم'), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ الدور' }));

    expect((await within(dialog).findByTestId('role-name-error')).textContent).toBe(
      'هذا الحقل مطلوب.',
    );
    expect(within(dialog).getByTestId('role-number-error').textContent).toBe('القيمة القصوى 99.');
    await waitFor(() => expect(document.activeElement?.id).toBe('role-name'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('edits a role with a PUT to its id', async () => {
    const { calls } = routeFetch({
      'GET /v1/roles': () => json({ data: [teacher] }),
      [`PUT /v1/roles/${ROLE_ID}`]: () => json({ data: teacher, message: ROLE_MESSAGES.updated }),
    });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Teacher' }));
    const dialog = await screen.findByTestId('role-form-modal');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'LiveClasses write' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(ROLE_MESSAGES.updated)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Teacher',
      number: 4,
      permissions: [
        { entity: 'LiveClasses', allowedOps: { read: true, write: false, update: false } },
      ],
    });
  });

  it('deletes through the confirmation dialog; a 409 "held by" shows as an error toast', async () => {
    const { calls } = routeFetch({
      'GET /v1/roles': () => json({ data: [teacher] }),
      [`DELETE /v1/roles/${ROLE_ID}`]: () =>
        json({ message: ROLE_MESSAGES.heldBy(3), code: 'CONFLICT' }, 409),
    });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Teacher' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the role Teacher?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(ROLE_MESSAGES.heldBy(3))).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('assigns a role to a user by e-mail', async () => {
    const { calls } = routeFetch({
      'GET /v1/roles': () => json({ data: [teacher] }),
      'PUT /v1/users/updateUserRole': () => json({ data: null, message: ROLE_MESSAGES.updated }),
    });
    renderRoles();
    await screen.findByTestId(`role-row-${ROLE_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Assign to user' }));
    const dialog = await screen.findByTestId('assign-role-modal');
    fireEvent.change(within(dialog).getByLabelText('E-mail'), {
      target: { value: ' teacher@demo.test ' },
    });
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe(ROLE_ID);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign role' }));
    expect(await screen.findByText('Role Updated Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      email: 'teacher@demo.test',
      roleId: ROLE_ID,
    });
  });

  it('ticking write ticks update, which the admin may untick; each column says what it allows', async () => {
    const { calls } = routeFetch({
      'GET /v1/roles': () => json({ data: [teacher] }),
      'POST /v1/roles': () =>
        json({ data: { ...teacher, id: 'r3' }, message: ROLE_MESSAGES.created }, 201),
    });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByTestId('role-form-modal');
    const grid = within(dialog).getByTestId('permissions-grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Resource', 'readsee', 'writecreate, delete', 'updatechange']);
    expect(grid.getAttribute('aria-describedby')).toBe('permissions-help');
    expect(within(dialog).getByTestId('permissions-help').textContent).toContain(
      'Ticking write ticks update too',
    );
    const box = (name: string) => within(grid).getByRole('checkbox', { name }) as HTMLInputElement;
    fireEvent.click(box('ClassRoomManager read'));
    fireEvent.click(box('ClassRoomManager write'));
    expect(box('ClassRoomManager update').checked).toBe(true);
    fireEvent.click(box('ClassRoomManager update'));
    expect(box('ClassRoomManager update').checked).toBe(false);
    // Update alone stays alone: write is not ticked for it.
    fireEvent.click(box('Packages update'));
    expect(box('Packages write').checked).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Creators' } });
    fireEvent.change(within(dialog).getByLabelText('Number'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(ROLE_MESSAGES.created)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Creators',
      number: 7,
      permissions: [
        { entity: 'ClassRoomManager', allowedOps: { read: true, write: true, update: false } },
        { entity: 'Packages', allowedOps: { read: false, write: false, update: true } },
      ],
    });
  });

  it('shows the spec’s other keys in their own group, each explained, and sends them', async () => {
    const withKeys: RoleSummary = {
      ...teacher,
      permissions: [
        ...teacher.permissions,
        { entity: 'units', allowedOps: { read: true, write: false, update: false } },
      ],
    };
    const { calls } = routeFetch({
      'GET /v1/roles': () => json({ data: [withKeys] }),
      [`PUT /v1/roles/${ROLE_ID}`]: () => json({ data: withKeys, message: ROLE_MESSAGES.updated }),
    });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Teacher' }));
    const dialog = await screen.findByTestId('role-form-modal');
    const other = within(dialog).getByTestId('permissions-other-keys');
    expect(within(other).getByRole('rowheader', { name: /Other keys/ }).textContent).toBe(
      'Other keys from the specificationKept with the role; they grant nothing yet.',
    );
    for (const key of OTHER_KEYS) {
      expect(
        within(other).getByRole('rowheader', { name: new RegExp(`^${key}`) }).textContent,
      ).toBe(`${key}${en.roles.keyHelp[key]}`);
    }
    const units = within(other).getByRole('checkbox', { name: 'units read' }) as HTMLInputElement;
    expect(units.checked).toBe(true);
    fireEvent.click(within(other).getByRole('checkbox', { name: 'teachers read' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(ROLE_MESSAGES.updated)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      permissions: [
        { entity: 'LiveClasses', allowedOps: { read: true, write: true, update: false } },
        { entity: 'units', allowedOps: { read: true, write: false, update: false } },
        { entity: 'teachers', allowedOps: { read: true, write: false, update: false } },
      ],
    });
  });

  it('write without update creates and deletes but only views; update without write edits only', async () => {
    routeFetch({ 'GET /v1/roles': () => json({ data: [teacher] }) });
    const first = renderRoles({ canWrite: true, canUpdate: false });
    await screen.findByTestId(`role-row-${ROLE_ID}`);
    expect(screen.getByTestId('roles-create')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Teacher' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Teacher' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Teacher' }));
    const dialog = await screen.findByTestId('role-form-modal');
    expect(within(dialog).queryByRole('button', { name: 'Save role' })).toBeNull();
    first.unmount();
    actors?.stop();

    renderRoles({ canWrite: false, canUpdate: true });
    await screen.findByTestId(`role-row-${ROLE_ID}`);
    expect(screen.queryByTestId('roles-create')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Teacher' })).toBeNull();
    expect(screen.queryByText('You can view roles but not change them.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Teacher' }));
    const editing = await screen.findByTestId('role-form-modal');
    expect(within(editing).getByRole('button', { name: 'Save role' })).toBeTruthy();
  });

  it('offers giving a role to whoever may change users, whatever they may do to roles', async () => {
    routeFetch({ 'GET /v1/roles': () => json({ data: [teacher] }) });
    const first = renderRoles({ canWrite: true, canAssign: false });
    await screen.findByTestId(`role-row-${ROLE_ID}`);
    expect(screen.queryByTestId('roles-assign')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign Teacher to a user' })).toBeNull();
    first.unmount();
    actors?.stop();

    renderRoles({ canWrite: false, canUpdate: false, canAssign: true });
    await screen.findByTestId(`role-row-${ROLE_ID}`);
    expect(screen.getByTestId('roles-assign')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Teacher' })).toBeNull();
  });

  it('explains the columns and the other keys in Arabic', async () => {
    await changeLanguage('ar');
    routeFetch({ 'GET /v1/roles': () => json({ data: [teacher] }) });
    renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'دور جديد' }));
    const dialog = await screen.findByTestId('role-form-modal');
    const headers = within(within(dialog).getByTestId('permissions-grid'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['المورد', 'قراءةعرض', 'كتابةإنشاء وحذف', 'تعديلتغيير']);
    expect(within(dialog).getByTestId('permissions-help').textContent).toContain(
      'تحديد الكتابة يحدد التعديل أيضًا',
    );
    expect(within(dialog).getByTestId('permissions-other-keys').textContent).toContain(
      'ولا تمنح أي صلاحية بعد',
    );
  });

  it('its own notices are the contract’s texts', () => {
    expect(en.roles.created).toBe(ROLE_MESSAGES.created);
    expect(en.roles.updated).toBe(ROLE_MESSAGES.updated);
    expect(en.roles.deleted).toBe(ROLE_MESSAGES.deleted);
  });
});
