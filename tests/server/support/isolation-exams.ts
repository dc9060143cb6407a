import { ASSESSMENT_PATHS } from '../../../contract/assessment';
import { curriculumBuilder, levelsUrl } from './curriculum';
import { registerIsolationCases, type IsolationContext } from './isolation';
import type { TestApp } from './test-app';

/**
 * Levels service: exams and the level test, HAD's platform content like the curriculum. No
 * organisation has records here: reading a topic's exams, B's side is a topic HAD has not
 * published (404) and A's control a published one; the writes are HAD's alone, so A's manager,
 * holding Levels and Elements write, is refused (403); the level test needs a curriculum read.
 */
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const ROUTE = (method: string, path: string) => `${method} /api/levels/${path}`;

const admins = new WeakMap<TestApp, Promise<string>>();
const hadAdmin = (t: TestApp) => {
  if (!admins.has(t)) admins.set(t, t.login('admin@demo.test'));
  return admins.get(t)!;
};

async function topicFor(ctx: IsolationContext) {
  const build = curriculumBuilder(ctx.t, await hadAdmin(ctx.t));
  const { topic } = await build.chain(ctx.target.label === 'A');
  return topic.id;
}

registerIsolationCases('levels/exams', [
  {
    route: ROUTE('GET', 'v1/admin/levels/:id/exams'),
    kind: 'other-organisation',
    title: 'an unpublished topic of HAD',
    request: async (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: levelsUrl(ASSESSMENT_PATHS.exams(await topicFor(ctx))),
    }),
  },
  {
    route: ROUTE('POST', 'v1/admin/levels/addExam/:levelId'),
    kind: 'no-permission',
    title: 'an organisation manager holding Levels write (exams are HAD’s)',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'POST',
      url: levelsUrl(ASSESSMENT_PATHS.addExam(ANY_ID)),
      payload: { titleEn: 'Exam' },
    }),
  },
  {
    route: ROUTE('PUT', 'v1/admin/exam/elementPoints/:id'),
    kind: 'no-permission',
    title: 'an organisation manager holding Elements write (exams are HAD’s)',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'PUT',
      url: levelsUrl(ASSESSMENT_PATHS.elementPoints(ANY_ID)),
      payload: { points: 1 },
    }),
  },
  {
    route: ROUTE('GET', ASSESSMENT_PATHS.levelTest),
    kind: 'no-permission',
    title: 'without Levels or Elements read',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: levelsUrl(ASSESSMENT_PATHS.levelTest),
    }),
  },
]);
