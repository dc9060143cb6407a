import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit';
import { MESSAGES } from '../../contract/messages';
import { TRASH_MESSAGES } from '../../contract/trash';
import { changeLanguage } from '../../src/i18n/i18n';
import {
  CLASS,
  DAR,
  HUDA,
  listCalls,
  renamed,
  renderAudit,
  stopAuditActors,
  stubAudit,
} from './support/audit-fixtures';
import { page } from './support/class-fixtures';
import { routeFetch } from './support/fetch-routes';
import { json } from './support/render';

afterEach(stopAuditActors);

const address = () => screen.getByTestId('address').textContent;
const lastList = (calls: ReturnType<typeof stubAudit>) => listCalls(calls).at(-1)!.query;

describe('/audit in English', () => {
  it('lists who changed what and when; every filter is sent and kept in the address', async () => {
    const calls = stubAudit();
    renderAudit(`/audit?table=class_rooms&page=2`);
    const row = await screen.findByTestId('audit-row-42');
    expect(row.textContent).toContain('Huda Saleh');
    expect(row.textContent).toContain('Nour Academy');
    expect(row.textContent).toContain('Classes · Changed');
    // The record by its name, not only its id.
    expect(screen.getByTestId('audit-record-name-42').textContent).toBe('الألف');
    expect(screen.getByTestId('audit-record-name-41').textContent).toBe('huda@demo.test');
    expect(within(screen.getByTestId('audit-row-41')).getByText('Nobody signed in')).toBeTruthy();
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({
      table: 'class_rooms',
      pageNumber: '2',
    });
    expect(screen.getByTestId('audit-pagination').textContent).toContain('Entries: 2');

    // A filter goes back to the first page.
    fireEvent.change(await screen.findByLabelText('Organization'), { target: { value: DAR } });
    await waitFor(() => expect(address()).toBe(`?org=${DAR}&table=class_rooms`));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'delete' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(lastList(calls).get('to')).toBeTruthy());
    const last = lastList(calls);
    expect(last.get('organizationId')).toBe(DAR);
    expect(last.get('action')).toBe('delete');
    expect(last.get('pageNumber')).toBe('1');
    // Whole days in the reader's time: from the first midnight to the one after the last day.
    expect(new Date(last.get('from')!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(last.get('to')!).getTime()).toBe(new Date(2026, 2, 3).getTime());
    expect(address()).toBe(
      `?org=${DAR}&table=class_rooms&action=delete&from=2026-03-01&to=2026-03-02`,
    );
    fireEvent.change(screen.getByLabelText('Record id'), { target: { value: ` ${CLASS} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(lastList(calls).get('recordId')).toBe(CLASS));

    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() => expect(Object.fromEntries(lastList(calls))).toEqual({ pageNumber: '1' }));
  });

  it('reads one request’s changes as one action, its other changes opened beneath', async () => {
    // Creating a class wrote the class (43) and, in the same request, its teacher's place (44).
    const created = { ...renamed, id: '43', action: 'insert' as const, requestId: 'req-43' };
    const placed = {
      ...renamed,
      id: '44',
      table: 'class_room_teachers',
      action: 'insert' as const,
      requestId: 'req-43',
    };
    stubAudit({ 'GET /v1/audit': () => page([placed, created, renamed], 1, 1, 3) });
    renderAudit();
    const lead = await screen.findByTestId('audit-row-43');
    expect(screen.queryByTestId('audit-row-44')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3); // the head, two actions
    const more = within(lead).getByRole('button', { name: 'and 1 more change' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const rows = screen.getAllByRole('row').map((row) => row.getAttribute('data-testid'));
    expect(rows.slice(1)).toEqual(['audit-row-43', 'audit-row-44', 'audit-row-42']);
    fireEvent.click(more);
    expect(screen.queryByTestId('audit-row-44')).toBeNull();
  });

  it('pages through the trail with the filters kept', async () => {
    const calls = stubAudit({}, { total: 45, pages: 3 });
    renderAudit('/audit?action=update');
    await screen.findByTestId('audit-row-42');
    const pager = screen.getByTestId('audit-pagination');
    expect(pager.textContent).toContain('Entries: 45');
    expect(pager.textContent).toContain('Page 1 of 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('?action=update&page=2'));
    await waitFor(() => expect(lastList(calls).get('pageNumber')).toBe('2'));
    expect(lastList(calls).get('action')).toBe('update');
    await waitFor(() => expect(pager.textContent).toContain('Page 2 of 3'));
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(address()).toBe('?action=update'));
  });

  it('says when the end date is before the start, without asking the service', async () => {
    const calls = stubAudit();
    renderAudit('/audit?from=2026-03-05&to=2026-03-01');
    expect((await screen.findByTestId('audit-dates-reversed')).textContent).toBe(
      'The end date is before the start date.',
    );
    expect(listCalls(calls)).toEqual([]);
    expect(screen.getByTestId('audit-export')).toHaveProperty('disabled', true);
  });

  it('narrows to one person’s changes, or one record’s history, from the details', async () => {
    const calls = stubAudit();
    renderAudit();
    fireEvent.click(await screen.findByRole('button', { name: /^Details of Classes/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Only Huda Saleh\u2019s changes' }));
    await waitFor(() => expect(address()).toBe(`?actor=${HUDA}`));
    expect((await screen.findByTestId('audit-actor-filter')).textContent).toContain(
      'By Huda Saleh',
    );
    expect(lastList(calls).get('actorId')).toBe(HUDA);
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone\u2019s changes' }));
    await waitFor(() => expect(address()).toBe(''));

    fireEvent.click(await screen.findByRole('button', { name: /^Details of Classes/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'This record\u2019s history' }));
    await waitFor(() => expect(address()).toBe(`?table=class_rooms&record=${CLASS}`));
    await waitFor(() => expect(lastList(calls).get('recordId')).toBe(CLASS));
  });

  it('shows loading, then an empty trail, and no organisation filter outside HAD', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch({
      'GET /v1/audit': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAudit('/audit', { platformWide: false });
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    answer(page([]) as Response);
    expect((await screen.findByTestId('audit-empty')).textContent).toBe(
      'Nothing has been recorded yet.',
    );
    expect(screen.queryByLabelText('Organization')).toBeNull();
    expect(screen.getByTestId('audit-export')).toHaveProperty('disabled', true);
  });

  it('says no entry matches the filters, and offers the first page past the end', async () => {
    const calls = routeFetch({ 'GET /v1/audit': () => page([], 3, 1, 0) }).calls;
    renderAudit('/audit?table=users&page=3', { platformWide: false });
    expect((await screen.findByTestId('audit-empty')).textContent).toBe(
      'No entry matches these filters.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(address()).toBe('?table=users'));
    await waitFor(() => expect(lastList(calls).get('pageNumber')).toBe('1'));
  });

  it('says why the trail failed, and tries again', async () => {
    let fail = true;
    stubAudit({
      'GET /v1/audit': () =>
        fail
          ? json({ message: MESSAGES.internal('GET v1/reports'), code: 'INTERNAL' }, 500)
          : page([]),
    });
    renderAudit();
    const error = await screen.findByTestId('audit-error');
    expect(error.textContent).toContain(MESSAGES.internal('GET v1/reports'));
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('audit-empty');
  });

  it('says so without AuditLog read', () => {
    const calls = stubAudit();
    renderAudit('/audit', { canRead: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to read the audit trail.',
    );
    expect(listCalls(calls)).toEqual([]);
  });
});

describe('/audit in Arabic', () => {
  it('lists the trail right to left in Arabic, sends its filters and pages', async () => {
    await changeLanguage('ar');
    const calls = stubAudit({}, { total: 45, pages: 3 });
    renderAudit();
    expect(await screen.findByRole('heading', { name: 'سجل التدقيق' })).toBeTruthy();
    const row = await screen.findByTestId('audit-row-42');
    expect(row.textContent).toContain('الفصول · تعديل');
    expect(within(screen.getByTestId('audit-row-41')).getByText('لم يسجّل أحد الدخول')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('المؤسسة'), { target: { value: DAR } });
    fireEvent.change(screen.getByLabelText('ماذا'), { target: { value: 'users' } });
    fireEvent.change(screen.getByLabelText('الإجراء'), { target: { value: 'insert' } });
    fireEvent.change(screen.getByLabelText('من'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('إلى'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastList(calls).get('to')).toBeTruthy());
    const last = lastList(calls);
    expect(last.get('organizationId')).toBe(DAR);
    expect(last.get('table')).toBe('users');
    expect(last.get('action')).toBe('insert');
    expect(new Date(last.get('from')!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(last.get('to')!).getTime()).toBe(new Date(2026, 2, 2).getTime());

    const pager = screen.getByTestId('audit-pagination');
    expect(pager.textContent).toContain('الإدخالات: 45');
    fireEvent.click(within(pager).getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(lastList(calls).get('pageNumber')).toBe('2'));
    expect(lastList(calls).get('table')).toBe('users');
  });

  it('says in Arabic when nothing matches or the dates are reversed', async () => {
    await changeLanguage('ar');
    routeFetch({ 'GET /v1/audit': () => page([]) });
    renderAudit('/audit?table=users', { platformWide: false });
    expect((await screen.findByTestId('audit-empty')).textContent).toBe(
      'لا يطابق أي إدخال عوامل التصفية هذه.',
    );
    fireEvent.change(screen.getByLabelText('من'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('إلى'), { target: { value: '2026-03-01' } });
    expect((await screen.findByTestId('audit-dates-reversed')).textContent).toBe(
      'تاريخ النهاية قبل تاريخ البداية.',
    );
  });

  it('shows the service’s failure in Arabic', async () => {
    await changeLanguage('ar');
    routeFetch({
      'GET /v1/audit': () =>
        json({ message: MESSAGES.internal('GET v1/reports'), code: 'INTERNAL' }, 500),
    });
    renderAudit();
    const error = await screen.findByTestId('audit-error');
    expect(error.textContent).not.toContain(MESSAGES.internal('GET v1/reports'));
    expect(error.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(within(error).getByRole('button', { name: 'أعد المحاولة' })).toBeTruthy();
  });
});

describe('a delete still in the trash', () => {
  const TRASH_ID = '00000000-0000-4000-8000-0000000000f1';
  const deleted: AuditEntry = {
    ...renamed,
    id: '43',
    requestId: 'req-43',
    action: 'delete',
    route: 'DELETE /api/users/v1/class_room/:id',
    before: { id: CLASS, name: 'Alif' },
    after: null,
    changed: [],
    trashId: TRASH_ID,
  };

  it('restores it from its entry, in Arabic, and reads the trail again', async () => {
    await changeLanguage('ar');
    let restored = false;
    const { calls } = routeFetch({
      'GET /v1/audit': () => page([restored ? { ...deleted, trashId: undefined } : deleted]),
      [`POST /v1/trash/${TRASH_ID}/restore`]: () => {
        restored = true;
        return json({
          data: { id: TRASH_ID, kind: 'class', recordId: CLASS },
          message: TRASH_MESSAGES.restored('Alif'),
        });
      },
    });
    renderAudit('/audit', { platformWide: false });
    fireEvent.click(await screen.findByRole('button', { name: 'استعادة Alif من سلة المحذوفات' }));
    expect(await screen.findByText('عاد Alif.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('audit-restore-43')).toBeNull());
    expect(calls.filter((call) => call.path.endsWith('/restore'))).toHaveLength(1);
  });
});
