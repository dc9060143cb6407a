import { fetchInvalidLiveClasses, fetchLiveClasses } from '../../api/live-classes';
import { fetchGuests } from '../../api/people';
import { fetchTeacherProfiles } from '../../api/teacher-profiles';
import type { AttentionQueue } from '../../features/home/platform/attention-queues';
import { PATHS } from '../paths';

/**
 * The queues of HAD's dashboard: each another feature's screen and list, so they are put together
 * here, in the app, rather than in the home feature (a feature imports no other feature).
 */
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
