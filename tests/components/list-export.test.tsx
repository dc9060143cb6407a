import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { Organization } from '../../contract/organizations';
import { OrganizationsPage } from '../../src/features/organizations/organizations-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { captureSavedFiles, chooseExport, readSheet } from './support/exports';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const PAGE = 20;
/** 45 organisations (three pages of 20), named in Arabic. */
const ALL: Organization[] = Array.from({ length: 45 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  name: `أكاديمية النور ${i + 1}`,
  company_location: 'الرياض',
  logoImageName: null,
  contractType: 'annual',
  contractStatus: 'active',
  startsAt: '2026-01-01',
  endsAt: '2099-12-31',
  contractFile: null,
  contractFileName: null,
  curriculum: null,
  maxStudents: 12000 + i,
  maxTeachers: 50,
  maxClassrooms: 10,
}));

/** The organisations list as the service pages it; `fail` answers 500 for those pages. */
function serveList(fail: (call: Call) => boolean = () => false, hold?: Promise<void>) {
  return routeFetch({
    'GET /v1/organization': async (call) => {
      const pageNumber = Number(call.query.get('pageNumber') ?? 1);
      if (pageNumber > 1 && hold) await hold;
      if (fail(call)) return json({ message: 'Something broke.', code: 'INTERNAL' }, 500);
      const result = ALL.slice((pageNumber - 1) * PAGE, pageNumber * PAGE);
      return json({
        data: {
          result,
          pagination: {
            pageNumber,
            pageSize: PAGE,
            numOfPages: Math.ceil(ALL.length / PAGE),
            total: ALL.length,
            count: result.length,
          },
        },
      });
    },
  });
}

function renderOrganizations(path = '/organizations?search=%D8%A3&status=active') {
  actors = createTestActors([hadAdmin]);
  return renderWithApp(
    <>
      <OrganizationsPage
        canRead
        canWrite
        canUpdate
        canManageContracts
        confirmation={actors.confirmation}
        detailPath={(id) => `/organizations/${id}`}
        newPath="/organizations/new"
      />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.endsWith('/v1/organization'));

describe.each(['en', 'ar'] as const)('exporting the organisations (%s)', (language) => {
  const headers = {
    en: ['Company name', 'Company location', 'Contract type', 'Contract status', 'Start date'],
    ar: ['اسم الشركة', 'موقع الشركة', 'نوع العقد', 'حالة العقد', 'تاريخ البدء'],
  }[language];

  it('writes every page the filters select to .xlsx, Arabic intact, headers in the page language', async () => {
    await changeLanguage(language);
    const files = captureSavedFiles();
    const { calls } = serveList();
    renderOrganizations();
    await chooseExport('org-export', 'xlsx');
    await waitFor(() => expect(files).toHaveLength(1));
    // Every page, each with the screen's filters.
    const asked = listCalls(calls).slice(1);
    expect(asked.map((call) => call.query.get('pageNumber'))).toEqual(['1', '2', '3']);
    for (const call of asked) {
      expect(call.query.get('search')).toBe('أ');
      expect(call.query.get('contractStatus')).toBe('active');
    }
    expect(files[0]!.name).toMatch(/^organizations-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(files[0]!);
    expect(rows[0]!.slice(0, 5)).toEqual(headers);
    expect(rows).toHaveLength(1 + ALL.length);
    expect(rows[1]!.slice(0, 2)).toEqual(['أكاديمية النور 1', 'الرياض']);
    expect(rows[45]![0]).toBe('أكاديمية النور 45');
    // Numbers stay numbers; days stay days.
    expect(rows[45]!.slice(4)).toEqual(['2026-01-01', '2099-12-31', 12044, 50, 10]);
    const book = XLSX.read(new Uint8Array(await files[0]!.blob.arrayBuffer()), { type: 'array' });
    expect(book.Workbook?.Views?.[0]?.RTL ?? false).toBe(language === 'ar');
    const toast = await screen.findByText((text) => text.includes(files[0]!.name));
    if (language === 'en') expect(toast.textContent).toBe(`Exported 45 rows to ${files[0]!.name}.`);
  }, 20_000);

  it('writes .csv with a UTF-8 byte-order mark, so spreadsheet programs keep the Arabic', async () => {
    await changeLanguage(language);
    const files = captureSavedFiles();
    serveList();
    renderOrganizations();
    await chooseExport('org-export', 'csv');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/\.csv$/);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\n')[0]).toContain(headers[0]);
    expect(text).toContain('أكاديمية النور 45');
    const rows = await readSheet(files[0]!);
    expect(rows).toHaveLength(46);
  }, 20_000);
});

describe('exporting, step by step', () => {
  it('shows its progress, and a failed page says which, keeps the pages before it and retries', async () => {
    const files = captureSavedFiles();
    let failures = 1;
    const { calls } = serveList((call) => call.query.get('pageNumber') === '2' && failures-- > 0);
    renderOrganizations('/organizations');
    await chooseExport('org-export', 'xlsx');
    const alert = await screen.findByTestId('org-export-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      'Page 2 of the list could not be loaded, so the export stopped: Something broke.Try againClose',
    );
    expect(files).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(files).toHaveLength(1));
    // Page 1 was not asked again: the export went on from page 2.
    expect(
      listCalls(calls)
        .slice(1)
        .map((call) => call.query.get('pageNumber')),
    ).toEqual(['1', '2', '2', '3']);
    expect((await readSheet(files[0]!)).length).toBe(46);
  }, 20_000);

  it('says how far it is, and Cancel stops it with a notice and no file', async () => {
    const files = captureSavedFiles();
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { calls } = serveList(() => false, hold);
    renderOrganizations('/organizations');
    await chooseExport('org-export', 'xlsx');
    const progress = await screen.findByTestId('org-export-progress');
    await waitFor(() =>
      expect(within(progress).getByRole('status').textContent).toBe(
        'Exporting: page 2 of 3 (20 of 45 rows)',
      ),
    );
    fireEvent.click(within(progress).getByRole('button', { name: 'Cancel the export' }));
    expect(await screen.findByText('The export was cancelled.')).toBeTruthy();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(files).toHaveLength(0);
    expect(listCalls(calls).slice(1)).toHaveLength(2);
    expect(screen.getByTestId('org-export')).toBeTruthy();
  }, 20_000);

  it('offers nothing to export while the list is empty', async () => {
    routeFetch({
      'GET /v1/organization': () =>
        json({
          data: {
            result: [],
            pagination: { pageNumber: 1, pageSize: 20, numOfPages: 0, total: 0, count: 0 },
          },
        }),
    });
    renderOrganizations('/organizations');
    await screen.findByTestId('org-empty');
    expect(screen.getByTestId('org-export')).toHaveProperty('disabled', true);
  });
});
