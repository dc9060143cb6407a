import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '../../contract/audit';
import { AUDIT_EXPORT_MAX_ROWS } from '../../contract/audit-paths';
import { ERROR_CODES } from '../../contract/wire';
import { changeLanguage } from '../../src/i18n/i18n';
import { renderAudit, stopAuditActors, stubAudit, xlsxAnswer } from './support/audit-fixtures';
import { captureSavedFiles } from './support/exports';
import { json } from './support/render';

afterEach(stopAuditActors);

const exportCalls = (calls: ReturnType<typeof stubAudit>) =>
  calls.filter((call) => call.path.endsWith('/v1/audit/export'));

/** The service's 413: the filters select more than an export holds. */
const tooMany = () =>
  json(
    {
      message: AUDIT_MESSAGES.exportTooLarge(AUDIT_EXPORT_MAX_ROWS + 5, AUDIT_EXPORT_MAX_ROWS),
      code: ERROR_CODES.tooLarge,
    },
    413,
  );

describe('an audit entry and the export, in English', () => {
  it('opens a row’s changes: the changed field first, before and after, a secret hidden', async () => {
    stubAudit();
    renderAudit();
    const details = await screen.findByRole('button', {
      name: /^Details of Classes · Changed at /,
    });
    fireEvent.click(details);
    const diff = await screen.findByTestId('audit-diff');
    expect(within(diff).getByRole('heading', { name: 'Classes: Changed' })).toBeTruthy();
    expect(diff.textContent).toContain('Huda Saleh');
    expect(diff.textContent).toContain('Nour Academy');
    expect(diff.textContent).toContain('PUT /api/users/v1/class_room/:id');
    expect(diff.textContent).toContain('req-42');
    const rows = within(within(diff).getByTestId('audit-diff-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldBeforeAfter',
      'nameChangedAlifالألف',
      'id00000000-0000-4000-8000-0000000000c100000000-0000-4000-8000-0000000000c1',
      'teacher_id——',
    ]);
    fireEvent.keyDown(diff, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('audit-diff')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /^Details of Users · Changed/ }));
    const reset = await screen.findByTestId('audit-diff');
    expect(reset.textContent).toContain('Nobody signed in');
    expect(reset.textContent).toContain('No organization');
    expect(within(reset).queryByRole('button', { name: /changes$/ })).toBeNull();
    const secret = within(reset).getByTestId('audit-field-password_hash');
    expect(secret.textContent).toBe('password_hashChangedHidden (secret)Hidden (secret)');
  });

  it('exports what the filters select as .xlsx, with a toast', async () => {
    const calls = stubAudit({ 'GET /v1/audit/export': xlsxAnswer });
    const files = captureSavedFiles();
    renderAudit('/audit?table=class_rooms&from=2026-03-01&to=2026-03-01');
    await screen.findByTestId('audit-row-42');
    fireEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    expect(await screen.findByText('File downloaded')).toBeTruthy();
    const sent = exportCalls(calls)[0]!.query;
    expect([...sent.keys()].sort()).toEqual(['from', 'language', 'table', 'to']);
    expect(sent.get('table')).toBe('class_rooms');
    expect(sent.get('language')).toBe('en');
    expect(new Date(sent.get('from')!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(sent.get('to')!).getTime()).toBe(new Date(2026, 2, 2).getTime());
    expect(files.map((file) => file.name)).toEqual([
      expect.stringMatching(/^audit-\d{4}-\d{2}-\d{2}\.xlsx$/),
    ]);
    expect(files[0]!.blob.size).toBe(4);
  });

  it('says so when the service finds too many entries to export (413)', async () => {
    const calls = stubAudit({ 'GET /v1/audit/export': tooMany });
    const files = captureSavedFiles();
    renderAudit();
    await screen.findByTestId('audit-row-42');
    fireEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    expect(
      await screen.findByText(
        'These filters select 10005 entries; an export holds at most 10000. Narrow the filters or the dates.',
      ),
    ).toBeTruthy();
    expect(exportCalls(calls)).toHaveLength(1);
    expect(files).toEqual([]);
    // The button comes back for another try.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export .xlsx' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('offers no export over its limit and says why, without asking', async () => {
    const calls = stubAudit({ 'GET /v1/audit/export': xlsxAnswer }, { total: 10_001, pages: 501 });
    renderAudit();
    await screen.findByTestId('audit-row-42');
    const button = screen.getByTestId('audit-export');
    expect(button).toHaveProperty('disabled', true);
    const note = screen.getByText(
      'An export holds at most 10,000 entries; these filters select 10,001. Narrow the filters or the dates.',
    );
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    fireEvent.click(button);
    expect(exportCalls(calls)).toEqual([]);
  });
});

describe('an audit entry and the export, in Arabic', () => {
  it('shows a row’s changes and asks for the export with Arabic headings', async () => {
    await changeLanguage('ar');
    const calls = stubAudit({ 'GET /v1/audit/export': xlsxAnswer });
    const files = captureSavedFiles();
    renderAudit();
    fireEvent.click(await screen.findByRole('button', { name: /^تفاصيل الفصول · تعديل في / }));
    const diff = await screen.findByTestId('audit-diff');
    expect(within(diff).getByRole('heading', { name: 'الفصول: تعديل' })).toBeTruthy();
    expect(within(diff).getByRole('columnheader', { name: 'قبل' })).toBeTruthy();
    expect(within(diff).getByTestId('audit-field-name').textContent).toBe('nameتغيّرAlifالألف');
    expect(within(diff).getByRole('button', { name: 'تغييرات Huda Saleh فقط' })).toBeTruthy();
    fireEvent.click(within(diff).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByTestId('audit-diff')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'تصدير بصيغة xlsx' }));
    expect(await screen.findByText('تم تنزيل الملف')).toBeTruthy();
    expect(exportCalls(calls)[0]!.query.get('language')).toBe('ar');
    expect(files).toHaveLength(1);
  });

  it('says in Arabic that there are too many entries, before and after asking', async () => {
    await changeLanguage('ar');
    stubAudit({ 'GET /v1/audit/export': tooMany });
    renderAudit();
    await screen.findByTestId('audit-row-42');
    fireEvent.click(screen.getByRole('button', { name: 'تصدير بصيغة xlsx' }));
    expect(
      await screen.findByText(
        'تختار عوامل التصفية هذه 10005 إدخالًا، ويتسع التصدير لـ 10000 إدخال على الأكثر. ضيّق عوامل التصفية أو التواريخ.',
      ),
    ).toBeTruthy();
  });

  it('says in Arabic why the export is not offered over its limit', async () => {
    await changeLanguage('ar');
    stubAudit({}, { total: 10_001, pages: 501 });
    renderAudit();
    await screen.findByTestId('audit-row-42');
    expect(screen.getByTestId('audit-export')).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'يتسع التصدير لـ 10,000 إدخال على الأكثر، وعوامل التصفية هذه تختار 10,001. ضيّق عوامل التصفية أو التواريخ.',
      ),
    ).toBeTruthy();
  });
});
