import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_MESSAGES, type Organization } from '../../contract/organizations';
import { OrganizationsPage } from '../../src/features/organizations/organizations-page';
import { changeLanguage } from '../../src/i18n/i18n';
import en from '../../src/features/organizations/texts/en.json';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

const NOUR = '00000000-0000-4000-8000-00000000000a';

function org(init: Partial<Organization> & Pick<Organization, 'id' | 'name'>): Organization {
  return {
    company_location: 'Riyadh',
    logoImageName: null,
    contractType: 'annual',
    contractStatus: 'active',
    startsAt: '2026-01-01',
    endsAt: '2099-12-31',
    contractFile: null,
    contractFileName: null,
    curriculum: null,
    maxStudents: 40,
    maxTeachers: 5,
    maxClassrooms: 4,
    ...init,
  };
}

const nour = org({ id: NOUR, name: 'Nour Academy' });

function page(result: Organization[], pageNumber = 1, numOfPages = 1) {
  return json({
    data: {
      result,
      pagination: {
        pageNumber,
        pageSize: 20,
        numOfPages,
        total: result.length,
        count: result.length,
      },
    },
  });
}

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** fetch stubbed by "METHOD /path-suffix"; each call is recorded with its query string. */
function stubFetch(handlers: Record<string, (call: Seen) => Response | Promise<Response>>) {
  const calls: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const call = { method: request.method, path: url.pathname, query: url.searchParams };
      calls.push(call);
      const key = Object.keys(handlers).find((k) => {
        const [method, suffix] = k.split(' ');
        return method === call.method && suffix !== undefined && call.path.endsWith(suffix);
      });
      return key ? handlers[key]!(call) : json({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

const lists = (calls: Seen[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.endsWith('/v1/organization'));

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

/** What the service counts for the impact dialog. */
const IMPACT = {
  members: 1250,
  activeStudents: 1200,
  activeTeachers: 40,
  activeClassrooms: 4,
  openInvitations: 6,
  unusedJoinCodes: 15,
};

/** The dialog's sentences, a paragraph each. */
const paragraphs = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByText((_, element) => element?.tagName === 'P')
    .map((p) => p.textContent);

function renderPage({
  canRead = true,
  canWrite = true,
  canUpdate = undefined as boolean | undefined,
  canManageContracts = undefined as boolean | undefined,
  path = '/organizations',
} = {}) {
  actors = createTestActors([hadAdmin]);
  return renderWithApp(
    <>
      <OrganizationsPage
        canRead={canRead}
        canWrite={canWrite}
        canUpdate={canUpdate ?? canWrite}
        canManageContracts={canManageContracts ?? canWrite}
        detailPath={(id) => `/organizations/${id}`}
        newPath="/organizations/new"
        confirmation={actors.confirmation}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

describe('organizations list', () => {
  it('shows each organisation with its contract, status and seats after loading', async () => {
    const calls = stubFetch({ 'GET /v1/organization': () => page([nour]) });
    renderPage();
    expect(screen.getByTestId('spinner')).toBeTruthy();
    const row = await screen.findByTestId(`org-row-${NOUR}`);
    expect(within(row).getByRole('rowheader').textContent).toBe('Nour Academy');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Riyadh',
      'Annual',
      'Active',
      'Jan 1, 2026',
      'Dec 31, 2099',
    ]);
    expect(within(row).getByTestId('org-seats').textContent).toBe(
      'Students: 40Teachers: 5Classrooms: 4',
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Company name');
    expect(headers).toContain('Contract status');
    expect(lists(calls)[0]?.query.toString()).toBe('pageNumber=1');
  });

  it('reads page, search and status from the address and writes changes back to it', async () => {
    const calls = stubFetch({
      'GET /v1/organization': ({ query }) => page([nour], Number(query.get('pageNumber')), 3),
    });
    renderPage({ path: '/organizations?page=2&search=nour&status=paused' });
    await screen.findByTestId(`org-row-${NOUR}`);
    expect(Object.fromEntries(lists(calls)[0]!.query)).toEqual({
      pageNumber: '2',
      search: 'nour',
      contractStatus: 'paused',
    });
    expect((screen.getByLabelText('Search by name or location') as HTMLInputElement).value).toBe(
      'nour',
    );
    expect((screen.getByLabelText('Contract status') as HTMLSelectElement).value).toBe('paused');
    expect(screen.getByTestId('org-pagination').textContent).toContain('Page 2 of 3');

    // A new filter starts again at the first page.
    fireEvent.change(screen.getByLabelText('Contract status'), { target: { value: 'active' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?search=nour&status=active'),
    );
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('contractStatus')).toBe('active'));
    expect(lists(calls).at(-1)?.query.get('pageNumber')).toBe('1');

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?search=nour&status=active&page=2'),
    );

    fireEvent.change(screen.getByLabelText('Search by name or location'), {
      target: { value: ' Jeddah ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?search=Jeddah&status=active'),
    );
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('search')).toBe('Jeddah'));
  });

  it('shows the empty, no-match and error states', async () => {
    stubFetch({ 'GET /v1/organization': () => page([]) });
    const first = renderPage();
    expect((await screen.findByTestId('org-empty')).textContent).toBe(
      'There are no organizations yet.',
    );
    first.unmount();
    actors?.stop();
    const second = renderPage({ path: '/organizations?search=zzz' });
    expect((await screen.findByTestId('org-empty')).textContent).toBe(
      'No organization matches the search or filter.',
    );
    second.unmount();
    actors?.stop();
    // Past the last page: one click back to the first.
    renderPage({ path: '/organizations?page=9' });
    await screen.findByTestId('org-empty');
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    cleanup();
    actors?.stop();
    stubFetch({
      'GET /v1/organization': () => json({ message: 'Something broke.', code: 'INTERNAL' }, 500),
    });
    renderPage();
    expect((await screen.findByTestId('org-error')).textContent).toContain('Something broke.');
  });

  it('without r GroupsManager shows no list; without w or u shows no edit or contract actions', async () => {
    const calls = stubFetch({ 'GET /v1/organization': () => page([nour]) });
    const first = renderPage({ canRead: false, canWrite: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to see organizations.',
    );
    expect(calls).toHaveLength(0);
    first.unmount();
    actors?.stop();
    renderPage({ canWrite: false });
    const row = await screen.findByTestId(`org-row-${NOUR}`);
    expect(screen.queryByTestId('org-create')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit Nour Academy' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Pause Nour Academy' })).toBeNull();
    // Nor the join codes: downloading tops them up, so the service needs w GroupsManager (a
    // paused organisation's manager reads only, too).
    expect(within(row).queryByTestId(`org-codes-student-${NOUR}`)).toBeNull();
  });

  it('a customer manager edits but neither creates nor changes contracts', async () => {
    stubFetch({ 'GET /v1/organization': () => page([nour]) });
    renderPage({ canWrite: true, canManageContracts: false });
    const row = await screen.findByTestId(`org-row-${NOUR}`);
    expect(screen.queryByTestId('org-create')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Pause Nour Academy' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Nour Academy' }));
    const form = await screen.findByTestId('org-form-modal');
    expect((within(form).getByLabelText('Company location') as HTMLInputElement).disabled).toBe(
      false,
    );
    expect((within(form).getByLabelText('Max students') as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getByText(/Only the platform owner/)).toBeTruthy();
  });

  it('shows only the actions the contract machine allows from each status', async () => {
    const rows = [
      org({ id: '00000000-0000-4000-8000-000000000001', name: 'P', contractStatus: 'pending' }),
      org({ id: '00000000-0000-4000-8000-000000000002', name: 'A', contractStatus: 'active' }),
      org({ id: '00000000-0000-4000-8000-000000000003', name: 'Z', contractStatus: 'paused' }),
      org({ id: '00000000-0000-4000-8000-000000000004', name: 'C', contractStatus: 'canceled' }),
      org({
        id: '00000000-0000-4000-8000-000000000005',
        name: 'Old',
        contractStatus: 'canceled',
        endsAt: '2020-01-01',
      }),
      // The platform's own organisations have no contract actions, whatever their status.
      org({ id: '00000000-0000-4000-8000-000000000006', name: 'HAD', contractStatus: 'active' }),
      org({
        id: '00000000-0000-4000-8000-000000000007',
        name: 'DEFAULT',
        contractStatus: 'paused',
      }),
    ];
    stubFetch({ 'GET /v1/organization': () => page(rows) });
    renderPage();
    await screen.findByTestId(`org-row-${rows[0]!.id}`);
    const actionsOf = (o: Organization) =>
      within(screen.getByTestId(`org-row-${o.id}`))
        .queryAllByRole('button')
        .filter((b) => b.dataset.testid?.startsWith('org-action-'))
        .map((b) => b.textContent);
    expect(rows.map(actionsOf)).toEqual([
      ['Activate', 'Cancel contract'],
      ['Pause', 'Cancel contract'],
      ['Reactivate', 'Cancel contract'],
      ['Reactivate'],
      [],
      [],
      [],
    ]);
  });
});

describe('contract actions', () => {
  it('pause states its effects with the service’s counts before confirming, then the spec’s notice', async () => {
    let paused = false;
    const calls = stubFetch({
      'GET /v1/organization': () => page([paused ? { ...nour, contractStatus: 'paused' } : nour]),
      [`GET /v1/organization/${NOUR}/contract/impact`]: () => json({ data: IMPACT }),
      [`PUT /v1/organization/${NOUR}/contract/pause`]: () => {
        paused = true;
        return json({ data: null, message: ORGANIZATION_MESSAGES.paused });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Nour Academy' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(paragraphs(dialog)).toEqual([
      'Members who keep reading but can change nothing: 1,250 (students: 1,200, teachers: 40).',
      'Classes kept as they are: 4.',
      'Open invitations that cannot be accepted: 6; unused join codes that cannot be used: 15.',
      'Nothing is deleted; reactivating restores everything.',
      'Pause the contract of Nour Academy?',
    ]);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Organization paused successfully')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    // The list is fetched again, so the row shows the new status and its actions.
    const row = screen.getByTestId(`org-row-${NOUR}`);
    await waitFor(() => expect(within(row).getByText('Paused')).toBeTruthy());
    expect(within(row).getByRole('button', { name: 'Reactivate Nour Academy' })).toBeTruthy();
  });

  it('cancel states that members lose access and nothing is deleted, in Arabic too', async () => {
    stubFetch({
      'GET /v1/organization': () => page([nour]),
      [`GET /v1/organization/${NOUR}/contract/impact`]: () => json({ data: IMPACT }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel contract of Nour Academy' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(paragraphs(dialog).slice(0, 4)).toEqual([
      'Members who lose access to it: 1,250 (students: 1,200, teachers: 40).',
      'Classes kept with every other record, as nothing is deleted: 4.',
      'Open invitations that cannot be accepted: 6; unused join codes that cannot be used: 15.',
      'Reactivating before the end date (Dec 31, 2099) restores access.',
    ]);
    // The graver action looks it: a red confirm button.
    const confirmCancel = within(dialog).getByRole('button', { name: 'Cancel contract' });
    expect(confirmCancel.getAttribute('data-tone')).toBe('danger');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await changeLanguage('ar');
    try {
      fireEvent.click(screen.getByTestId(`org-action-cancel-${NOUR}`));
      const arabic = await screen.findByRole('alertdialog');
      const lines = paragraphs(arabic);
      expect(lines[0]).toMatch(/^أعضاء يفقدون الوصول إليها: /);
      expect(lines[1]).toMatch(/إذ لا يُحذف شيء/);
      expect(lines[2]).toMatch(/^دعوات مفتوحة لا يمكن قبولها: /);
      expect(lines[3]).toMatch(/^إعادة التفعيل قبل تاريخ الانتهاء/);
      // The count, grouped as the page language writes numbers.
      expect(lines[0]).toMatch(/1[,٬]250|١٬٢٥٠/);
    } finally {
      await changeLanguage('en');
    }
  });

  it('says so when the counts cannot be loaded, and still asks', async () => {
    stubFetch({
      'GET /v1/organization': () => page([nour]),
      [`GET /v1/organization/${NOUR}/contract/impact`]: () =>
        json({ message: 'Service unavailable.', code: 'UNAVAILABLE' }, 503),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Nour Academy' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(paragraphs(dialog)).toEqual([
      'What this affects could not be loaded.',
      'Pause the contract of Nour Academy?',
    ]);
  });

  it('cancelling the dialog sends nothing', async () => {
    const calls = stubFetch({
      'GET /v1/organization': () => page([nour]),
      [`GET /v1/organization/${NOUR}/contract/impact`]: () => json({ data: IMPACT }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel contract of Nour Academy' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a refused activation shows the server’s message', async () => {
    const pending = { ...nour, contractStatus: 'pending' as const };
    stubFetch({
      'GET /v1/organization': () => page([pending]),
      [`PUT /v1/organization/${NOUR}/contract/activate`]: () =>
        json({ message: 'The contract has no file yet.', code: 'CONFLICT' }, 409),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Nour Academy' }));
    const dialog = await screen.findByRole('alertdialog');
    // Activation takes nothing away, so no impact is asked for.
    expect(dialog.textContent).toBe(
      'Activate Nour AcademyActivate the contract of Nour Academy?CancelActivate',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The contract has no file yet.')).toBeTruthy();
  });

  it('reactivation shows the notice when the server sends no message', async () => {
    const paused = { ...nour, contractStatus: 'paused' as const };
    stubFetch({
      'GET /v1/organization': () => page([paused]),
      [`PUT /v1/organization/${NOUR}/contract/reactivate`]: () =>
        new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate Nour Academy' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reactivate' }),
    );
    expect(await screen.findByText('Organization reactivated successfully')).toBeTruthy();
  });

  it('downloads the student join codes as <name>-<company name>.csv with a BOM', async () => {
    const csv = 'code,name\nAB12,سارة\n';
    const calls = stubFetch({
      'GET /v1/organization': () => page([nour]),
      [`GET /v1/organization/getGroupCode/${NOUR}`]: () =>
        new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Download the student codes of Nour Academy',
      }),
    );
    expect(await screen.findByText('File downloaded')).toBeTruthy();
    expect(calls.find((c) => c.path.includes('getGroupCode'))?.query.get('type')).toBe('student');
    expect(clicked[0]?.download).toBe('students-Nour Academy.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:codes');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(csv);
  });

  it('its notices are the contract’s texts', () => {
    expect(en.organizations.notices).toEqual({
      canceled: ORGANIZATION_MESSAGES.canceled,
      activated: ORGANIZATION_MESSAGES.activated,
      reactivated: ORGANIZATION_MESSAGES.reactivated,
      paused: ORGANIZATION_MESSAGES.paused,
    });
    expect(en.organizations.created).toBe(ORGANIZATION_MESSAGES.created);
    expect(en.organizations.updated).toBe(ORGANIZATION_MESSAGES.updated);
  });
});
