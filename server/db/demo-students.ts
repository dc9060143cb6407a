import { ROLE_NAMES, type DemoUser } from './demo-data';

/**
 * Nour Academy's students and classes (docs/demo-data.md): twelve students
 * (role Student, number 6), two live classes, three students on the waiting list. They sign in
 * with the demo password but have no console rights, so main.ts does not print them.
 */

const NOUR = 'Nour Academy';

const STUDENT_NAMES: [string, string][] = [
  ['Ahmad', 'Mansour'],
  ['Fatima', 'Qasim'],
  ['Khaled', 'Odeh'],
  ['Mariam', 'Saeed'],
  ['Youssef', 'Darwish'],
  ['Noor', 'Hamdan'],
  ['Ali', 'Barakat'],
  ['Salma', 'Jaber'],
  ['Hassan', 'Tamimi'],
  ['Rana', 'Issa'],
  ['Tariq', 'Awad'],
  ['Lina', 'Khoury'],
];

const studentEmail = (n: number) => `student${String(n).padStart(2, '0')}@demo.test`;

export const DEMO_STUDENTS: DemoUser[] = STUDENT_NAMES.map(([firstName, lastName], i) => ({
  email: studentEmail(i + 1),
  firstName,
  lastName,
  memberships: [{ organization: NOUR, role: ROLE_NAMES.student }],
  description: `Student of ${NOUR}`,
}));

export interface DemoClass {
  organization: string;
  name: string;
  level: string;
  /** The teacher's e-mail (a demo user with a teacher role there), or none. */
  teacher: string | null;
  /** The students' e-mails. */
  students: string[];
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => studentEmail(from + i));

/** Live classes; students 10 to 12 sit in none (the waiting list). */
export const DEMO_CLASSES: DemoClass[] = [
  {
    organization: NOUR,
    name: 'Alif',
    level: 'Level 1',
    teacher: 'huda@demo.test',
    students: range(1, 5),
  },
  { organization: NOUR, name: 'Ba', level: 'Level 2', teacher: null, students: range(6, 9) },
];
