import { randomBytes } from 'node:crypto';
import { STORY_PATHS, storySchema, type StoryBody } from '../../../contract/stories';
import { envelope, paged } from '../../../contract/wire';
import type { Db } from '../../../server/db/client';
import { stories } from '../../../server/db/schema/stories';
import { createOrganization, createRole, createUser, roleId } from './factories';
import { usersUrl, type TestApp } from './test-app';

/** Stories test helpers: organisations with an author, a moderator and learners. */

export const HOUR = 3_600_000;
export const STORIES = usersUrl(STORY_PATHS.stories);
export const oneStory = envelope(storySchema);
export const storyPage = envelope(paged(storySchema));

/** A text story's body, expiring `hours` after `from` (default: a day from now). */
export const textStory = (
  values: Partial<StoryBody> = {},
  hours = 24,
  from: number = Date.now(),
): StoryBody => ({
  kind: 'text',
  text: `Story ${randomBytes(4).toString('hex')}`,
  visibility: 'everyone',
  expiresAt: new Date(from + hours * HOUR).toISOString(),
  ...values,
});

export interface Member {
  id: string;
  email: string;
  token: string;
}

export interface StoryOrganization {
  id: string;
  name: string;
  /** w Stories, r Stories. */
  author: Member;
  /** Another author of the organisation. */
  otherAuthor: Member;
  /** r and w StoriesManagement, no Stories. */
  moderator: Member;
  /** The Student role: no console right, the learner app's calls only. */
  learner: Member;
  otherLearner: Member;
}

const rolesOf = new WeakMap<TestApp, Promise<{ author: string; moderator: string }>>();

function storyRoles(t: TestApp) {
  let roles = rolesOf.get(t);
  if (!roles) {
    roles = (async () => ({
      author: await createRole(t.db, { grants: { Stories: ['read', 'write', 'update'] } }),
      moderator: await createRole(t.db, {
        grants: { StoriesManagement: ['read', 'write', 'update'] },
      }),
    }))();
    rolesOf.set(t, roles);
  }
  return roles;
}

/** A fresh organisation with its story people, signed in. */
export async function storyOrganization(t: TestApp): Promise<StoryOrganization> {
  const name = `Stories ${randomBytes(4).toString('hex')}`;
  const id = await createOrganization(t.db, { name });
  const roles = await storyRoles(t);
  const student = await roleId(t.db, 'Student');
  const member = async (role: string, firstName: string): Promise<Member> => {
    const user = await createUser(t.db, {
      firstName,
      lastName: 'Tester',
      memberships: [{ organizationId: id, roleId: role, isActive: true }],
    });
    return { ...user, token: await t.login(user.email) };
  };
  return {
    id,
    name,
    author: await member(roles.author, 'Amal'),
    otherAuthor: await member(roles.author, 'Bilal'),
    moderator: await member(roles.moderator, 'Maha'),
    learner: await member(student, 'Layla'),
    otherLearner: await member(student, 'Omar'),
  };
}

/** A story written as the owner (past RLS and the service's checks): any state, any time. */
export async function createStory(
  db: Db,
  organizationId: string,
  authorId: string,
  values: Partial<typeof stories.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(stories)
    .values({
      organizationId,
      authorId,
      kind: 'text',
      text: `Stored story ${randomBytes(4).toString('hex')}`,
      visibility: 'everyone',
      expiresAt: new Date(Date.now() + 24 * HOUR),
      ...values,
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('no story');
  return row.id;
}

/** Posts a story and returns it (expects 201). */
export async function publish(t: TestApp, token: string, body: StoryBody = textStory()) {
  const response = await t.request(token, 'POST', STORIES, body);
  if (response.statusCode !== 201) throw new Error(`publish: ${response.body}`);
  return oneStory.parse(response.json()).data;
}
