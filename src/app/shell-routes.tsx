import { Navigate, type RouteObject } from 'react-router-dom';
import { SIDEBAR_TABLE, tableScreens } from './layout/sidebar-table';
import { Layout } from './layout/layout';
import { lazyFeatureScreen, lazyScreen } from './lazy';
import { BUILT_SCREENS, PATHS } from './paths';

// Every screen is its own chunk, loaded when it is first opened.
export const HomeRoute = lazyScreen(async () => (await import('./routes/home-route')).HomeRoute);
const MachinesRoute = lazyFeatureScreen(
  () => import('./routes/machines-route'),
  (route) => route.MachinesRoute,
);
const RolesRoute = lazyFeatureScreen(
  () => import('./routes/roles-route'),
  (route) => route.RolesRoute,
);
const OrganizationsRoute = lazyFeatureScreen(
  () => import('./routes/organizations-route'),
  (route) => route.OrganizationsRoute,
);
const OrganizationDetailRoute = lazyFeatureScreen(
  () => import('./routes/organization-detail-route'),
  (route) => route.OrganizationDetailRoute,
);
const CustomerSetupRoute = lazyFeatureScreen(
  () => import('./routes/customer-setup-route'),
  (route) => route.CustomerSetupRoute,
);
const ClassesRoute = lazyFeatureScreen(
  () => import('./routes/classes-route'),
  (route) => route.ClassesRoute,
);
const ClassDetailRoute = lazyFeatureScreen(
  () => import('./routes/class-detail-route'),
  (route) => route.ClassDetailRoute,
);
const CurriculumTopicsRoute = lazyFeatureScreen(
  () => import('./routes/curriculum-topics-route'),
  (route) => route.CurriculumTopicsRoute,
);
const CurriculumContentRoute = lazyFeatureScreen(
  () => import('./routes/curriculum-content-route'),
  (route) => route.CurriculumContentRoute,
);
const loadInvitationsRoute = () => import('./routes/invitations-route');
const InviteStudentsRoute = lazyFeatureScreen(loadInvitationsRoute, (r) => r.InviteStudentsRoute);
const InviteAdminsRoute = lazyFeatureScreen(loadInvitationsRoute, (r) => r.InviteAdminsRoute);
const InviteTeachersRoute = lazyFeatureScreen(loadInvitationsRoute, (r) => r.InviteTeachersRoute);
const peopleRoute = () => import('./routes/people-route');
const UsersRoute = lazyFeatureScreen(peopleRoute, (route) => route.UsersRoute);
const GuestsRoute = lazyFeatureScreen(peopleRoute, (route) => route.GuestsRoute);
const StudentsRoute = lazyFeatureScreen(peopleRoute, (route) => route.StudentsRoute);
const TeachersReviewRoute = lazyFeatureScreen(
  () => import('./routes/teachers-review-route'),
  (route) => route.TeachersReviewRoute,
);
const MyLiveClassesRoute = lazyFeatureScreen(
  () => import('./routes/my-live-classes-route'),
  (route) => route.MyLiveClassesRoute,
);
const LiveClassesManagerRoute = lazyFeatureScreen(
  () => import('./routes/live-classes-manager-route'),
  (route) => route.LiveClassesManagerRoute,
);
const AuditRoute = lazyFeatureScreen(
  () => import('./routes/audit-route'),
  (route) => route.AuditRoute,
);
const TrashRoute = lazyFeatureScreen(
  () => import('./routes/trash-route'),
  (route) => route.TrashRoute,
);
const LevelTestRoute = lazyFeatureScreen(
  () => import('./routes/level-test-route'),
  (route) => route.LevelTestRoute,
);
const ReportsRoute = lazyFeatureScreen(
  () => import('./routes/reports-route'),
  (route) => route.ReportsRoute,
);
const SettingsRoute = lazyFeatureScreen(
  () => import('./routes/settings-route'),
  (route) => route.SettingsRoute,
);
const LanguagesRoute = lazyFeatureScreen(
  () => import('./routes/languages-route'),
  (route) => route.LanguagesRoute,
);
const PlansRoute = lazyFeatureScreen(
  () => import('./routes/plans-route'),
  (route) => route.PlansRoute,
);
const assignmentRoute = () => import('./routes/assignments-route');
const AssignmentsRoute = lazyFeatureScreen(assignmentRoute, (route) => route.AssignmentsRoute);
const KnowledgeTestsRoute = lazyFeatureScreen(
  assignmentRoute,
  (route) => route.KnowledgeTestsRoute,
);
const storiesRoute = () => import('./routes/stories-route');
const MyStoriesRoute = lazyFeatureScreen(storiesRoute, (route) => route.MyStoriesRoute);
const StoriesManagementRoute = lazyFeatureScreen(
  storiesRoute,
  (route) => route.StoriesManagementRoute,
);
const ComingSoonRoute = lazyScreen(
  async () => (await import('./routes/coming-soon-route')).ComingSoonRoute,
);
const NotFoundRoute = lazyScreen(
  async () => (await import('./routes/not-found-route')).NotFoundRoute,
);

/** Routes without a screen yet come from the sidebar table, so every link it shows resolves. */
function comingSoonRoutes(): RouteObject[] {
  return tableScreens(SIDEBAR_TABLE)
    .filter((screen) => !BUILT_SCREENS.includes(screen.path))
    .map(({ path, labelKey, parentLabelKey }) => ({
      path,
      element: <ComingSoonRoute labelKey={labelKey} parentLabelKey={parentLabelKey} />,
    }));
}

/** The screens inside the layout, for a signed-in user. */
export function createShellRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { path: PATHS.app, element: <Navigate to={PATHS.home} replace /> },
        { path: PATHS.home, element: <HomeRoute /> },
        { path: PATHS.machines, element: <MachinesRoute /> },
        { path: PATHS.permissions, element: <RolesRoute /> },
        { path: PATHS.organizations, element: <OrganizationsRoute /> },
        { path: PATHS.organizationDetail, element: <OrganizationDetailRoute /> },
        { path: PATHS.organizationNew, element: <CustomerSetupRoute /> },
        { path: PATHS.organizationSetup, element: <CustomerSetupRoute /> },
        { path: PATHS.classes, element: <ClassesRoute /> },
        { path: PATHS.classDetail, element: <ClassDetailRoute /> },
        { path: PATHS.curriculumContent, element: <CurriculumContentRoute /> },
        { path: PATHS.curriculumTopics, element: <CurriculumTopicsRoute /> },
        { path: PATHS.invitesStudents, element: <InviteStudentsRoute /> },
        { path: PATHS.invitesAdmins, element: <InviteAdminsRoute /> },
        { path: PATHS.invitesTeachers, element: <InviteTeachersRoute /> },
        { path: PATHS.users, element: <UsersRoute /> },
        { path: PATHS.usersGuests, element: <GuestsRoute /> },
        { path: PATHS.students, element: <StudentsRoute /> },
        { path: PATHS.usersTeachersReview, element: <TeachersReviewRoute /> },
        { path: PATHS.liveClassesManager, element: <LiveClassesManagerRoute /> },
        { path: PATHS.liveClassesMine, element: <MyLiveClassesRoute /> },
        { path: PATHS.audit, element: <AuditRoute /> },
        { path: PATHS.trash, element: <TrashRoute /> },
        { path: PATHS.levelTest, element: <LevelTestRoute /> },
        { path: PATHS.reports, element: <ReportsRoute /> },
        { path: PATHS.curriculumAssignments, element: <AssignmentsRoute /> },
        { path: PATHS.curriculumTests, element: <KnowledgeTestsRoute /> },
        { path: PATHS.settings, element: <SettingsRoute /> },
        { path: PATHS.languages, element: <LanguagesRoute /> },
        { path: PATHS.storiesMine, element: <MyStoriesRoute /> },
        { path: PATHS.storiesManagement, element: <StoriesManagementRoute /> },
        { path: PATHS.packages, element: <PlansRoute /> },
        ...comingSoonRoutes(),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}
