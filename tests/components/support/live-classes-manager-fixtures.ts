import type { LiveClass, LiveClassLookups } from '../../../contract/live-classes';
import { json } from './render';

export const LC_ALIF = '10000000-0000-4000-8000-0000000000a1';
export const LC_BA = '10000000-0000-4000-8000-0000000000a2';
export const LC_TA = '10000000-0000-4000-8000-0000000000a3';
export const HUDA = '20000000-0000-4000-8000-0000000000b1';
export const OMAR = '20000000-0000-4000-8000-0000000000b2';
export const SARA = '20000000-0000-4000-8000-0000000000b3';
export const TOPIC = '30000000-0000-4000-8000-0000000000c1';

/** The tests' clock: Wednesday 9 December 2026, 09:00 in the test's time zone. */
export const NOW = new Date(2026, 11, 9, 9, 0);

/** A local moment (month from 1) as the service writes it. */
export const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

export function liveClass(init: Partial<LiveClass> & Pick<LiveClass, 'id' | 'title'>): LiveClass {
  return {
    levelId: null,
    level: 'Level 1',
    startsAt: at(12, 10, 10),
    durationMinutes: 60,
    minUsers: 1,
    maxUsers: 20,
    teacherId: HUDA,
    teacherName: 'Huda Saleh',
    tag: null,
    coverImage: null,
    meetingId: null,
    approval: 'unapproved',
    timing: 'notStarted',
    validity: 'valid',
    invalidReason: null,
    clashesWith: null,
    actions: ['approve', 'assignTeacher', 'update', 'delete'],
    rating: null,
    reviewsCount: 0,
    createdAt: '2026-12-01T08:00:00.000Z',
    ...init,
  };
}

export const LOOKUPS: LiveClassLookups = {
  levels: [{ id: TOPIC, titleEn: 'Letters and sounds', titleAr: 'الحروف والأصوات' }],
  tags: ['beginners', 'grammar'],
  teachers: [
    { id: HUDA, name: 'Huda Saleh' },
    { id: OMAR, name: 'Omar Haddad' },
    { id: SARA, name: 'Sara Nabil' },
  ],
};

export const lookups = () => json({ data: LOOKUPS });

/** A paged answer as the levels service sends it. */
export function classPage(result: LiveClass[], pageNumber = 1, numOfPages = 1) {
  return json({
    data: {
      result,
      pagination: {
        pageNumber,
        pageSize: 20,
        numOfPages,
        total: result.length,
        count: result.length,
      },
    },
  });
}
