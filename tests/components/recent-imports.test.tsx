import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type Import, type Rollback } from '../../contract/imports';
import { createQueryClient } from '../../src/api/query-client';
import { changeLanguage } from '../../src/i18n/i18n';
import { formatDate } from '../../src/i18n/format-date';
import { RecentImports } from '../../src/ui/bulk-upload/recent-imports';
import type { ImportSource } from '../../src/api/imports';
import { AppToaster } from '../../src/ui/toast';
import { routeFetch } from './support/fetch-routes';
import { json } from './support/render';

afterEach(() => changeLanguage('en'));

const standing: Import = {
  id: '11111111-1111-4111-8111-111111111111',
  fileName: 'pupils.xlsx',
  createdBy: { id: '22222222-2222-4222-8222-222222222222', name: 'Omar Khalil' },
  createdAt: '2026-03-10T12:00:00.000Z',
  createdCount: 3,
  skippedCount: 1,
  status: 'committed',
  rolledBackBy: null,
  rolledBackAt: null,
  rollbackUntil: '2026-03-17T12:00:00.000Z',
};
const old: Import = {
  ...standing,
  id: '33333333-3333-4333-8333-333333333333',
  fileName: null,
  status: 'closed',
};

const preview: Rollback = {
  import: standing,
  rows: [
    { id: 'a', label: 'b@x.test', detail: 'Huda Saleh', outcome: 'keep', reason: 'accepted' },
    { id: 'b', label: 'a@x.test', detail: null, outcome: 'cancel', reason: 'pending' },
    { id: 'c', label: 'c@x.test', detail: null, outcome: 'cancel', reason: 'expired' },
  ],
  undoneCount: 2,
  keptCount: 1,
  done: false,
};

const students: ImportSource = { of: 'invitations', kind: 'user' };

function renderPanel(canWrite = true, source = students) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RecentImports source={source} canWrite={canWrite} />
      <AppToaster />
    </QueryClientProvider>,
  );
}

function stubImports(list: Import[] = [standing, old]) {
  let rolledBack = false;
  const current = () =>
    rolledBack
      ? list.map((i) => (i.id === standing.id ? { ...i, status: 'rolledBack' } : i))
      : list;
  return routeFetch({
    'GET /v1/user-invitations/imports': () => json({ data: current() }),
    [`GET /v1/user-invitations/imports/${standing.id}/rollback`]: () => json({ data: preview }),
    [`POST /v1/user-invitations/imports/${standing.id}/rollback`]: () => {
      rolledBack = true;
      return json({
        data: { ...preview, done: true },
        message: IMPORT_MESSAGES.rolledBack(2),
      });
    },
  });
}

describe('recent imports', () => {
  it('lists each import with its file, who, counts and whether it can be rolled back', async () => {
    stubImports();
    renderPanel();
    const row = await screen.findByTestId(`import-${standing.id}`);
    expect(screen.getByRole('heading', { name: 'Recent imports' })).toBeTruthy();
    expect(row.textContent).toContain('pupils.xlsx');
    expect(row.textContent).toContain('Omar Khalil');
    expect(row.textContent).toContain('3 invited, 1 skipped');
    expect(row.textContent).toContain(`Until ${formatDate(standing.rollbackUntil, 'en')}`);
    expect(within(row).getByRole('button', { name: 'Roll back pupils.xlsx' })).toBeTruthy();
    // Past its 7 days: kept for good, no button.
    const closed = screen.getByTestId(`import-${old.id}`);
    expect(closed.textContent).toContain('Typed rows');
    expect(closed.textContent).toContain('Kept for good');
    expect(within(closed).queryByRole('button')).toBeNull();
  });

  it('offers no rollback to a reader, and shows nothing when there is no import', async () => {
    const { calls } = stubImports();
    const { unmount } = renderPanel(false);
    const row = await screen.findByTestId(`import-${standing.id}`);
    expect(within(row).queryByRole('button')).toBeNull();
    unmount();
    stubImports([]);
    const { container } = renderPanel();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(container.querySelector('[data-testid="recent-imports"]')).toBeNull();
  });

  it('says row by row what a rollback will do, then does it once and says so', async () => {
    const { calls } = stubImports();
    renderPanel();
    const row = await screen.findByTestId(`import-${standing.id}`);
    fireEvent.click(within(row).getByRole('button', { name: 'Roll back pupils.xlsx' }));
    const dialog = await screen.findByTestId('rollback-dialog');
    const summary = await within(dialog).findByTestId('rollback-summary');
    expect(summary.textContent).toBe('Cancelled, as not accepted yet: 2. Kept, as accepted: 1.');
    // Kept first, and why.
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'b@x.testKeptAccepted by Huda Saleh',
      'a@x.testCancelledNot accepted yet',
      'c@x.testCancelledExpired, not accepted',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Import rolled back: 2 items taken back.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId(`import-${standing.id}`).textContent).toContain('Rolled back'),
    );
    expect(
      within(screen.getByTestId(`import-${standing.id}`)).queryByRole('button', {
        name: /Roll back/,
      }),
    ).toBeNull();
  });

  it('reads right to left in Arabic, the service message in Arabic too', async () => {
    await changeLanguage('ar');
    stubImports();
    renderPanel();
    const row = await screen.findByTestId(`import-${standing.id}`);
    expect(screen.getByRole('heading', { name: 'عمليات الاستيراد الأخيرة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(row.textContent).toContain('دُعي 3، وتُخطّي 1');
    fireEvent.click(within(row).getByRole('button', { name: 'تراجع عن استيراد pupils.xlsx' }));
    const dialog = await screen.findByTestId('rollback-dialog');
    await within(dialog).findByTestId('rollback-summary');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تراجع عن الاستيراد' }));
    expect(
      await screen.findByText('تم التراجع عن الاستيراد: عدد العناصر المسترجعة 2.'),
    ).toBeTruthy();
  });
});
