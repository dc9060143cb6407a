import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrgReport } from '../../contract/organizations';
import { HomePage } from '../../src/features/home/home-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const report: OrgReport = {
  daysRemaining: 73,
  weeksRemaining: 10,
  classRoom: {
    totalClassRooms: 4,
    createdClassrooms: 3,
    remainingClassrooms: 1,
    archivedClassrooms: 2,
  },
  teachers: {
    totalTeachers: 5,
    joinedTeachers: 5,
    availableTeachers: 0,
    joinedteachersToClassRooms: 4,
    unJoinedTeachersToClassRooms: 1,
  },
  students: {
    totalStudents: 40,
    joinedStudents: 10,
    availableStudents: 30,
    joinedstudentsToClassRooms: 8,
    unJoinedStudentsToClassRooms: 2,
  },
  contract: {
    startsAt: '2026-01-01',
    endsAt: '2026-12-31',
    curriculum: 'Arabic A1',
    file: '0b9f7c.pdf',
    fileName: 'contract.pdf',
    status: 'active',
  },
};

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderHome(activeOrg = nourManager) {
  actors = createTestActors([nourManager]);
  return renderWithApp(<HomePage activeOrg={activeOrg} />, { actors });
}

const card = (id: string) => screen.getByTestId(`report-card-${id}`);
/** A card's details as "term=value" pairs. */
const details = (id: string) =>
  within(card(id))
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);

describe('dashboard report', () => {
  it('shows the active organisation’s report as cards', async () => {
    const { calls } = routeFetch({ 'GET /v1/organization/report': () => json({ data: report }) });
    renderHome();
    expect(await screen.findByText('Loading the report…')).toBeTruthy();
    await screen.findByTestId('report-card-classrooms');
    expect(calls.some((c) => c.path.endsWith('/v1/organization/report'))).toBe(true);
    expect(within(card('classrooms')).getByRole('heading').textContent).toBe('Classrooms');
    expect(card('classrooms').querySelector('p')?.textContent).toBe('3 / 4');
    expect(details('classrooms')).toEqual(['Remaining=1', 'Archived=2']);
    expect(card('teachers').querySelector('p')?.textContent).toBe('5 / 5');
    expect(details('teachers')).toEqual([
      'Available seats=0',
      'In classrooms=4',
      'Not in a classroom=1',
    ]);
    expect(card('students').querySelector('p')?.textContent).toBe('10 / 40');
    expect(details('students')).toEqual([
      'Available seats=30',
      'In classrooms=8',
      'Not in a classroom=2',
    ]);
    expect(details('contract')).toEqual([
      'Start date=Jan 1, 2026',
      'End date=Dec 31, 2026',
      'Curriculum=Arabic A1',
      'Contract status=Active',
      'Contract file=contract.pdf',
    ]);
    expect(card('remaining').querySelector('p')?.textContent).toBe('Days left: 73');
    expect(details('remaining')).toEqual(['Days remaining=73', 'Weeks remaining=10']);
  });

  it('draws seats used against the limits, and the days left of the contract', async () => {
    routeFetch({ 'GET /v1/organization/report': () => json({ data: report }) });
    renderHome();
    const chart = await screen.findByTestId('seats-chart');
    expect(within(chart).getByText('Seats used vs limit')).toBeTruthy();
    const width = (key: string) =>
      within(chart).getByTestId(`seats-fill-${key}`).getAttribute('width');
    expect(width('classrooms')).toBe('75');
    expect(width('teachers')).toBe('100');
    expect(width('students')).toBe('25');
    expect(width('days')).toBe('20.1');
    expect(within(chart).getByRole('img', { name: 'Students: 10 / 40' })).toBeTruthy();
    expect(within(chart).getByTestId('seats-bar-days').textContent).toBe('Days remaining73 / 364');
  });

  it('reads in Arabic, right to left', async () => {
    await changeLanguage('ar');
    routeFetch({ 'GET /v1/organization/report': () => json({ data: report }) });
    renderHome();
    await screen.findByTestId('seats-chart');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'تقرير المؤسسة' })).toBeTruthy();
    expect(within(card('students')).getByRole('heading').textContent).toBe('الطلاب');
    expect(details('remaining')).toEqual(['الأيام المتبقية=73', 'الأسابيع المتبقية=10']);
    expect(screen.getByText('المقاعد المستخدمة مقابل الحد الأقصى')).toBeTruthy();
  });

  it('shows the empty state when there is no report, and the error with a retry', async () => {
    routeFetch({
      'GET /v1/organization/report': () => json({ message: 'Not found.', code: 'NOT_FOUND' }, 404),
    });
    const first = renderHome();
    expect((await screen.findByTestId('report-empty')).textContent).toBe(
      'There is no report for this organization yet.',
    );
    first.unmount();
    actors?.stop();
    let failing = true;
    routeFetch({
      'GET /v1/organization/report': () =>
        failing
          ? json({ message: 'Something broke.', code: 'INTERNAL' }, 500)
          : json({ data: report }),
    });
    renderHome();
    const alert = await screen.findByTestId('report-error');
    expect(alert.textContent).toContain('Something broke.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('seats-chart')).toBeTruthy());
  });

  it('asks for no report for someone who does not manage the organisation (a teacher, a student)', async () => {
    const { calls } = routeFetch({ 'GET /v1/organization/report': () => json({ data: report }) });
    actors = createTestActors([nourManager]);
    renderWithApp(<HomePage activeOrg={nourManager} showsReport={false} />, { actors });
    expect(await screen.findByTestId('active-org-name')).toBeTruthy();
    expect(screen.queryByTestId('org-report')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/report'))).toBe(false);
  });

  it('asks for no report without an active organisation', async () => {
    const { calls } = routeFetch({ 'GET /v1/organization/report': () => json({ data: report }) });
    actors = createTestActors([]);
    renderWithApp(<HomePage activeOrg={null} />, { actors });
    expect(await screen.findByText('You have no active organization yet.')).toBeTruthy();
    expect(screen.queryByTestId('org-report')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/report'))).toBe(false);
  });
});
