import { USERS_PATHS } from '../../../contract/paths';
import {
  exemptFromIsolation,
  registerIsolationCases,
  type IsolationContext,
  type IsolationRequest,
  type Method,
} from './isolation';
import { PROFILE } from './teachers';
import { usersUrl } from './test-app';

/**
 * Users service: teacher profiles. They belong to the person, not to an organisation, and only
 * the platform (HAD, with Users) reviews them, so a school's manager holding every resource is
 * refused (403) on every review route; the teacher's own routes refuse a member who is not a
 * teacher.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';

const refused = (
  who: 'manager' | 'bare',
  method: Method,
  path: string,
  title: string,
  payload?: unknown,
) => ({
  kind: 'no-permission' as const,
  title,
  request: (ctx: IsolationContext): IsolationRequest => ({
    token: ctx.actor[who].token,
    method,
    url: usersUrl(path),
    ...(payload === undefined ? {} : { payload }),
  }),
});

const TEACHERS = '/api/users/v1/teachers';
const review = "a school's manager with Users (not HAD) reviewing profiles";
const own = 'a member who is not a teacher';

registerIsolationCases('users/teachers', [
  {
    route: `POST ${TEACHERS}/complete-profile`,
    ...refused('bare', 'POST', USERS_PATHS.teacherCompleteProfile, own, PROFILE),
  },
  {
    route: `POST ${TEACHERS}/profile-complete/skip`,
    ...refused('bare', 'POST', USERS_PATHS.teacherSkipProfile, own),
  },
  {
    route: `POST ${TEACHERS}/profile-changes/submit`,
    ...refused('bare', 'POST', USERS_PATHS.profileChangeSubmit, own, PROFILE),
  },
  {
    route: `POST ${TEACHERS}/get-all`,
    ...refused('manager', 'POST', USERS_PATHS.teacherList(1, 20), review, {}),
  },
  {
    route: `POST ${TEACHERS}/accept`,
    ...refused('manager', 'POST', USERS_PATHS.teacherAccept, review, { teacherId: ANY_ID }),
  },
  {
    route: `POST ${TEACHERS}/reject`,
    ...refused('manager', 'POST', USERS_PATHS.teacherReject, review, {
      teacherId: ANY_ID,
      reasons: ['other'],
    }),
  },
  {
    route: `POST ${TEACHERS}/profile-changes/approve`,
    ...refused('manager', 'POST', USERS_PATHS.profileChangeApprove, review, { changeId: ANY_ID }),
  },
  {
    route: `POST ${TEACHERS}/profile-changes/reject`,
    ...refused('manager', 'POST', USERS_PATHS.profileChangeReject, review, {
      changeId: ANY_ID,
      reasons: ['other'],
    }),
  },
  {
    route: `PUT ${TEACHERS}/profile-changes/by-admin`,
    ...refused('manager', 'PUT', USERS_PATHS.profileChangeByAdmin, review, {
      teacherId: ANY_ID,
      ...PROFILE,
    }),
  },
  {
    route: `GET ${TEACHERS}/profile-changes/:id`,
    ...refused('manager', 'GET', USERS_PATHS.profileChange(ANY_ID), review),
  },
  {
    route: `GET ${TEACHERS}/profiles/:id`,
    ...refused('manager', 'GET', USERS_PATHS.teacherProfile(ANY_ID), review),
  },
  {
    route: `GET ${TEACHERS}/profiles/rejection-reasons/:id`,
    ...refused('manager', 'GET', USERS_PATHS.teacherRejections(ANY_ID), review),
  },
]);

exemptFromIsolation({
  'GET /api/users/v1/teachers/profiles/me': "self-scoped: the caller's own teacher profile",
  'GET /api/users/v1/general/teachers/lookups/teaching-topics':
    'platform-wide lookup, no tenant data',
});
