import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_MESSAGES, STORY_PATHS } from '../../contract/story-constants';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * Security review, finding 9: someone who signed up and waits for access (their only membership
 * is DEFAULT) could read the stories feed and react and comment. The learner calls need access
 * to an organisation.
 */

let t: TestApp;
let waiting: string;
let learner: string;

beforeAll(async () => {
  t = await createTestApp();
  [waiting, learner] = await Promise.all([
    t.login('pending@demo.test'),
    t.login('student01@demo.test'),
  ]);
});
afterAll(() => t.close());

const ANY_STORY = '00000000-0000-4000-8000-000000000001';

describe('the learner calls of stories', () => {
  it('are refused (403) to someone still waiting for access', async () => {
    const calls = [
      await t.request(waiting, 'GET', usersUrl(STORY_PATHS.feed)),
      await t.request(waiting, 'PUT', usersUrl(STORY_PATHS.reactions(ANY_STORY)), {
        kind: 'like',
      }),
      await t.request(waiting, 'POST', usersUrl(STORY_PATHS.comments(ANY_STORY)), {
        text: 'Hello',
      }),
    ];
    for (const response of calls) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: STORY_MESSAGES.noAccessYet });
    }
  });

  it('still answer a learner of an organisation', async () => {
    const feed = await t.request(learner, 'GET', usersUrl(STORY_PATHS.feed));
    expect(feed.statusCode, feed.body).toBe(200);
  });
});
