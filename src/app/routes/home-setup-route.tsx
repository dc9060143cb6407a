import type { SetupStep } from '../../../contract/setup';
import type { Refusal } from '../../ui/refused-action';
import { SetupChecklist } from '../../features/home/setup-checklist';
import { invitePath, newClassPath, newFormPath, PATHS } from '../paths';

/** Each set-up step's screen, its form open. */
const STEP_PATH: Record<SetupStep, string> = {
  class: newClassPath,
  teacher: invitePath(PATHS.invitesTeachers),
  students: invitePath(PATHS.invitesStudents),
  assignment: newFormPath(PATHS.curriculumAssignments),
  liveClass: newFormPath(PATHS.liveClassesManager),
};

export interface HomeSetupRouteProps {
  organizationId: string;
  canDismiss: boolean;
  stepRefusal: Record<SetupStep, Refusal | null>;
}

/** A customer organisation's first steps, for its managers; loaded only for them. */
export function HomeSetupRoute(props: HomeSetupRouteProps) {
  return <SetupChecklist {...props} stepPath={STEP_PATH} />;
}

export { texts } from '../../features/home/texts';
