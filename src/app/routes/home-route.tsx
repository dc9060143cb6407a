import { css } from '../../../styled-system/css';
import { HAD_TEACHER_ROLE_NUMBER } from '../../../contract/constants';
import type { UserOrg } from '../../../contract/users';
import { HomePage } from '../../features/home/home-page';
import { lazyFeatureScreen } from '../lazy';
import { check, isHad } from '../permissions';
import { explain } from '../why-not';
import type { Grant } from '../../../machines/why-not';
import type { Refusal } from '../../ui/refused-action';
import type { SessionOrg } from '../../../machines/session.machine';
import { SETUP_STEPS, type SetupStep } from '../../../contract/setup-constants';
import { useActiveOrg } from '../actors/active-org';

/** Teachers (role number 4 or 5) are guided through their profile first; loaded only for them. */
const TEACHER_ROLE_NUMBERS: readonly number[] = [HAD_TEACHER_ROLE_NUMBER, 5];
const TeacherProfileGate = lazyFeatureScreen(
  () => import('./teacher-profile-route'),
  (route) => route.TeacherProfileGate,
);

/** HAD's view of the platform, for those who may read organisations; loaded only for them. */
const PlatformHome = lazyFeatureScreen(
  () => import('./platform-home-route'),
  (route) => route.PlatformHomeRoute,
);

/** A customer organisation's classes' progress; loaded only for those who see it. */
const HomeClasses = lazyFeatureScreen(
  () => import('./home-classes-route'),
  (route) => route.HomeClassesRoute,
);

/** A customer organisation's set-up checklist; loaded only for its managers. */
const HomeSetup = lazyFeatureScreen(
  () => import('./home-setup-route'),
  (route) => route.HomeSetupRoute,
);

/** What each set-up step's screen needs to create its record (any one grant will do). */
const STEP_NEEDS: Record<SetupStep, Grant[]> = {
  class: [{ resource: 'ClassRoomManager', op: 'write' }],
  teacher: [{ resource: 'Users', op: 'write' }],
  students: [{ resource: 'Students', op: 'write' }],
  assignment: [
    { resource: 'ClassRoomManager', op: 'write' },
    { resource: 'ClassRoomTeacher', op: 'write' },
  ],
  liveClass: [{ resource: 'LiveClassesApprove', op: 'write' }],
};

/**
 * Who sees the set-up checklist: a manager (read GroupsManager) of a customer organisation;
 * a step they may not take says why rather than leading to a screen that would refuse.
 */
export function setupOf(activeOrg: SessionOrg | null) {
  if (!activeOrg || isHad(activeOrg)) return null;
  const rights = check(activeOrg.role, 'GroupsManager');
  if (!rights.read) return null;
  const stepRefusal = Object.fromEntries(
    SETUP_STEPS.map((step) => [step, explain(activeOrg, ...STEP_NEEDS[step])]),
  ) as Record<SetupStep, Refusal | null>;
  return { organizationId: activeOrg.group.id, canDismiss: rights.update, stepRefusal };
}

/**
 * Who sees the classes' progress: a customer organisation's (HAD has no classes) reader of
 * reports or manager of classes, who can list classes (a teacher lists their own). Without
 * Reports read the activity figures are not asked for.
 */
export function classesProgressOf(activeOrg: UserOrg | null) {
  if (!activeOrg || isHad(activeOrg)) return null;
  const reports = check(activeOrg.role, 'Reports').read;
  const manager = check(activeOrg.role, 'ClassRoomManager');
  const listsClasses = manager.read || check(activeOrg.role, 'ClassRoomTeacher').read;
  if (!listsClasses || !(reports || manager.read)) return null;
  return { withFigures: reports, canCreate: manager.write };
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '6' });

export function HomeRoute() {
  const activeOrg = useActiveOrg();
  const isTeacher = TEACHER_ROLE_NUMBERS.includes(activeOrg?.role.number ?? -1);
  const seesPlatform = isHad(activeOrg) && check(activeOrg?.role, 'GroupsManager').read;
  const classes = classesProgressOf(activeOrg);
  const setup = setupOf(activeOrg);
  return (
    <div className={column}>
      {isTeacher && <TeacherProfileGate key={activeOrg?.group.id} />}
      <HomePage
        activeOrg={activeOrg}
        platform={seesPlatform ? <PlatformHome /> : undefined}
        showsReport={check(activeOrg?.role, 'GroupsManager').read}
        setup={setup ? <HomeSetup key={`setup-${setup.organizationId}`} {...setup} /> : undefined}
        classes={
          classes ? <HomeClasses key={`classes-${activeOrg?.group.id}`} {...classes} /> : undefined
        }
      />
    </div>
  );
}
