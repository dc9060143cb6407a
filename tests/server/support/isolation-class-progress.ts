import { ASSESSMENT_PATHS } from '../../../contract/assessment';
import { levelsUrl } from './curriculum';
import { createClassRoom } from './factories';
import { registerIsolationCases, type IsolationCase, type IsolationContext } from './isolation';

/**
 * Levels service: a class room's work and progress. A's manager (r ClassRoomManager) asks for
 * B's class: it does not exist for them (404); the control reads A's own class. A member without
 * a class right is refused (403).
 */
const classOf = (ctx: IsolationContext) =>
  createClassRoom(ctx.t.db, ctx.target.organizationId, {
    name: `Isolation class ${ctx.target.label} progress ${Math.random().toString(36).slice(2, 8)}`,
  });

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const PATHS = {
  all_units: ASSESSMENT_PATHS.classUnits,
  all_exams: ASSESSMENT_PATHS.classExams,
  all_assignments: ASSESSMENT_PATHS.classAssignments,
  progress: ASSESSMENT_PATHS.classProgress,
};

registerIsolationCases(
  'levels/class-progress',
  Object.entries(PATHS).flatMap(([what, path]): IsolationCase[] => {
    const route = `GET /api/levels/v1/admin/units/class_rooms/:id/${what}`;
    return [
      {
        route,
        kind: 'other-organisation',
        title: 'a class room of B',
        request: async (ctx) => ({
          token: ctx.actor.manager.token,
          method: 'GET',
          url: levelsUrl(path(await classOf(ctx))),
        }),
      },
      {
        route,
        kind: 'no-permission',
        title: 'a member without ClassRoomManager or ClassRoomTeacher read',
        request: (ctx) => ({
          token: ctx.actor.bare.token,
          method: 'GET',
          url: levelsUrl(path(ANY_ID)),
        }),
      },
    ];
  }),
);
