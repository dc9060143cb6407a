import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { read, utils } from 'xlsx';
import {
  INVITATION_FILE,
  INVITATION_MESSAGES,
  SPREADSHEET_MESSAGES,
  type DryRunReport,
  type InvitationRole,
} from '../../contract/invitations';
import { InvitationsPage, type Audience } from '../../src/features/invitations/invitations-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { stubFetch, type SentCall } from './support/invitation-fixtures';
import { nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const report: DryRunReport = {
  totalRows: 5,
  validRows: 3,
  invalidRows: 2,
  rows: [
    { row: 2, email: 'a1@demo.test', firstName: 'A', lastName: 'One', role: 'Teacher', errors: [] },
    {
      row: 3,
      email: 'not-an-email',
      firstName: '',
      lastName: '',
      role: 'Teacher',
      errors: [{ code: 'invalidEmail', column: 'email', message: 'Not a valid e-mail address.' }],
    },
    {
      row: 5,
      email: 'b2@demo.test',
      firstName: '',
      lastName: '',
      role: 'Wizard',
      errors: [
        {
          code: 'unknownRole',
          column: 'role',
          message: 'No role of this name can be given by invitation.',
        },
      ],
    },
  ],
};
const committed = (replayed = false) =>
  json({
    data: {
      batchId: '00000000-0000-4000-8000-0000000000b1',
      invitedCount: 3,
      skippedCount: 2,
      replayed,
    },
    message: INVITATION_MESSAGES.sent(3),
  });

/** What `GET v1/admin-invitations/roles` answers a manager who may give these. */
const offered: InvitationRole[] = [
  {
    id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Organization Manager',
    number: 1,
    group: 'staff',
  },
  { id: '00000000-0000-4000-8000-0000000000d2', name: 'Staff', number: 2, group: 'staff' },
  { id: '00000000-0000-4000-8000-0000000000d4', name: 'HAD Teacher', number: 4, group: 'teachers' },
  { id: '00000000-0000-4000-8000-0000000000d5', name: 'Teacher', number: 5, group: 'teachers' },
];

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

async function renderWizard(audience: Audience = 'admins') {
  actors = createTestActors([nourManager]);
  renderWithApp(
    <>
      <InvitationsPage
        audience={audience}
        canRead
        canWrite
        canUpdate
        confirmation={actors.confirmation}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: `/invites/${audience}` },
  );
  fireEvent.click(screen.getByTestId('invite-open'));
  const wizard = await screen.findByTestId('invite-wizard');
  // A large modal's width, whatever the step holds: it does not shrink to its content.
  expect(wizard.style.inlineSize).toBe('880px');
  return wizard;
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Spreadsheet file'), { target: { files: [file] } });
const csv = (name = 'people.csv') => new File(['email,role\n'], name, { type: 'text/csv' });
const bulkCalls = (calls: SentCall[]) => calls.filter((c) => c.path.endsWith('/bulk'));

describe('the invite wizard with a file', () => {
  it('checks the file, shows the report with each row error, and commits once with one key', async () => {
    let commitAnswer: () => Promise<Response> | Response = () => {
      throw new TypeError('Failed to fetch');
    };
    const { calls } = stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'POST /v1/admin-invitations/bulk': (call) =>
        call.query.get('dryRun') === 'true' ? json({ data: report }) : commitAnswer(),
    });
    const wizard = await renderWizard();
    fireEvent.click(within(wizard).getByTestId('wizard-choose-file'));

    // The client's own checks, with the contract's texts; nothing is sent.
    pick(new File(['x'], 'people.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('wizard-file-error').textContent).toBe(SPREADSHEET_MESSAGES.fileType);
    pick(new File([new Uint8Array(INVITATION_FILE.maxBytes + 1)], 'big.xlsx'));
    expect(screen.getByTestId('wizard-file-error').textContent).toBe(SPREADSHEET_MESSAGES.tooLarge);
    expect((screen.getByTestId('wizard-dry-run') as HTMLButtonElement).disabled).toBe(true);
    pick(csv());
    expect(screen.queryByTestId('wizard-file-error')).toBeNull();
    expect(screen.getByTestId('invite-file-chosen').textContent).toContain('people.csv');

    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    await screen.findByTestId('wizard-report');
    const dryRun = bulkCalls(calls)[0]!;
    expect(dryRun.query.get('dryRun')).toBe('true');
    expect(dryRun.headers.get('Idempotency-Key')).toBeNull();
    expect(((dryRun.body as FormData).get('file') as File).name).toBe('people.csv');

    expect(screen.getByTestId('wizard-count-total').textContent).toBe('5');
    expect(screen.getByTestId('wizard-count-valid').textContent).toBe('3');
    expect(screen.getByTestId('wizard-count-invalid').textContent).toBe('2');
    expect(screen.getByTestId('wizard-row-2').textContent).toContain('Ready to invite');
    const bad = screen.getByTestId('wizard-row-3');
    expect(within(bad).getByRole('rowheader').textContent).toBe('3');
    expect(bad.textContent).toContain('not-an-email');
    expect(bad.textContent).toContain('email: Not a valid e-mail address.');
    expect(screen.getByTestId('wizard-row-5').textContent).toContain(
      'role: No role of this name can be given by invitation.',
    );

    // The network fails: the report stays, with the refusal; the same key goes again.
    fireEvent.click(screen.getByTestId('wizard-commit'));
    expect((await screen.findByTestId('wizard-error')).textContent).toContain(
      'could not be reached',
    );
    expect(screen.getByTestId('wizard-count-valid').textContent).toBe('3');

    let release: () => void = () => {};
    commitAnswer = () => new Promise((resolve) => (release = () => resolve(committed())));
    fireEvent.click(screen.getByTestId('wizard-commit'));
    await waitFor(() =>
      expect((screen.getByTestId('wizard-commit') as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByTestId('wizard-commit'));
    release();
    await screen.findByTestId('wizard-done');

    const commits = bulkCalls(calls).filter((c) => c.query.get('dryRun') === null);
    expect(commits).toHaveLength(2);
    const key = commits[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(commits[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(((commits[1]!.body as FormData).get('file') as File).name).toBe('people.csv');

    expect(screen.getByTestId('wizard-done').textContent).toContain('Invitations sent: 3');
    expect(screen.getByTestId('wizard-done').textContent).toContain('Rows skipped: 2');
    expect(screen.queryByTestId('wizard-replayed')).toBeNull();
    expect(await screen.findByText(INVITATION_MESSAGES.sent(3))).toBeTruthy();
    // What follows: the invitations, in the list the wizard closes onto.
    expect(screen.getByTestId('wizard-done').textContent).toContain(
      'They are listed with the others as Pending until accepted',
    );
    expect(screen.getByTestId('wizard-close').textContent).toBe('See the invitations');
  });

  it('shows a server refusal clearly and keeps the chosen file', async () => {
    stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'POST /v1/admin-invitations/bulk': () =>
        json({ message: SPREADSHEET_MESSAGES.expandsTooMuch, code: 'PAYLOAD_TOO_LARGE' }, 413),
    });
    const wizard = await renderWizard();
    fireEvent.click(within(wizard).getByTestId('wizard-choose-file'));
    pick(csv('bomb.xlsx'));
    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    const error = await screen.findByTestId('wizard-error');
    expect(error.textContent).toBe(`The file is too large: ${SPREADSHEET_MESSAGES.expandsTooMuch}`);
    expect(screen.getByTestId('invite-file-chosen').textContent).toContain('bomb.xlsx');
    expect((screen.getByTestId('wizard-dry-run') as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the unreadable file refusal (415) too', async () => {
    stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'POST /v1/admin-invitations/bulk': () =>
        json({ message: SPREADSHEET_MESSAGES.unreadable, code: 'UNSUPPORTED_MEDIA_TYPE' }, 415),
    });
    const wizard = await renderWizard();
    fireEvent.click(within(wizard).getByTestId('wizard-choose-file'));
    pick(csv());
    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    expect((await screen.findByTestId('wizard-error')).textContent).toBe(
      'This file type is not accepted: Unreadable format',
    );
  });

  it('downloads the template as .xlsx and as CSV (UTF-8 with a BOM), with the kind columns', async () => {
    stubFetch({ 'GET /v1/user-invitations': () => page([]) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // happy-dom would follow the download link away from the page.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const wizard = await renderWizard('students');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-file'));
    fireEvent.click(screen.getByRole('button', { name: 'Download template (.xlsx)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const book = read(new Uint8Array(await blobs[0]!.arrayBuffer()));
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['email', 'firstName', 'lastName', 'className'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download template (.csv)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const bytes = new Uint8Array(await blobs[1]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).trim()).toBe(
      'email,firstName,lastName,className',
    );
    expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([
      'student-invitations.xlsx',
      'student-invitations.csv',
    ]);
  });
});

describe('the invite wizard with typed e-mails', () => {
  it('sends the typed rows with the class through the same dry run and commit', async () => {
    const { calls } = stubFetch({
      'GET /v1/user-invitations': () => page([]),
      'GET /v1/class_room/list': () =>
        json({ data: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Alif' }] }),
      'POST /v1/user-invitations/bulk': (call) =>
        call.query.get('dryRun') === 'true'
          ? json({ data: { totalRows: 2, validRows: 2, invalidRows: 0, rows: [] } })
          : committed(true),
    });
    const wizard = await renderWizard('students');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    fireEvent.change(screen.getByLabelText('E-mail addresses, one per line'), {
      target: { value: 'one@demo.test\n\n two@demo.test \n' },
    });
    expect(screen.getByText('Addresses: 2')).toBeTruthy();
    await screen.findByRole('option', { name: 'Alif' });
    fireEvent.change(screen.getByLabelText('Class (optional)'), { target: { value: 'Alif' } });
    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    await screen.findByTestId('wizard-counts');
    expect(bulkCalls(calls)[0]!.body).toEqual({
      rows: [
        { email: 'one@demo.test', className: 'Alif' },
        { email: 'two@demo.test', className: 'Alif' },
      ],
    });

    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      (screen.getByLabelText('E-mail addresses, one per line') as HTMLTextAreaElement).value,
    ).toContain('two@demo.test');
    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    fireEvent.click(await screen.findByTestId('wizard-commit'));
    expect((await screen.findByTestId('wizard-replayed')).textContent).toBe(
      INVITATION_MESSAGES.replayed,
    );
    const commit = bulkCalls(calls).at(-1)!;
    expect(commit.headers.get('Idempotency-Key')).toBeTruthy();
    expect(commit.headers.get('content-type')).toContain('application/json');
  });

  it('offers the teacher roles the service says the caller may give, preselecting Teacher', async () => {
    const { calls } = stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'GET /v1/admin-invitations/roles': () => json({ data: offered }),
      'POST /v1/admin-invitations/bulk': () =>
        json({ data: { totalRows: 1, validRows: 1, invalidRows: 0, rows: [] } }),
    });
    const wizard = await renderWizard('teachers');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    await screen.findByRole('option', { name: 'HAD Teacher' });
    const select = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.value)).toEqual(['HAD Teacher', 'Teacher']);
    await waitFor(() => expect(select.value).toBe('Teacher'));
    fireEvent.change(screen.getByLabelText('E-mail addresses, one per line'), {
      target: { value: 'new.teacher@demo.test' },
    });
    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    await screen.findByTestId('wizard-counts');
    expect(bulkCalls(calls)[0]!.body).toEqual({
      rows: [{ email: 'new.teacher@demo.test', role: 'Teacher' }],
    });
    // The picker's own call, never the roles screen's list (which needs the Roles resource).
    expect(calls.some((c) => c.path.endsWith('/v1/roles'))).toBe(false);
  });

  it('offers the staff roles on the admins screen and sends the one chosen', async () => {
    const { calls } = stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'GET /v1/admin-invitations/roles': () => json({ data: offered }),
      'POST /v1/admin-invitations/bulk': () =>
        json({ data: { totalRows: 1, validRows: 1, invalidRows: 0, rows: [] } }),
    });
    const wizard = await renderWizard('admins');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    await screen.findByRole('option', { name: 'Staff' });
    const select = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['Organization Manager', 'Staff']);
    await waitFor(() => expect(select.value).toBe('Organization Manager'));
    fireEvent.change(select, { target: { value: 'Staff' } });
    fireEvent.change(screen.getByLabelText('E-mail addresses, one per line'), {
      target: { value: 'desk@demo.test' },
    });
    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    await screen.findByTestId('wizard-counts');
    expect(bulkCalls(calls)[0]!.body).toEqual({
      rows: [{ email: 'desk@demo.test', role: 'Staff' }],
    });
  });

  it('says so when no role may be given here, and checks nothing', async () => {
    const { calls } = stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'GET /v1/admin-invitations/roles': () =>
        json({ data: offered.filter((r) => r.group === 'staff') }),
    });
    const wizard = await renderWizard('teachers');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    expect((await screen.findByTestId('invite-roles-empty')).textContent).toBe(
      'There is no teacher role you may give, so teachers cannot be invited from your account.',
    );
    fireEvent.change(screen.getByLabelText('E-mail addresses, one per line'), {
      target: { value: 'new.teacher@demo.test' },
    });
    expect((screen.getByTestId('wizard-dry-run') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Role')).toBeNull();
    expect(bulkCalls(calls)).toHaveLength(0);
  });

  it('shows a failed roles call with a retry, then the picker', async () => {
    let fail = true;
    stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'GET /v1/admin-invitations/roles': () => {
        if (!fail) return json({ data: offered });
        fail = false;
        return json({ message: 'Something went wrong on our side.', code: 'INTERNAL' }, 500);
      },
    });
    const wizard = await renderWizard('teachers');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    expect((await screen.findByTestId('invite-roles-error')).textContent).toBe(
      'The roles could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load the roles again' }));
    const select = (await screen.findByLabelText('Role')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('Teacher'));
  });

  it('names the roles the file may use on the file step', async () => {
    stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'GET /v1/admin-invitations/roles': () => json({ data: offered }),
    });
    const wizard = await renderWizard('admins');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-file'));
    expect((await screen.findByTestId('invite-roles-allowed')).textContent).toBe(
      'The role column takes one of: Organization Manager, Staff, HAD Teacher, Teacher.',
    );
  });
});

describe('the invite wizard in Arabic', () => {
  it('reads right to left and words the counts and notices in Arabic', async () => {
    await changeLanguage('ar');
    stubFetch({
      'GET /v1/user-invitations': () => page([]),
      'GET /v1/class_room/list': () => json({ data: [] }),
      'POST /v1/user-invitations/bulk': (call) =>
        call.query.get('dryRun') === 'true'
          ? json({ data: { totalRows: 2, validRows: 2, invalidRows: 0, rows: [] } })
          : json({
              data: {
                batchId: '00000000-0000-4000-8000-0000000000b1',
                invitedCount: 2,
                skippedCount: 0,
                replayed: false,
              },
              message: INVITATION_MESSAGES.sent(2),
            }),
    });
    const wizard = await renderWizard('students');
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    fireEvent.change(screen.getByLabelText('عناوين البريد الإلكتروني، عنوان في كل سطر'), {
      target: { value: 'one@demo.test\ntwo@demo.test' },
    });
    fireEvent.click(screen.getByTestId('wizard-dry-run'));
    expect((await screen.findByTestId('wizard-counts')).textContent).toContain('صالحة');
    fireEvent.click(screen.getByTestId('wizard-commit'));
    expect(await screen.findByText('أُرسلت دعوتان')).toBeTruthy();
    expect(screen.getByTestId('wizard-done').textContent).toContain('الدعوات المرسلة: 2');
  });

  it('picks the role in Arabic, and says in Arabic when there is none to give', async () => {
    await changeLanguage('ar');
    stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'GET /v1/admin-invitations/roles': () => json({ data: offered }),
    });
    const wizard = await renderWizard('teachers');
    fireEvent.click(within(wizard).getByTestId('wizard-choose-typed'));
    const select = (await screen.findByLabelText('الدور')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('Teacher'));
    expect(
      screen.getByText('الأدوار التي يمكنك منحها: تلك التي تملك صلاحياتها بنفسك.'),
    ).toBeTruthy();
    actors?.stop();
    cleanup();

    stubFetch({
      'GET /v1/admin-invitations': () => page([]),
      'GET /v1/admin-invitations/roles': () => json({ data: [] }),
    });
    const again = await renderWizard('admins');
    fireEvent.click(within(again).getByTestId('wizard-choose-typed'));
    expect((await screen.findByTestId('invite-roles-empty')).textContent).toBe(
      'لا يوجد دور موظف يمكنك منحه، لذا لا يمكن دعوة موظفين من حسابك.',
    );
  });
});
