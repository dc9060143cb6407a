import { matchPath } from 'react-router-dom';
import { LOGIN_PATH } from '../api/login-path';
import { NEW_PARAM } from '../ui/list-params';

/** The one route registry: every screen's path. */
export const PATHS = {
  root: '/',
  login: LOGIN_PATH,
  signup: '/signup',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The e-mailed invitation link (reachable signed in or not). */
  acceptInvitation: '/invitation',
  home: '/home',
  /** The page wrapper of the original console; here it is the layout, and the path redirects. */
  app: '/_app',
  machines: '/machines',
  storiesMine: '/stories/my-stories',
  storiesManagement: '/stories/stories-management',
  reports: '/reports',
  levelTest: '/level-test',
  curriculumContent: '/curriculum/content',
  curriculumTopics: '/curriculum/levels',
  curriculumTests: '/curriculum/tests',
  curriculumAssignments: '/curriculum/assignments',
  organizations: '/organizations',
  organizationDetail: '/organizations/:id',
  /** Ours: a new customer's guided set-up (HAD), then the same set-up resumed at its own address. */
  organizationNew: '/organizations/new',
  organizationSetup: '/organizations/:id/setup',
  classes: '/classes',
  classDetail: '/classes/:id',
  liveClassesManager: '/live-classes/manager',
  liveClassesMine: '/live-classes/my-classes',
  students: '/students',
  users: '/users/users',
  usersTeachersReview: '/users/teachers/review',
  usersGuests: '/users/guests',
  invitesStudents: '/invites/students',
  invitesAdmins: '/invites/admins',
  invitesTeachers: '/invites/teachers',
  packages: '/packages/packages',
  permissions: '/permissions',
  languages: '/languages',
  settings: '/settings',
  /** Ours: the audit trail (AuditLog read). */
  audit: '/audit',
  /** Ours: what was deleted, to restore or delete forever (write on any TRASH_RESOURCE). */
  trash: '/trash',
} as const;

/** Screens built so far; every other sidebar path renders the coming-soon page. */
export const BUILT_SCREENS: readonly string[] = [
  PATHS.home,
  PATHS.machines,
  PATHS.permissions,
  PATHS.organizations,
  PATHS.classes,
  PATHS.curriculumContent,
  PATHS.curriculumTopics,
  PATHS.invitesStudents,
  PATHS.invitesAdmins,
  PATHS.invitesTeachers,
  PATHS.users,
  PATHS.usersGuests,
  PATHS.students,
  PATHS.usersTeachersReview,
  PATHS.liveClassesManager,
  PATHS.liveClassesMine,
  PATHS.audit,
  PATHS.trash,
  PATHS.levelTest,
  PATHS.reports,
  PATHS.curriculumAssignments,
  PATHS.curriculumTests,
  PATHS.settings,
  PATHS.languages,
  PATHS.packages,
  PATHS.storiesMine,
  PATHS.storiesManagement,
];

/** Where an organisation's guided set-up resumes. */
export const organizationSetupPath = (id: string) =>
  PATHS.organizationSetup.replace(':id', encodeURIComponent(id));

/** The address of one organisation's own page. */
export const organizationDetailPath = (id: string) =>
  PATHS.organizationDetail.replace(':id', encodeURIComponent(id));

/** The Machines page opened on one stored record's machine (`liveClass`, `contract`, `story`). */
export const recordMachinePath = (kind: 'liveClass' | 'contract' | 'story', id: string) =>
  `${PATHS.machines}?record=${kind}:${encodeURIComponent(id)}`;

/** A page with its form for a new record open (its `?new=1`). */
export const newFormPath = (path: string) => `${path}?${NEW_PARAM}=1`;

/** The classes page with its new-class form open. */
export const newClassPath = newFormPath(PATHS.classes);

/** The new-class form with its teacher preset (`?new=1&teacher=`): a teacher who just joined. */
export const newClassForTeacherPath = (teacherId: string) =>
  `${newClassPath}&${new URLSearchParams({ teacher: teacherId })}`;

/** An invitations page with the wizard open, the students' class preset (`?invite=1&class=`). */
export const invitePath = (
  path: typeof PATHS.invitesStudents | typeof PATHS.invitesTeachers,
  className?: string,
) => `${path}?${new URLSearchParams({ invite: '1', ...(className && { class: className }) })}`;

/** The students' invitations with the wizard open, the class preset. */
export const inviteStudentsPath = (className: string) =>
  invitePath(PATHS.invitesStudents, className);

/** The address of one class's screen. */
export const classDetailPath = (id: string) =>
  PATHS.classDetail.replace(':id', encodeURIComponent(id));

/** Whether the address is one of the console's screens (ignoring a trailing slash). */
export function isKnownPath(pathname: string): boolean {
  return Object.values(PATHS).some((path) => matchPath(path, pathname) !== null);
}
