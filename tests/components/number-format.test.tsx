import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Organization, OrgReport } from '../../contract/organizations';
import { HomePage } from '../../src/features/home/home-page';
import { OrganizationsPage } from '../../src/features/organizations/organizations-page';
import { formatFileSize, formatNumber } from '../../src/i18n/format-number';
import { changeLanguage, i18n } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const LANGUAGES = ['en', 'ar'] as const;

/** Text files: the shell's, every feature's and the shared pieces', in both languages. */
const TEXT_FILES = import.meta.glob<{ default: unknown }>(
  [
    '../../src/i18n/{en,ar}.json',
    '../../src/features/**/texts/{en,ar}.json',
    '../../src/ui/**/texts/{en,ar}.json',
  ],
  { eager: true },
);

/** Placeholders that always hold a number in this console's texts. */
const NUMERIC =
  /\{\{\s*(count|total|page|pages|min|max|n|mb|megabytes|rows|percent|rate|days)\s*\}\}/;

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  }
  return [];
}

describe('numbers in the page language', () => {
  it('groups thousands in English and in Arabic (Latin digits, the Arabic locale’s signs)', () => {
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'ar')).toBe('10,000');
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    expect(formatNumber(4.25, 'en', { maximumFractionDigits: 1 })).toBe('4.3');
    // Never Arabic-Indic digits, whatever the engine's default for `ar`.
    expect(formatNumber(1234567, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatNumber('12 kB', 'en')).toBe('12 kB');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(3.25 * 1024 * 1024, 'en')).toBe('3.3 MB');
  });

  it.each(LANGUAGES)('formats {{x, number}} in texts with the same formatter (%s)', async (lng) => {
    await changeLanguage(lng);
    const total = i18n.t('organizations.total', { total: 12345 });
    expect(total).toContain('12,345');
    expect(total).not.toContain('12345');
    expect(i18n.t('classes.pageOf', { page: 1200, pages: 1500 })).toMatch(/1,200.*1,500/);
    // Plurals still choose their form by the number.
    expect(i18n.t('liveClasses.minutes', { count: 1 })).toBe(
      lng === 'en' ? '1 minute' : 'دقيقة واحدة',
    );
    expect(i18n.t('liveClasses.minutes', { count: 1500 })).toContain('1,500');
  });

  it('leaves no numeric placeholder of a text unformatted', () => {
    const raw = Object.entries(TEXT_FILES).flatMap(([file, module]) =>
      strings(module.default, file).filter(([, text]) => NUMERIC.test(text)),
    );
    expect(raw.map(([path]) => path)).toEqual([]);
    expect(Object.keys(TEXT_FILES).length).toBeGreaterThanOrEqual(30);
  });
});

const organization: Organization = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Nour Academy',
  company_location: 'Riyadh',
  logoImageName: null,
  contractType: 'annual',
  contractStatus: 'active',
  startsAt: '2026-01-01',
  endsAt: '2099-12-31',
  contractFile: null,
  contractFileName: null,
  curriculum: null,
  maxStudents: 25000,
  maxTeachers: 1200,
  maxClassrooms: 4,
};

const report: OrgReport = {
  daysRemaining: 1095,
  weeksRemaining: 156,
  classRoom: {
    totalClassRooms: 2500,
    createdClassrooms: 1250,
    remainingClassrooms: 1250,
    archivedClassrooms: 3000,
  },
  teachers: {
    totalTeachers: 1200,
    joinedTeachers: 1100,
    availableTeachers: 100,
    joinedteachersToClassRooms: 1050,
    unJoinedTeachersToClassRooms: 50,
  },
  students: {
    totalStudents: 25000,
    joinedStudents: 12345,
    availableStudents: 12655,
    joinedstudentsToClassRooms: 12000,
    unJoinedStudentsToClassRooms: 345,
  },
  contract: {
    startsAt: '2026-01-01',
    endsAt: '2028-12-31',
    curriculum: null,
    file: null,
    fileName: null,
    status: 'active',
  },
};

/** Fails on a figure of four digits or more written without its grouping. */
const expectNoRawFigures = (element: HTMLElement) =>
  expect(element.textContent).not.toMatch(/\d{4}/);

describe.each(LANGUAGES)('screens write their figures grouped (%s)', (lng) => {
  it('the organisations pager total, its page count and the seat limits', async () => {
    await changeLanguage(lng);
    routeFetch({
      'GET /v1/organization': () =>
        json({
          data: {
            result: [organization],
            pagination: { pageNumber: 1, pageSize: 20, numOfPages: 618, total: 12345, count: 1 },
          },
        }),
    });
    actors = createTestActors([hadAdmin]);
    renderWithApp(
      <OrganizationsPage
        canRead
        canWrite
        canUpdate
        canManageContracts
        confirmation={actors.confirmation}
        detailPath={(id) => `/organizations/${id}`}
        newPath="/organizations/new"
      />,
      { actors, path: '/organizations' },
    );
    const pager = await screen.findByTestId('org-pagination');
    expect(pager.textContent).toContain('12,345');
    expect(pager.textContent).toContain('618');
    expectNoRawFigures(pager);
    const seats = screen.getByTestId('org-seats');
    expect(seats.textContent).toContain('25,000');
    expect(seats.textContent).toContain('1,200');
    expectNoRawFigures(seats);
  });

  it('the dashboard’s cards and chart', async () => {
    await changeLanguage(lng);
    routeFetch({ 'GET /v1/organization/report': () => json({ data: report }) });
    actors = createTestActors([nourManager]);
    renderWithApp(<HomePage activeOrg={nourManager} />, { actors });
    const students = await screen.findByTestId('report-card-students');
    expect(students.querySelector('p')?.textContent).toMatch(/^12,345 \S+ 25,000$/);
    expect(
      within(students)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['12,655', '12,000', '345']);
    const remaining = screen.getByTestId('report-card-remaining');
    expect(remaining.textContent).toContain('1,095');
    for (const id of ['classrooms', 'teachers', 'students', 'remaining']) {
      expectNoRawFigures(screen.getByTestId(`report-card-${id}`));
    }
    expectNoRawFigures(screen.getByTestId('seats-chart'));
  });
});
