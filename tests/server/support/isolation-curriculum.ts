import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { CONTENT_KINDS, type ContentKind } from '../../../contract/curriculum';
import { ADMIN_SEGMENT, LEVELS_PATHS } from '../../../contract/curriculum-paths';
import { curriculumBuilder, levelsUrl } from './curriculum';
import {
  registerIsolationCases,
  type IsolationCase,
  type IsolationContext,
  type Method,
} from './isolation';
import type { TestApp } from './test-app';

/**
 * Levels service: the curriculum. It is HAD's platform content, not any organisation's, so the
 * pair A/B has no records of its own here. What isolation means for it:
 * - reading: another organisation sees only what is published. Each read case addresses, for B,
 *   an item HAD has not published (404), and for the control on A the same kind of item
 *   published (200).
 * - writing: no organisation but HAD writes it, whatever its grants (A's manager holds Levels
 *   and Elements write): 403, and nothing in the curriculum changes.
 * - lists address no record: their case is the permission one.
 */

const admins = new WeakMap<TestApp, Promise<string>>();
const hadAdmin = (t: TestApp) => {
  if (!admins.has(t)) admins.set(t, t.login('admin@demo.test'));
  return admins.get(t)!;
};

/** A fresh chain for the target: a draft one for B, a published one for A (the control). */
async function chainFor(ctx: IsolationContext) {
  const builder = curriculumBuilder(ctx.t, await hadAdmin(ctx.t));
  return builder.chain(ctx.target.label === 'A');
}

/** Every curriculum table's row count and latest change. */
const fingerprint = async (t: TestApp) =>
  JSON.stringify(
    await t.db.execute(sql`select
      (select count(*) from levels) l, (select max(updated_at) from levels) lu,
      (select count(*) from units) u, (select max(updated_at) from units) uu,
      (select count(*) from activities) a, (select max(updated_at) from activities) au,
      (select count(*) from elements) e, (select max(updated_at) from elements) eu,
      (select count(*) from element_answers) an,
      (select string_agg(text || is_correct, ',' order by id) from element_answers) ant`),
  );
let before = '';

const ROUTE = (method: Method, path: string) => `${method} /api/levels/${path}`;
type Chain = Awaited<ReturnType<typeof chainFor>>;

/** A read of one item: 404 for B's (a draft), 200 for A's (published). */
const read = (route: string, url: (chain: Chain) => string): IsolationCase => ({
  route,
  kind: 'other-organisation',
  title: 'an unpublished item of HAD',
  request: async (ctx) => ({
    token: ctx.actor.manager.token,
    method: 'GET',
    url: levelsUrl(url(await chainFor(ctx))),
  }),
});

/** A write: 403 for any organisation but HAD, and the curriculum is as it was. */
const write = (
  route: string,
  method: Method,
  url: (chain: Chain) => string,
  payload?: (chain: Chain) => unknown,
): IsolationCase => ({
  route,
  kind: 'other-organisation',
  title: 'an item of HAD',
  status: 403,
  statusReason: 'the curriculum is HAD’s: no other organisation writes it',
  noControl: 'only HAD writes the curriculum (tests/server/curriculum*.test.ts)',
  request: async (ctx) => {
    const chain = await chainFor(ctx);
    before = await fingerprint(ctx.t);
    return {
      token: ctx.actor.manager.token,
      method,
      url: levelsUrl(url(chain)),
      ...(payload ? { payload: payload(chain) } : {}),
    };
  },
  unchanged: async (ctx) => {
    expect(await fingerprint(ctx.t)).toBe(before);
  },
});

/** A list: addresses no record; without Levels or Elements read it is refused. */
const list = (route: string, path: string): IsolationCase => ({
  route,
  kind: 'no-permission',
  title: 'without Levels or Elements read',
  request: (ctx) => ({ token: ctx.actor.bare.token, method: 'GET', url: levelsUrl(path) }),
});

const idOf = (chain: Chain, kind: ContentKind) => chain[kind === 'level' ? 'topic' : kind].id;
const titles = { titleEn: 'Taken over', titleAr: 'مأخوذ' };

registerIsolationCases('levels/curriculum', [
  list(ROUTE('GET', 'v1/admin/levels'), LEVELS_PATHS.levels),
  list(ROUTE('GET', 'v2/admin/levels/overview'), LEVELS_PATHS.overview),
  list(ROUTE('GET', 'v1/admin/levels/data'), LEVELS_PATHS.levelsData),
  list(ROUTE('GET', 'v2/levels/lookups'), LEVELS_PATHS.lookups),
  list(ROUTE('GET', 'v2/units/by-group'), LEVELS_PATHS.unitsByGroup),
  read(ROUTE('GET', 'v2/admin/levels/overview/:id'), (c) => LEVELS_PATHS.overviewOne(c.topic.id)),
  read(ROUTE('GET', 'v1/curriculums/levels/:id'), (c) => LEVELS_PATHS.item('level', c.topic.id)),
  read(ROUTE('GET', 'v1/curriculums/units/:id'), (c) => LEVELS_PATHS.item('unit', c.unit.id)),
  read(ROUTE('GET', 'v1/curriculums/activities/:id'), (c) =>
    LEVELS_PATHS.item('activity', c.activity.id),
  ),
  read(ROUTE('GET', 'v1/admin/multichoice/activity/:id'), (c) =>
    LEVELS_PATHS.activityElements(c.activity.id),
  ),
  write(
    ROUTE('POST', 'v1/curriculums/levels/'),
    'POST',
    () => LEVELS_PATHS.create('level'),
    () => titles,
  ),
  write(
    ROUTE('PUT', 'v1/curriculums/levels/:id'),
    'PUT',
    (c) => LEVELS_PATHS.item('level', c.topic.id),
    () => titles,
  ),
  write(
    ROUTE('POST', 'v1/curriculums/units/'),
    'POST',
    () => LEVELS_PATHS.create('unit'),
    (c) => ({
      levelId: c.topic.id,
      ...titles,
    }),
  ),
  write(
    ROUTE('PUT', 'v1/curriculums/units/:id'),
    'PUT',
    (c) => LEVELS_PATHS.item('unit', c.unit.id),
    () => titles,
  ),
  write(
    ROUTE('POST', 'v1/curriculums/activities/'),
    'POST',
    () => LEVELS_PATHS.create('activity'),
    (c) => ({
      unitId: c.unit.id,
      ...titles,
    }),
  ),
  write(
    ROUTE('PUT', 'v1/curriculums/activities/:id'),
    'PUT',
    (c) => LEVELS_PATHS.item('activity', c.activity.id),
    () => titles,
  ),
  write(
    ROUTE('POST', 'v1/admin/multichoiceActivities/:id'),
    'POST',
    () => LEVELS_PATHS.elementsOfType('text-text'),
    (c) => ({
      activityId: c.activity.id,
    }),
  ),
  write(
    ROUTE('PUT', 'v1/admin/multichoiceActivities/:id'),
    'PUT',
    (c) => LEVELS_PATHS.elementMeta(c.element.id),
    (c) => ({
      activityId: c.activity.id,
      questionnaireLevel: 5,
      typeId: 'video',
    }),
  ),
  write(ROUTE('DELETE', 'v1/admin/multichoiceActivities/answer/:id'), 'DELETE', (c) =>
    LEVELS_PATHS.answer(c.element.answers[0]!.id),
  ),
  write(
    ROUTE('POST', 'v1/admin/multichoiceActivities/change_status'),
    'POST',
    () => LEVELS_PATHS.elementStatus,
    (c) => ({
      mcaId: c.element.id,
      isEnabled: true,
    }),
  ),
  ...CONTENT_KINDS.flatMap((kind) => [
    ...(kind === 'element'
      ? []
      : [
          write(
            ROUTE('PUT', `v1/admin/${ADMIN_SEGMENT[kind]}/:id`),
            'PUT',
            (c) => LEVELS_PATHS.admin(kind, idOf(c, kind)),
            () => ({
              isEnabled: true,
            }),
          ),
        ]),
    write(ROUTE('DELETE', `v1/admin/${ADMIN_SEGMENT[kind]}/:id`), 'DELETE', (c) =>
      LEVELS_PATHS.admin(kind, idOf(c, kind)),
    ),
    write(ROUTE('GET', `v1/admin/${ADMIN_SEGMENT[kind]}/:id/impact`), 'GET', (c) =>
      LEVELS_PATHS.impact(kind, idOf(c, kind)),
    ),
    ...[false, true].map((undo) =>
      write(
        ROUTE('POST', LEVELS_PATHS.archive(kind, 'ID', undo).replace('ID', ':id')),
        'POST',
        (c) => LEVELS_PATHS.archive(kind, idOf(c, kind), undo),
      ),
    ),
  ]),
  write(
    ROUTE('PUT', 'v1/admin/levels/reorder'),
    'PUT',
    () => LEVELS_PATHS.reorder('level'),
    (c) => ({
      ids: [c.topic.id],
    }),
  ),
  ...(['unit', 'activity', 'element'] as const).map((kind) =>
    write(
      ROUTE('PUT', LEVELS_PATHS.reorder(kind)),
      'PUT',
      () => LEVELS_PATHS.reorder(kind),
      (c) => ({
        parentId: kind === 'unit' ? c.topic.id : kind === 'activity' ? c.unit.id : c.activity.id,
        ids: [idOf(c, kind)],
      }),
    ),
  ),
  ...(
    [
      [
        LEVELS_PATHS.copyUnits,
        LEVELS_PATHS.moveUnits,
        (c: Chain) => ({
          unitsIds: [c.unit.id],
          sourceLevelId: c.topic.id,
          targetLevelId: c.topic.id,
        }),
      ],
      [
        LEVELS_PATHS.copyActivities,
        LEVELS_PATHS.moveActivities,
        (c: Chain) => ({
          activitiesIds: [c.activity.id],
          sourceUnitId: c.unit.id,
          targetUnitId: c.unit.id,
        }),
      ],
      [
        LEVELS_PATHS.copyElements,
        LEVELS_PATHS.moveElements,
        (c: Chain) => ({
          mcaIds: [c.element.id],
          sourceActivityId: c.activity.id,
          targetActivityId: c.activity.id,
        }),
      ],
    ] as const
  ).flatMap(([copy, move, body]) => [
    write(ROUTE('POST', copy), 'POST', () => copy, body),
    write(ROUTE('POST', move), 'POST', () => move, body),
  ]),
  write(
    ROUTE('POST', LEVELS_PATHS.copyElement),
    'POST',
    () => LEVELS_PATHS.copyElement,
    (c) => ({
      mcaId: c.element.id,
      targetActivityId: c.activity.id,
    }),
  ),
]);
