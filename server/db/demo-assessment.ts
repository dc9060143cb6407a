import { DEMO_CURRICULUM, type DemoElement } from './demo-curriculum';

/**
 * Assessment for the demo (docs/assessment.md): an exam closing the first topic,
 * and attempts by the students of Nour Academy's class Alif (student01 to student05), so the
 * class's progress and the reports show real figures on first start. The attempts are graded by
 * the service's own grader when seeded, as the learner call would.
 */

const option = (text: string, correct = false) => ({ text, correct });
const picture = (file: string, correct = false) => ({ picture: file, correct });

/** The topic the exam closes (the classes follow it). */
export const DEMO_EXAM_TOPIC = DEMO_CURRICULUM[0]!.titleEn;

export const DEMO_EXAM: {
  titleEn: string;
  titleAr: string;
  minutes: number;
  elements: (DemoElement & { points: number })[];
} = {
  titleEn: 'Letters and sounds: test',
  titleAr: 'اختبار الحروف والأصوات',
  minutes: 20,
  elements: [
    {
      type: 'text-text',
      points: 2,
      content: { prompt: 'أي حرف يأتي بعد الباء؟' },
      answers: [option('ت', true), option('ا'), option('ث')],
    },
    {
      type: 'recognize-word',
      points: 1,
      content: { prompt: 'أي كلمة تسمع؟', audio: 'shams.mp3', picture: 'sun.png' },
      answers: [option('شمس', true), option('قمر')],
    },
    {
      type: 'text-picture',
      points: 1,
      content: { prompt: 'أين القمر؟' },
      answers: [picture('moon.png', true), picture('sun.png')],
    },
    {
      type: 'audio-text',
      points: 2,
      content: { prompt: 'استمع واختر الكلمة', audio: 'kitab.mp3' },
      answers: [option('كتاب', true), option('كلب')],
    },
  ],
};

export const DEMO_ATTEMPTS_CLASS = { organization: 'Nour Academy', name: 'Alif' } as const;

/**
 * One attempt: the student, the activity (a lesson of the topic, or the exam, by English
 * title), which of its gradable elements were answered wrong (by their index among them), and
 * how many days ago it was submitted. Student05 has done nothing yet.
 */
export interface DemoAttempt {
  student: string;
  activity: string;
  wrong: number[];
  daysAgo: number;
}

const lesson1 = DEMO_CURRICULUM[0]!.units[0]!.activities[0]!.titleEn;
const lesson2 = DEMO_CURRICULUM[0]!.units[1]!.activities[0]!.titleEn;
const exam = DEMO_EXAM.titleEn;

export const DEMO_ATTEMPTS: DemoAttempt[] = [
  { student: 'student01@demo.test', activity: lesson1, wrong: [], daysAgo: 12 },
  { student: 'student01@demo.test', activity: lesson2, wrong: [], daysAgo: 9 },
  { student: 'student01@demo.test', activity: exam, wrong: [], daysAgo: 3 },
  { student: 'student02@demo.test', activity: lesson1, wrong: [1], daysAgo: 11 },
  { student: 'student02@demo.test', activity: lesson2, wrong: [2], daysAgo: 8 },
  { student: 'student02@demo.test', activity: exam, wrong: [2], daysAgo: 2 },
  { student: 'student03@demo.test', activity: lesson1, wrong: [0, 2], daysAgo: 10 },
  { student: 'student03@demo.test', activity: lesson2, wrong: [1, 3], daysAgo: 6 },
  { student: 'student03@demo.test', activity: exam, wrong: [0, 3], daysAgo: 4 },
  { student: 'student03@demo.test', activity: exam, wrong: [3], daysAgo: 1 },
  { student: 'student04@demo.test', activity: lesson1, wrong: [0], daysAgo: 5 },
];
