import { HAD_ORG_NAME } from '../../contract/constants';

/**
 * Live classes of the demo (docs/demo-data.md): in Nour Academy taught by
 * huda@demo.test, in HAD by teacher@demo.test, in every state relative to the moment the demo
 * is seeded: unapproved and approved, not started, Live and finished, invalid for each reason,
 * and available (approved, no teacher). Meeting ids are made up (`8100000000n`, digits as a
 * provider's are): no provider knows them, so joining works in the console but no real meeting
 * opens.
 */
export interface DemoLiveClass {
  organization: string;
  title: string;
  /** A demo teacher's e-mail, or none. */
  teacher: string | null;
  /** Minutes from the seeding moment to the start (negative: already started). */
  startsInMinutes: number;
  durationMinutes: number;
  approved: boolean;
  /** Stored only for 'clash'; 'noTeacher' follows from no teacher, 'startPassed' from the clock. */
  clash?: boolean;
  /** A demo topic's English title, followed by the class. */
  topic?: string;
  level?: string;
  tag?: string;
  /** A demo picture of the media store. */
  cover?: string;
  meetingId?: string;
  reviews?: { reviewer: string; rate: number; comment?: string }[];
  /** Spans, in minutes from the class's start. */
  attendance?: { who: string; role: 'teacher' | 'admin'; from: number; to: number }[];
}

const NOUR = 'Nour Academy';
const HUDA = 'huda@demo.test';
const LAYLA = 'teacher@demo.test';
const HOUR = 60;
const DAY = 24 * HOUR;
const student = (n: number) => `student${String(n).padStart(2, '0')}@demo.test`;

export const DEMO_LIVE_CLASSES: DemoLiveClass[] = [
  {
    organization: NOUR,
    title: 'Alif reading circle',
    teacher: HUDA,
    startsInMinutes: -2 * DAY,
    durationMinutes: 45,
    approved: true,
    topic: 'Letters and sounds',
    level: 'Level 1',
    tag: 'reading',
    cover: 'sun.png',
    meetingId: '81000000001',
    reviews: [
      { reviewer: student(1), rate: 5, comment: 'Huda explains every letter slowly.' },
      { reviewer: student(2), rate: 4, comment: 'Good, a little fast at the end.' },
      { reviewer: student(3), rate: 5 },
      { reviewer: student(4), rate: 3, comment: 'The sound kept cutting out.' },
    ],
    attendance: [
      { who: HUDA, role: 'teacher', from: -2, to: 20 },
      { who: HUDA, role: 'teacher', from: 23, to: 45 },
      { who: 'manager@demo.test', role: 'admin', from: 10, to: 15 },
    ],
  },
  {
    organization: NOUR,
    title: 'Ba and Ta practice',
    teacher: HUDA,
    startsInMinutes: -10,
    durationMinutes: 60,
    approved: true,
    topic: 'Letters and sounds',
    level: 'Level 1',
    tag: 'reading',
    meetingId: '81000000002',
    attendance: [{ who: HUDA, role: 'teacher', from: -1, to: 10 }],
  },
  {
    organization: NOUR,
    title: 'Greetings conversation',
    teacher: HUDA,
    startsInMinutes: DAY,
    durationMinutes: 45,
    approved: true,
    topic: 'Greetings',
    level: 'Level 2',
    tag: 'speaking',
    cover: 'moon.png',
  },
  {
    organization: NOUR,
    title: 'Words in the sky',
    teacher: HUDA,
    startsInMinutes: 2 * DAY,
    durationMinutes: 30,
    approved: false,
    topic: 'Letters and sounds',
    level: 'Level 1',
    tag: 'vocabulary',
  },
  {
    // Overlaps 'Greetings conversation', approved: Huda cannot teach both.
    organization: NOUR,
    title: 'Extra greetings drill',
    teacher: HUDA,
    startsInMinutes: DAY + 15,
    durationMinutes: 30,
    approved: false,
    clash: true,
    level: 'Level 2',
    tag: 'speaking',
  },
  {
    organization: NOUR,
    title: 'Story time (no teacher yet)',
    teacher: null,
    startsInMinutes: 3 * DAY,
    durationMinutes: 45,
    approved: false,
    level: 'Level 2',
    tag: 'reading',
  },
  {
    organization: NOUR,
    title: 'Missed writing workshop',
    teacher: HUDA,
    startsInMinutes: -3 * HOUR,
    durationMinutes: 60,
    approved: false,
    level: 'Level 1',
    tag: 'writing',
  },
  {
    organization: NOUR,
    title: 'Open Quran recitation',
    teacher: null,
    startsInMinutes: 4 * DAY,
    durationMinutes: 60,
    approved: true,
    level: 'Level 3',
    tag: 'recitation',
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Teacher training: pronunciation',
    teacher: LAYLA,
    startsInMinutes: -DAY,
    durationMinutes: 60,
    approved: true,
    topic: 'Letters and sounds',
    tag: 'training',
    meetingId: '81000000003',
    reviews: [{ reviewer: 'admin@demo.test', rate: 4, comment: 'Clear, well paced.' }],
    attendance: [
      { who: LAYLA, role: 'teacher', from: 0, to: 58 },
      { who: 'admin@demo.test', role: 'admin', from: 5, to: 30 },
    ],
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Platform demo class',
    teacher: LAYLA,
    startsInMinutes: -5,
    durationMinutes: 45,
    approved: true,
    tag: 'training',
    meetingId: '81000000004',
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Greetings for new teachers',
    teacher: LAYLA,
    startsInMinutes: DAY + 2 * HOUR,
    durationMinutes: 60,
    approved: true,
    topic: 'Greetings',
    tag: 'training',
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Curriculum walkthrough',
    teacher: LAYLA,
    startsInMinutes: 2 * DAY,
    durationMinutes: 45,
    approved: false,
    tag: 'training',
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Greetings follow-up',
    teacher: LAYLA,
    startsInMinutes: DAY + 2 * HOUR + 30,
    durationMinutes: 30,
    approved: false,
    clash: true,
    tag: 'training',
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Assessment design',
    teacher: null,
    startsInMinutes: 3 * DAY,
    durationMinutes: 60,
    approved: false,
    tag: 'training',
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Missed onboarding',
    teacher: LAYLA,
    startsInMinutes: -2 * HOUR,
    durationMinutes: 30,
    approved: false,
    tag: 'training',
  },
  {
    organization: HAD_ORG_NAME,
    title: 'Open office hours',
    teacher: null,
    startsInMinutes: 5 * DAY,
    durationMinutes: 60,
    approved: true,
    tag: 'training',
  },
];
