import type { Comment, Reaction, Story } from '../../../contract/stories';
import { membership, permissions } from './orgs';
import { json } from './render';

export const STORY_ID = '00000000-0000-4000-8000-00000000b001';
export const BLOCKED_ID = '00000000-0000-4000-8000-00000000b002';
export const HIDDEN_ID = '00000000-0000-4000-8000-00000000b003';
const ORG_ID = '00000000-0000-4000-8000-0000000000f1';
const AUTHOR_ID = '00000000-0000-4000-8000-0000000000a9';

export function story(over: Partial<Story> = {}): Story {
  return {
    id: STORY_ID,
    organizationId: ORG_ID,
    organizationName: 'HAD',
    authorId: AUTHOR_ID,
    authorName: 'Amal Haddad',
    kind: 'text',
    text: 'Ramadan kareem to every learner!',
    mediaFileName: null,
    mediaUrl: null,
    visibility: 'everyone',
    status: 'visible',
    blockedReason: null,
    blockedAt: null,
    publishedAt: '2030-03-01T10:00:00.000Z',
    expiresAt: '2030-03-02T10:00:00.000Z',
    reactions: { like: 3, love: 2, clap: 1, wow: 0 },
    reactionsTotal: 6,
    comments: 2,
    ...over,
  };
}

export const blockedStory = story({
  id: BLOCKED_ID,
  text: 'Buy cheap followers here',
  status: 'blocked',
  blockedReason: 'Advertising is not allowed.',
  blockedAt: '2030-03-01T12:00:00.000Z',
  comments: 0,
});

export const hiddenStory = story({ id: HIDDEN_ID, text: 'A quiet one', status: 'hidden' });

export const COMMENT_ID = '00000000-0000-4000-8000-00000000c001';
export const REMOVED_COMMENT_ID = '00000000-0000-4000-8000-00000000c002';

export const comments: Comment[] = [
  {
    id: COMMENT_ID,
    storyId: STORY_ID,
    authorId: '00000000-0000-4000-8000-0000000000a1',
    authorName: 'Omar Saleh',
    text: 'Thank you!',
    createdAt: '2030-03-01T11:00:00.000Z',
    removedAt: null,
  },
  {
    id: REMOVED_COMMENT_ID,
    storyId: STORY_ID,
    authorId: '00000000-0000-4000-8000-0000000000a2',
    authorName: 'Lina Aziz',
    text: 'Rude words',
    createdAt: '2030-03-01T11:30:00.000Z',
    removedAt: '2030-03-01T12:30:00.000Z',
  },
];

export const reactions: Reaction[] = [
  {
    userId: '00000000-0000-4000-8000-0000000000a1',
    userName: 'Omar Saleh',
    kind: 'love',
    createdAt: '2030-03-01T11:00:00.000Z',
  },
];

/** A page of the list as the users service sends it. */
export const pageOf = <T>(result: T[]) =>
  json({
    data: {
      result,
      pagination: {
        pageNumber: 1,
        pageSize: 20,
        numOfPages: 1,
        total: result.length,
        count: result.length,
      },
    },
  });

/** HAD members who only read (no write on Stories or StoriesManagement). */
export const storiesReader = membership({
  id: 'org-had',
  name: 'HAD',
  location: 'Riyadh',
  role: {
    name: 'Reader',
    number: 8,
    permissions: permissions({ Stories: { read: true }, StoriesManagement: { read: true } }),
  },
});
