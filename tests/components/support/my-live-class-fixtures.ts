import type { LiveClass, LiveClassReview } from '../../../contract/live-classes';
import { json } from './render';

export const MINUTE = 60_000;
/** The service's clock in these tests. */
export const NOW = Date.parse('2026-11-24T10:00:00.000Z');
export const ME = '00000000-0000-4000-8000-0000000000a1';
export const MEETING = '81234567890';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const CLASS_ID = (n: number) => uuid(0xc00 + n);

/** One of the teacher's classes: approved and valid, starting `inMinutes` from NOW, 45 minutes. */
export function liveClass(n: number, inMinutes: number, init: Partial<LiveClass> = {}): LiveClass {
  return {
    id: CLASS_ID(n),
    title: `Class ${n}`,
    levelId: null,
    level: 'Level 1',
    startsAt: new Date(NOW + inMinutes * MINUTE).toISOString(),
    durationMinutes: 45,
    minUsers: 2,
    maxUsers: 12,
    teacherId: ME,
    teacherName: 'Huda Saleh',
    tag: null,
    coverImage: null,
    meetingId: null,
    approval: 'approved',
    timing: inMinutes > 0 ? 'notStarted' : inMinutes > -45 ? 'live' : 'finished',
    validity: 'valid',
    invalidReason: null,
    clashesWith: null,
    actions: inMinutes <= 0 && inMinutes > -45 ? ['join', 'heartbeat'] : [],
    rating: null,
    reviewsCount: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...init,
  };
}

export function review(
  n: number,
  rate: number,
  init: Partial<LiveClassReview> = {},
): LiveClassReview {
  return {
    id: uuid(0xe00 + n),
    liveClassId: CLASS_ID(n),
    liveClassTitle: `Class ${n}`,
    reviewerName: `Learner ${n}`,
    rate,
    comment: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...init,
  };
}

export function pageOf<T>(result: T[], pageNumber = 1, numOfPages = 1, extra: object = {}) {
  const pagination = {
    pageNumber,
    pageSize: 20,
    numOfPages,
    total: numOfPages > 1 ? numOfPages * 20 : result.length,
    count: result.length,
  };
  return json({ data: { result, pagination, ...extra } });
}

export const attendance = () =>
  json({
    data: {
      liveClassId: CLASS_ID(1),
      meetingId: MEETING,
      joinedAt: new Date(NOW).toISOString(),
      lastSeenAt: new Date(NOW).toISOString(),
      heartbeatSeconds: 30,
    },
  });
