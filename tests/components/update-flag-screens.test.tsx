import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../contract/organizations';
import { ClassDetailPage } from '../../src/features/classes/class-detail-page';
import { ContentPage } from '../../src/features/curriculum/content/content-page';
import { OrganizationsPage } from '../../src/features/organizations/organizations-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, classRoom, classStudents, page } from './support/class-fixtures';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

/*
 * The update flag on the screens (docs/permissions.md): write shows what creates and deletes,
 * update what changes a record that exists. Two roles each: write without update, update
 * without write; in English and in Arabic, with the labels the screen shows.
 */

type Flags = { canWrite: boolean; canUpdate: boolean };
const WRITER: Flags = { canWrite: true, canUpdate: false };
const EDITOR: Flags = { canWrite: false, canUpdate: true };
type Language = 'en' | 'ar';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const button = (name: string) => screen.queryByRole('button', { name });

describe('the class detail screen', () => {
  const labels = {
    en: { edit: 'Edit', archive: 'Archive', del: 'Delete', add: 'Add students' },
    ar: { edit: 'تعديل', archive: 'أرشفة', del: 'حذف', add: 'إضافة طلاب' },
  };
  const move = { en: 'Move to another class', ar: 'النقل إلى فصل آخر' };
  const remove = { en: 'Remove from class', ar: 'الإزالة من الفصل' };

  async function open(flags: Flags, language: Language) {
    await changeLanguage(language);
    routeFetch({
      [`GET /v1/class_room/${ALIF}/students`]: () => page(classStudents(2)),
      // No students: the delete button is offered without its "remove them first" note.
      [`GET /v1/class_room/${ALIF}`]: () =>
        json({ data: classRoom({ id: ALIF, name: 'Alif', studentsCount: 0 }) }),
    });
    actors = createTestActors([nourManager]);
    renderWithApp(
      <ClassDetailPage
        id={ALIF}
        canRead
        {...flags}
        confirmation={actors.confirmation}
        listPath="/classes"
        onDeleted={() => undefined}
      />,
      { actors, path: `/classes/${ALIF}` },
    );
    await screen.findByTestId('class-students');
  }

  it.each(['en', 'ar'] as const)(
    'write without update: add, remove and delete, no edit, archive or move (%s)',
    async (language) => {
      await open(WRITER, language);
      const text = labels[language];
      expect(button(text.add)).not.toBeNull();
      expect(button(text.del)).not.toBeNull();
      expect(button(remove[language])).not.toBeNull();
      expect(button(text.edit)).toBeNull();
      expect(button(text.archive)).toBeNull();
      expect(button(move[language])).toBeNull();
    },
  );

  it.each(['en', 'ar'] as const)(
    'update without write: edit, archive and move, no add, remove or delete (%s)',
    async (language) => {
      await open(EDITOR, language);
      const text = labels[language];
      expect(button(text.edit)).not.toBeNull();
      expect(button(text.archive)).not.toBeNull();
      expect(button(move[language])).not.toBeNull();
      expect(button(text.add)).toBeNull();
      expect(button(text.del)).toBeNull();
      expect(button(remove[language])).toBeNull();
    },
  );
});

describe('the organizations screen', () => {
  const nour: Organization = {
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
    maxStudents: 40,
    maxTeachers: 5,
    maxClassrooms: 4,
  };
  const labels = {
    en: { create: 'New organization', edit: 'Edit Nour Academy', pause: 'Pause Nour Academy' },
    ar: {
      create: 'مؤسسة جديدة',
      edit: 'تعديل Nour Academy',
      pause: 'إيقاف مؤقت لـ Nour Academy',
    },
  };

  async function open(flags: Flags, language: Language) {
    await changeLanguage(language);
    routeFetch({ 'GET /v1/organization': () => page([nour]) });
    actors = createTestActors([hadAdmin]);
    renderWithApp(
      <OrganizationsPage
        canRead
        {...flags}
        canManageContracts
        confirmation={actors.confirmation}
        detailPath={(id) => `/organizations/${id}`}
        newPath="/organizations/new"
      />,
      { actors, path: '/organizations' },
    );
    return screen.findByTestId(`org-row-${nour.id}`);
  }

  it.each(['en', 'ar'] as const)(
    'write without update: create, no edit or contract action (%s)',
    async (language) => {
      const row = await open(WRITER, language);
      const text = labels[language];
      expect(button(text.create)).not.toBeNull();
      expect(within(row).queryByRole('button', { name: text.edit })).toBeNull();
      expect(within(row).queryByRole('button', { name: text.pause })).toBeNull();
    },
  );

  it.each(['en', 'ar'] as const)(
    'update without write: edit and contract actions, no create (%s)',
    async (language) => {
      const row = await open(EDITOR, language);
      const text = labels[language];
      expect(button(text.create)).toBeNull();
      expect(within(row).getByRole('button', { name: text.edit })).toBeTruthy();
      expect(within(row).getByRole('button', { name: text.pause })).toBeTruthy();
    },
  );
});

describe('the curriculum content screen', () => {
  const L1 = '10000000-0000-4000-8000-000000000001';
  const U1 = '20000000-0000-4000-8000-000000000001';
  const A1 = '30000000-0000-4000-8000-000000000001';
  const item = (id: string, order: number, title: string, status: 'published' | 'unpublished') => ({
    id,
    order,
    titleEn: title,
    titleAr: title,
    status,
    isEnabled: status === 'published',
    isArchived: false,
    // Never published: the content machine offers delete.
    wasPublished: false,
    updatedAt: '2026-01-05T10:00:00.000Z',
  });
  const tree = {
    ...item(L1, 1, 'Letters', 'published'),
    units: [
      {
        ...item(U1, 1, 'Unit one', 'unpublished'),
        levelId: L1,
        activities: [
          {
            ...item(A1, 1, 'Alif lesson', 'unpublished'),
            unitId: U1,
            kind: 'lesson',
            expectedTimeInMinutes: 10,
          },
        ],
      },
    ],
  };
  const labels = {
    en: {
      add: 'Add activity',
      copy: 'Copy to…',
      move: 'Move to…',
      edit: 'Edit',
      publish: 'Publish',
      archive: 'Archive',
      del: 'Delete',
    },
    ar: {
      add: 'إضافة نشاط',
      copy: 'نسخ إلى…',
      move: 'نقل إلى…',
      edit: 'تعديل',
      publish: 'نشر',
      archive: 'أرشفة',
      del: 'حذف',
    },
  };

  const handle = {
    en: 'Move Alif lesson (Up or Down arrow)',
    ar: 'نقل Alif lesson (السهم لأعلى أو لأسفل)',
  };

  async function open(flags: Flags, language: Language) {
    await changeLanguage(language);
    routeFetch({
      'GET /v1/admin/levels/data': () => json({ data: [tree] }),
      [`GET /v1/curriculums/levels/${L1}`]: () => json({ data: tree }),
      [`GET /v2/admin/levels/${L1}/exams`]: () => json({ data: [] }),
    });
    actors = createTestActors([hadAdmin]);
    renderWithApp(
      <ContentPage
        canRead
        canWriteLevels={flags.canWrite}
        canUpdateLevels={flags.canUpdate}
        canWriteElements={flags.canWrite}
        canUpdateElements={flags.canUpdate}
        confirmation={actors.confirmation}
      />,
      { actors, path: `/curriculum/content?level=${L1}&unit=${U1}` },
    );
    return screen.findByTestId('unit-header');
  }

  it.each(['en', 'ar'] as const)(
    'write without update: add, copy and delete a unit, no edit, publish, archive or move (%s)',
    async (language) => {
      const header = await open(WRITER, language);
      const text = labels[language];
      expect(button(text.add)).not.toBeNull();
      expect(button(text.copy)).not.toBeNull();
      expect(within(header).getByRole('button', { name: text.del })).toBeTruthy();
      expect(button(text.move)).toBeNull();
      for (const name of [text.edit, text.publish, text.archive]) {
        expect(within(header).queryByRole('button', { name })).toBeNull();
      }
      // Nothing to drag: reordering changes the order, an update.
      expect(screen.queryByRole('button', { name: handle[language] })).toBeNull();
    },
  );

  it.each(['en', 'ar'] as const)(
    'update without write: edit, publish, archive, move and reorder, no add, copy or delete (%s)',
    async (language) => {
      const header = await open(EDITOR, language);
      const text = labels[language];
      for (const name of [text.edit, text.publish, text.archive]) {
        expect(within(header).getByRole('button', { name })).toBeTruthy();
      }
      expect(button(text.move)).not.toBeNull();
      expect(button(text.add)).toBeNull();
      expect(button(text.copy)).toBeNull();
      expect(within(header).queryByRole('button', { name: text.del })).toBeNull();
      expect(screen.getByRole('button', { name: handle[language] })).toBeTruthy();
    },
  );
});
