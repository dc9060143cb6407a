import { useLocation } from 'react-router-dom';
import type { AuditEntry } from '../../../contract/audit';
import { AuditPage } from '../../../src/features/audit/audit-page';
import { AppToaster } from '../../../src/ui/toast';
import { createTestActors, type TestActors } from './actors';
import { page } from './class-fixtures';
import { routeFetch, type Call } from './fetch-routes';
import { hadAdmin } from './orgs';
import { json, renderWithApp } from './render';

export const NOUR = '00000000-0000-4000-8000-000000000001';
export const DAR = '00000000-0000-4000-8000-000000000002';
export const HUDA = '00000000-0000-4000-8000-00000000000a';
export const CLASS = '00000000-0000-4000-8000-0000000000c1';

/** Huda renamed a class of Nour Academy. */
export const renamed: AuditEntry = {
  id: '42',
  at: '2026-03-01T09:30:00.000Z',
  organization: { id: NOUR, name: 'Nour Academy' },
  actor: { id: HUDA, name: 'Huda Saleh', email: 'huda@demo.test' },
  table: 'class_rooms',
  action: 'update',
  recordId: CLASS,
  route: 'PUT /api/users/v1/class_room/:id',
  requestId: 'req-42',
  before: { id: CLASS, name: 'Alif', teacher_id: null },
  after: { id: CLASS, name: 'الألف', teacher_id: null },
  changed: ['name'],
};

/** A password reset through a link: nobody signed in, the secret column named, never shown. */
export const passwordReset: AuditEntry = {
  ...renamed,
  id: '41',
  requestId: 'req-41',
  actor: null,
  organization: null,
  table: 'users',
  recordId: HUDA,
  route: 'POST /api/users/v1/auth/admin/reset-password',
  before: { id: HUDA, email: 'huda@demo.test' },
  after: { id: HUDA, email: 'huda@demo.test' },
  changed: ['password_hash'],
};

/** Shows the address, where the list keeps its filters and page. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** The calls of the list (not its export). */
export const listCalls = (calls: Call[]) => calls.filter((call) => call.path.endsWith('/v1/audit'));

/** The trail's two entries (page 1 of `pages`, `total` in all), the organisations, and `extra`. */
export function stubAudit(
  extra: Parameters<typeof routeFetch>[0] = {},
  { total = 2, pages = 1 } = {},
) {
  return routeFetch({
    'GET /v1/audit': (call) =>
      page([renamed, passwordReset], Number(call.query.get('pageNumber')), pages, total),
    'GET /v1/organization': () =>
      json({
        data: {
          result: [
            { id: NOUR, name: 'Nour Academy' },
            { id: DAR, name: 'Dar Al Ilm' },
          ],
          pagination: { pageNumber: 1, pageSize: 100, numOfPages: 1, total: 2, count: 2 },
        },
      }),
    ...extra,
  }).calls;
}

/** An .xlsx answer of the export (its bytes are not read: the browser test reads a real one). */
export const xlsxAnswer = () =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });

let actors: TestActors | null = null;

/** Stops the actors of the last render (call after each test). */
export const stopAuditActors = () => actors?.stop();

/** The page at `path`, with the toasts and the address shown. */
export function renderAudit(path = '/audit', { canRead = true, platformWide = true } = {}) {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <AuditPage canRead={canRead} platformWide={platformWide} />
      <Address />
      <AppToaster />
    </>,
    { actors, path },
  );
}
