import { ClassesProgress } from '../../features/home/classes-progress';
import { classDetailPath, newClassPath, PATHS } from '../paths';

export interface HomeClassesRouteProps {
  withFigures: boolean;
  canCreate: boolean;
}

/** The dashboard's classes' progress (a customer organisation's); loaded only for those who see it. */
export function HomeClassesRoute(props: HomeClassesRouteProps) {
  return (
    <ClassesProgress
      {...props}
      classPath={classDetailPath}
      classesPath={PATHS.classes}
      createClassPath={newClassPath}
    />
  );
}

export { texts } from '../../features/home/texts';
