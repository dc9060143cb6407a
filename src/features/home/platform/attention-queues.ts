import { fetchInvalidLiveClasses, fetchLiveClasses } from '../../../api/live-classes';
import { fetchGuests } from '../../../api/people';
import { fetchTeacherProfiles } from '../../../api/teacher-profiles';
import { PATHS } from '../../../app/paths';

/** A queue of work waiting for someone on the platform, counted from its own list's total. */
export interface AttentionQueue {
  id: 'teacherProfiles' | 'guests' | 'liveClassesToApprove' | 'liveClassesInvalid';
  /** The screen the queue is worked on; the queue shows only to those who see that screen. */
  screen: string;
  /** The screen with the queue's filter. */
  link: string;
  /** How many wait: the list's total, asked for with a page of one. */
  count: () => Promise<number>;
}

export const ATTENTION_QUEUES: readonly AttentionQueue[] = [
  {
    id: 'teacherProfiles',
    screen: PATHS.usersTeachersReview,
    link: `${PATHS.usersTeachersReview}?status=submitted`,
    count: async () =>
      (await fetchTeacherProfiles({ status: 'submitted', pageNumber: 1, pageSize: 1 })).pagination
        .total,
  },
  {
    id: 'guests',
    screen: PATHS.usersGuests,
    link: PATHS.usersGuests,
    count: async () => (await fetchGuests({ pageNumber: 1, pageSize: 1 })).pagination.total,
  },
  {
    id: 'liveClassesToApprove',
    screen: PATHS.liveClassesManager,
    link: `${PATHS.liveClassesManager}?approval=unapproved&timing=notStarted`,
    count: async () =>
      (
        await fetchLiveClasses({
          approval: 'unapproved',
          timing: 'notStarted',
          pageNumber: 1,
          pageSize: 1,
        })
      ).pagination.total,
  },
  {
    id: 'liveClassesInvalid',
    screen: PATHS.liveClassesManager,
    link: `${PATHS.liveClassesManager}?view=invalid`,
    count: async () => (await fetchInvalidLiveClasses(1)).pagination.total,
  },
];
