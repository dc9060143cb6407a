import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_FILE, SPREADSHEET_MESSAGES } from '../../contract/invitations';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import {
  LIVE_CLASS_BULK_MESSAGES,
  LIVE_CLASS_ROW_ERROR_MESSAGES,
  type LiveClassDryRun,
  type LiveClassRowError,
  type LiveClassSheetColumn,
} from '../../contract/live-classes-bulk';
import { LiveClassesManagerRoute } from '../../src/app/routes/live-classes-manager-route';
import { UploadSheetButton } from '../../src/features/live-classes/bulk/upload-sheet-button';
import { formatStart } from '../../src/features/live-classes/shared/live-class-time';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { stubFetch, type SentCall } from './support/invitation-fixtures';
import { classPage } from './support/live-classes-manager-fixtures';
import { membership, permissions } from './support/orgs';
import { json, renderWithApp } from './support/render';

const error = (
  code: keyof typeof LIVE_CLASS_ROW_ERROR_MESSAGES,
  column: LiveClassSheetColumn,
): LiveClassRowError => ({
  code,
  column,
  message: LIVE_CLASS_ROW_ERROR_MESSAGES[code],
});

const report: LiveClassDryRun = {
  totalRows: 4,
  validRows: 2,
  invalidRows: 2,
  timeZone: 'UTC',
  rows: [
    {
      row: 2,
      title: 'Alif reading',
      duration: '45',
      startDate: '15/03/2027 18:30',
      startsAt: '2027-03-15T18:30:00.000Z',
      errors: [],
    },
    {
      row: 3,
      title: '',
      duration: 'an hour',
      startDate: '15/03/2027 19:30',
      startsAt: '2027-03-15T19:30:00.000Z',
      errors: [error('titleMissing', 'title'), error('durationNotNumber', 'duration')],
    },
    {
      row: 4,
      title: 'Ba',
      duration: '45',
      startDate: '01/01/2020 10:00',
      startsAt: '2020-01-01T10:00:00.000Z',
      errors: [error('startInPast', 'start date')],
    },
    {
      row: 5,
      title: 'درس القراءة',
      duration: '30',
      startDate: '16/03/2027 9:05',
      startsAt: '2027-03-16T09:05:00.000Z',
      errors: [],
    },
  ],
};
const committed = (replayed = false) =>
  json({
    data: {
      batchId: '00000000-0000-4000-8000-0000000000c1',
      createdCount: 2,
      skippedCount: 2,
      replayed,
    },
    message: replayed ? LIVE_CLASS_BULK_MESSAGES.replayed : LIVE_CLASS_BULK_MESSAGES.created(2),
  });

const approver = membership({
  id: 'org-nour',
  name: 'Nour Academy',
  location: 'Riyadh',
  role: {
    name: 'Manager',
    number: 1,
    permissions: permissions({ LiveClassesApprove: { read: true, write: true } }),
  },
});
const observer = membership({
  id: 'org-nour',
  name: 'Nour Academy',
  location: 'Riyadh',
  role: {
    name: 'Observer',
    number: 2,
    permissions: permissions({ LiveClassesObserver: { read: true } }),
  },
});

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  actors = null;
});

async function openWizard() {
  actors = createTestActors([approver]);
  renderWithApp(
    <>
      <UploadSheetButton />
      <AppToaster />
    </>,
    { actors, path: '/live-classes/manager' },
  );
  fireEvent.click(screen.getByTestId('live-classes-upload-sheet'));
  return screen.findByTestId('sheet-wizard');
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText(/^(Sheet file|ملف الجدول)$/), {
    target: { files: [file] },
  });
const sheet = (name = 'classes.csv') =>
  new File(['title,duration,start date\n'], name, { type: 'text/csv' });
const bulkCalls = (calls: SentCall[]) =>
  calls.filter((c) => c.path.endsWith('/v1/live-class/bulk'));

/** What the sheet's file input says of the chosen file ("No file chosen" before one). */
const chosenFile = () => screen.getByTestId('sheet-file-chosen').textContent;
const waitForChosen = () => waitFor(() => expect(chosenFile()).not.toBe('No file chosen'));

describe('the live-class sheet wizard', () => {
  it('checks the sheet, reports each row, and creates once with one key', async () => {
    let commitAnswer: () => Promise<Response> | Response = () => {
      throw new TypeError('Failed to fetch');
    };
    const { calls } = stubFetch({
      'POST /v1/live-class/bulk': (call) =>
        call.query.get('dryRun') === 'true' ? json({ data: report }) : commitAnswer(),
    });
    const wizard = await openWizard();
    expect(within(wizard).getByTestId('sheet-columns').textContent).toBe(
      'Exactly these columns, in this order, and no others: title, duration, start date.',
    );

    // The client's own checks, with the contract's texts; nothing is sent.
    // (The wizard is loaded lazily: its updates land a moment after each event, hence waitFor.)
    pick(new File(['x'], 'classes.pdf', { type: 'application/pdf' }));
    const fileError = () => screen.getByTestId('sheet-file-error').textContent;
    await waitFor(() => expect(fileError()).toBe(SPREADSHEET_MESSAGES.fileType));
    pick(new File([new Uint8Array(INVITATION_FILE.maxBytes + 1)], 'big.xlsx'));
    await waitFor(() => expect(fileError()).toBe(SPREADSHEET_MESSAGES.tooLarge));
    expect((screen.getByTestId('sheet-dry-run') as HTMLButtonElement).disabled).toBe(true);
    expect(bulkCalls(calls)).toEqual([]);
    pick(sheet());
    await waitFor(() => expect(chosenFile()).toContain('classes.csv'));
    expect(screen.queryByTestId('sheet-file-error')).toBeNull();

    fireEvent.click(screen.getByTestId('sheet-dry-run'));
    await screen.findByTestId('sheet-report');
    const dryRun = bulkCalls(calls)[0]!;
    expect(dryRun.query.get('dryRun')).toBe('true');
    expect(dryRun.headers.get('Idempotency-Key')).toBeNull();
    expect(((dryRun.body as FormData).get('file') as File).name).toBe('classes.csv');
    expect(await screen.findByText('Sheet checked: 2 valid, 2 with errors')).toBeTruthy();

    expect(screen.getByTestId('sheet-count-total').textContent).toBe('4');
    expect(screen.getByTestId('sheet-count-valid').textContent).toBe('2');
    expect(screen.getByTestId('sheet-count-invalid').textContent).toBe('2');
    expect(screen.getByText(/Start dates are read in UTC/)).toBeTruthy();
    const good = screen.getByTestId('sheet-row-2');
    expect(within(good).getByRole('rowheader').textContent).toBe('2');
    expect(good.textContent).toContain('Alif reading');
    expect(good.textContent).toContain('Ready to create');
    expect(screen.getByTestId('sheet-row-2-local').textContent).toBe(
      `Your time: ${formatStart('2027-03-15T18:30:00.000Z', 'en')}`,
    );
    const bad = screen.getByTestId('sheet-row-3');
    expect(bad.textContent).toContain('(empty)');
    expect(bad.textContent).toContain('title: The title is empty.');
    expect(bad.textContent).toContain(
      'duration: The duration must be a whole number of minutes (digits only).',
    );
    expect(screen.getByTestId('sheet-row-4').textContent).toContain(
      `start date: ${LIVE_CLASS_MESSAGES.shouldBeInFuture}`,
    );
    expect(screen.getByTestId('sheet-row-5').textContent).toContain('درس القراءة');
    expect(screen.getByTestId('sheet-commit').textContent).toBe('Create the live classes (2)');

    // The network fails: the report stays, with the refusal; the same key goes again.
    fireEvent.click(screen.getByTestId('sheet-commit'));
    expect((await screen.findByTestId('sheet-error')).textContent).toContain(
      'could not be reached',
    );
    expect(screen.getByTestId('sheet-count-valid').textContent).toBe('2');

    let release: () => void = () => {};
    commitAnswer = () => new Promise((resolve) => (release = () => resolve(committed())));
    fireEvent.click(screen.getByTestId('sheet-commit'));
    await waitFor(() =>
      expect((screen.getByTestId('sheet-commit') as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByTestId('sheet-commit'));
    release();
    await screen.findByTestId('sheet-done');

    const commits = bulkCalls(calls).filter((c) => c.query.get('dryRun') === null);
    expect(commits).toHaveLength(2);
    const key = commits[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(commits[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(((commits[1]!.body as FormData).get('file') as File).name).toBe('classes.csv');

    const done = screen.getByTestId('sheet-done');
    expect(done.textContent).toContain('Live classes created: 2');
    expect(done.textContent).toContain('Rows skipped: 2');
    expect(screen.queryByTestId('sheet-replayed')).toBeNull();
    expect(await screen.findByText('2 live classes created')).toBeTruthy();

    // Another sheet starts over, with a new key after its own dry run.
    fireEvent.click(screen.getByRole('button', { name: 'Upload another sheet' }));
    await screen.findByTestId('sheet-step-picking');
    expect(chosenFile()).toBe('No file chosen');
    pick(sheet('more.csv'));
    await waitForChosen();
    fireEvent.click(screen.getByTestId('sheet-dry-run'));
    commitAnswer = () => committed(true);
    fireEvent.click(await screen.findByTestId('sheet-commit'));
    expect((await screen.findByTestId('sheet-replayed')).textContent).toBe(
      LIVE_CLASS_BULK_MESSAGES.replayed,
    );
    const last = bulkCalls(calls).at(-1)!;
    expect(last.headers.get('Idempotency-Key')).not.toBe(key);
  });

  it("shows 'wrong file' with what is wrong, and keeps the chosen sheet", async () => {
    stubFetch({
      'POST /v1/live-class/bulk': () =>
        json(
          {
            message: SPREADSHEET_MESSAGES.wrongFile,
            code: 'BAD_REQUEST',
            fieldErrors: { file: LIVE_CLASS_BULK_MESSAGES.wrongColumns },
          },
          400,
        ),
    });
    await openWizard();
    pick(sheet('teachers.csv'));
    await waitForChosen();
    fireEvent.click(screen.getByTestId('sheet-dry-run'));
    const alert = await screen.findByTestId('sheet-error');
    expect(alert.textContent).toBe(
      `The file was refused: wrong file ${LIVE_CLASS_BULK_MESSAGES.wrongColumns}`,
    );
    expect(screen.getByTestId('sheet-step-picking')).toBeTruthy();
    expect(chosenFile()).toContain('teachers.csv');
    expect((screen.getByTestId('sheet-dry-run') as HTMLButtonElement).disabled).toBe(false);
  });

  it("names an unreadable file and a reused key in the page's language", async () => {
    let answer = () => json({ message: SPREADSHEET_MESSAGES.unreadable, code: 'BAD_REQUEST' }, 400);
    stubFetch({ 'POST /v1/live-class/bulk': () => answer() });
    await changeLanguage('ar');
    await openWizard();
    pick(sheet());
    await waitForChosen();
    fireEvent.click(screen.getByTestId('sheet-dry-run'));
    expect((await screen.findByTestId('sheet-error')).textContent).toBe(
      'رُفض الملف: صيغة غير مقروءة',
    );

    answer = () =>
      json(
        {
          message: SPREADSHEET_MESSAGES.wrongFile,
          code: 'BAD_REQUEST',
          fieldErrors: { file: LIVE_CLASS_BULK_MESSAGES.extraColumn(7) },
        },
        400,
      );
    fireEvent.click(screen.getByTestId('sheet-dry-run'));
    await waitFor(() =>
      expect(screen.getByTestId('sheet-error').textContent).toBe(
        'رُفض الملف: ملف خاطئ في الصف 7 قيمة بعد عمود "start date".',
      ),
    );
  });

  it('shows the report in Arabic, right to left, with the row errors translated', async () => {
    stubFetch({ 'POST /v1/live-class/bulk': () => json({ data: report }) });
    await changeLanguage('ar');
    await openWizard();
    expect(document.documentElement.dir).toBe('rtl');
    pick(sheet());
    await waitForChosen();
    fireEvent.click(screen.getByTestId('sheet-dry-run'));
    await screen.findByTestId('sheet-report');
    expect(screen.getByTestId('sheet-row-4').textContent).toContain('يجب أن يكون في المستقبل');
    expect(screen.getByTestId('sheet-row-3').textContent).toContain('العنوان فارغ.');
    expect(screen.getByTestId('sheet-commit').textContent).toBe('إنشاء الحصص المباشرة (2)');
  });

  it('downloads a CSV template of exactly the three columns, UTF-8 with a BOM', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // happy-dom would follow the download link away from the page.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openWizard();
    fireEvent.click(screen.getByTestId('sheet-template'));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('live-classes.csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('title,duration,start date\r\n');
  });
});

describe('"Upload a sheet" on the managers\' page', () => {
  it('is offered to those who approve live classes, not to observers', async () => {
    const { calls } = stubFetch({
      'GET /v1/admin/liveClasses': () => classPage([]),
      'POST /v1/live-class/bulk': () => committed(),
    });
    actors = createTestActors([observer]);
    await waitFor(() => expect(actors!.session.getSnapshot().context.activeOrg).not.toBeNull());
    const first = renderWithApp(<LiveClassesManagerRoute />, {
      actors,
      path: '/live-classes/manager',
    });
    await screen.findByTestId('live-classes-toolbar');
    expect(screen.queryByTestId('live-classes-upload-sheet')).toBeNull();
    first.unmount();
    actors.stop();

    actors = createTestActors([approver]);
    await waitFor(() => expect(actors!.session.getSnapshot().context.activeOrg).not.toBeNull());
    renderWithApp(<LiveClassesManagerRoute />, { actors, path: '/live-classes/manager' });
    const toolbar = await screen.findByTestId('live-classes-toolbar');
    const upload = within(toolbar).getByTestId('live-classes-upload-sheet');
    expect(upload.textContent).toBe('Upload a sheet');
    fireEvent.click(upload);
    expect(await screen.findByTestId('sheet-wizard')).toBeTruthy();
    expect(bulkCalls(calls)).toEqual([]);
  });

  it('refreshes the list once the classes are created', async () => {
    const { calls } = stubFetch({
      'GET /v1/admin/liveClasses': () => classPage([]),
      'POST /v1/live-class/bulk': (call) =>
        call.query.get('dryRun') === 'true' ? json({ data: report }) : committed(),
    });
    actors = createTestActors([approver]);
    await waitFor(() => expect(actors!.session.getSnapshot().context.activeOrg).not.toBeNull());
    renderWithApp(<LiveClassesManagerRoute />, { actors, path: '/live-classes/manager' });
    fireEvent.click(await screen.findByTestId('live-classes-upload-sheet'));
    await screen.findByTestId('sheet-wizard');
    const lists = () => calls.filter((c) => c.path.endsWith('/v1/admin/liveClasses')).length;
    await waitFor(() => expect(lists()).toBeGreaterThan(0));
    const before = lists();
    pick(sheet());
    await waitForChosen();
    fireEvent.click(screen.getByTestId('sheet-dry-run'));
    fireEvent.click(await screen.findByTestId('sheet-commit'));
    await screen.findByTestId('sheet-done');
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    fireEvent.click(screen.getByTestId('sheet-close'));
    await waitFor(() => expect(screen.queryByTestId('sheet-wizard')).toBeNull());
  });
});
