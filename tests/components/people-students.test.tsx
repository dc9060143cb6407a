import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { StudentsPage } from '../../src/features/people/students-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { DAR, organizations, person, student } from './support/people-fixtures';
import { json, renderWithApp } from './support/render';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const first = [student(1, 'Sara'), student(2, 'Omar')];
const second = [student(3, 'Laila')];

const pageOf = (rows: unknown[], pageNumber: number, nextCursor: string | null) =>
  json({
    data: {
      result: rows,
      pagination: {
        pageNumber,
        pageSize: 2,
        numOfPages: 2,
        total: 3,
        count: rows.length,
        nextCursor,
      },
    },
  });

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const lists = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/v2/users/students'));

function stub() {
  return routeFetch({
    'GET /v2/users/students': (call) =>
      call.query.get('cursor') === 'CURSOR-2' || call.query.get('pageNumber') === '2'
        ? pageOf(second, 2, null)
        : pageOf(first, 1, 'CURSOR-2'),
    'GET /v1/organization': () => json(organizations),
    'GET /v1/users': () =>
      json({
        data: {
          result: [person(1, 'Sara', { lastName: 'Student', email: 'sara@demo.test' })],
          pagination: { pageNumber: 1, pageSize: 20, numOfPages: 1, total: 1, count: 1 },
        },
      }),
    'GET /v1/users/activities/tracking/00000000-0000-4000-8000-000000000001': () =>
      json({
        data: {
          result: [],
          pagination: { pageNumber: 1, pageSize: 20, numOfPages: 0, total: 0, count: 0 },
        },
      }),
  }).calls;
}

function renderPage(path = '/students') {
  actors = createTestActors([hadAdmin]);
  renderWithApp(
    <>
      <StudentsPage canRead canSeeUsers canEditUsers={false} />
      <Address />
    </>,
    { actors, path },
  );
}

describe('/students', () => {
  it('reads next pages with the cursor, kept in the address; back by page number', async () => {
    const calls = stub();
    renderPage();
    const row = await screen.findByTestId(`student-list-row-${first[0]!.id}`);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['sara@demo.test', 'Nour Academy', 'Alif', 'Mar 3, 2026']);
    expect(
      within(screen.getByTestId(`student-list-row-${first[1]!.id}`)).getByText('Waiting list'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId(`student-list-row-${second[0]!.id}`);
    expect(screen.getByTestId('address').textContent).toBe('?page=2&cursor=CURSOR-2');
    expect(Object.fromEntries(lists(calls).at(-1)!.query)).toEqual({
      pageNumber: '2',
      cursor: 'CURSOR-2',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByTestId(`student-list-row-${first[0]!.id}`);
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('search and organisation filter start again from the first page', async () => {
    const calls = stub();
    renderPage('/students?page=2&cursor=CURSOR-2');
    await screen.findByTestId(`student-list-row-${second[0]!.id}`);
    fireEvent.change(await screen.findByLabelText('Organization'), { target: { value: DAR } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`?org=${DAR}`));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('organizationId')).toBe(DAR));
    expect(lists(calls).at(-1)?.query.has('cursor')).toBe(false);
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), {
      target: { value: 'sa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(`?search=sa&org=${DAR}`),
    );
  });

  it('a row opens the user drawer; Arabic is right to left', async () => {
    await changeLanguage('ar');
    stub();
    renderPage();
    const open = await screen.findByRole('button', { name: 'عرض Sara Student' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الطلاب');
    fireEvent.click(open);
    const drawer = await screen.findByTestId('user-drawer');
    expect((await within(drawer).findByTestId('user-memberships')).textContent).toContain(
      'Nour Academy',
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.textContent).not.toMatch(/\b(studentList|userDrawer)\.\w/);
  });
});
