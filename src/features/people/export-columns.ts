import type { TFunction } from 'i18next';
import type { Guest, Person } from '../../../contract/people';
import type { Student } from '../../../contract/students';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';

/** The users list as a sheet: each person's organisations and roles in one cell. */
export const peopleColumns = (t: TFunction): ExportColumn<Person>[] => [
  { header: t('userDrawer.firstName'), value: (person) => person.firstName },
  { header: t('userDrawer.lastName'), value: (person) => person.lastName },
  { header: t('people.email'), value: (person) => person.email },
  {
    header: t('people.memberships'),
    value: (person) =>
      person.memberships
        .map((m) =>
          t('people.membership', { organization: m.organization.name, role: m.role.name }),
        )
        .join('; '),
  },
  { header: t('people.created'), value: (person) => exportMoment(person.createdAt) },
];

/** People waiting for access (DEFAULT). */
export const guestColumns = (t: TFunction): ExportColumn<Guest>[] => [
  { header: t('userDrawer.firstName'), value: (guest) => guest.firstName },
  { header: t('userDrawer.lastName'), value: (guest) => guest.lastName },
  { header: t('people.email'), value: (guest) => guest.email },
  { header: t('guests.signedUp'), value: (guest) => exportMoment(guest.signedUpAt) },
];

/** Every organisation's students (HAD): a student in two organisations is a row in each. */
export const studentColumns = (t: TFunction): ExportColumn<Student>[] => [
  { header: t('userDrawer.firstName'), value: (student) => student.firstName },
  { header: t('userDrawer.lastName'), value: (student) => student.lastName },
  { header: t('people.email'), value: (student) => student.email },
  { header: t('studentList.organization'), value: (student) => student.organizationName },
  {
    header: t('studentList.classes'),
    value: (student) => student.classRooms.map((room) => room.name).join(', '),
  },
  { header: t('studentList.joined'), value: (student) => exportMoment(student.joinedAt) },
];
