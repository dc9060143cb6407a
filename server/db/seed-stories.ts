import { and, eq, inArray } from 'drizzle-orm';
import { HAD_ORG_NAME } from '../../contract/constants';
import type { ReactionKind, StoryStatus, StoryVisibility } from '../../contract/stories';
import type { Db } from './client';
import { stories, storyComments, storyReactions } from './schema/stories';
import { users } from './schema/users';

const HOUR_MS = 3_600_000;

export interface DemoStory {
  text: string;
  /** A demo picture (server/db/demo-media, written to the media store with the curriculum's). */
  picture?: string;
  visibility: StoryVisibility;
  /** Stored; `expired` is reached by time (`expiresInHours` below zero) as in the service. */
  status: Extract<StoryStatus, 'visible' | 'hidden' | 'blocked'>;
  blockedReason?: string;
  publishedHoursAgo: number;
  expiresInHours: number;
  reactions: { who: string; kind: ReactionKind }[];
  comments: { who: string; text: string; removed?: boolean }[];
}

const AUTHOR = 'admin@demo.test';
const student = (n: number) => `student${String(n).padStart(2, '0')}@demo.test`;

/** HAD's demo stories (docs/stories.md, "Demo stories"), by the demo admin. */
export const DEMO_STORIES: DemoStory[] = [
  {
    text: 'Welcome to the new term! Share the first Arabic word you learnt this week.',
    visibility: 'everyone',
    status: 'visible',
    publishedHoursAgo: 5,
    expiresInHours: 24 * 20,
    reactions: [
      { who: student(1), kind: 'like' },
      { who: student(2), kind: 'love' },
      { who: student(3), kind: 'clap' },
      { who: student(4), kind: 'like' },
    ],
    comments: [
      { who: student(1), text: 'مرحبا! Marhaban was my first word.' },
      { who: student(2), text: 'Kitab: a book.' },
      { who: student(3), text: 'Call me on 0790000000 for answers', removed: true },
    ],
  },
  {
    text: 'Tonight’s word: قمر (qamar), the moon.',
    picture: 'moon.png',
    visibility: 'everyone',
    status: 'visible',
    publishedHoursAgo: 2,
    expiresInHours: 24 * 10,
    reactions: [
      { who: student(5), kind: 'wow' },
      { who: student(6), kind: 'love' },
    ],
    comments: [{ who: student(5), text: 'جميل!' }],
  },
  {
    text: 'Staff meeting notes: the spring timetable is coming soon.',
    visibility: 'organization',
    status: 'hidden',
    publishedHoursAgo: 30,
    expiresInHours: 24 * 5,
    reactions: [],
    comments: [],
  },
  {
    text: 'Free answers to every test here: message me!',
    visibility: 'everyone',
    status: 'blocked',
    blockedReason: 'Offers test answers: against the learning rules.',
    publishedHoursAgo: 20,
    expiresInHours: 24 * 3,
    reactions: [{ who: student(7), kind: 'like' }],
    comments: [],
  },
  {
    text: 'Last week’s challenge: write your name in Arabic letters.',
    visibility: 'everyone',
    status: 'visible',
    publishedHoursAgo: 24 * 8,
    expiresInHours: -24,
    reactions: [{ who: student(8), kind: 'clap' }],
    comments: [{ who: student(8), text: 'أحمد' }],
  },
];

/**
 * HAD's demo stories with their reactions and comments (Nour Academy's students reacting to
 * stories shown to everyone: rows of HAD, the story's organisation), times from `now`. A story
 * is added only when HAD has none of that text; one that exists is left as people made it.
 */
export async function seedDemoStories(
  tx: Db,
  orgIds: Map<string, string>,
  now: Date = new Date(),
): Promise<void> {
  const organizationId = orgIds.get(HAD_ORG_NAME);
  if (!organizationId) throw new Error(`Seed: missing ${HAD_ORG_NAME}`);
  const emails = [
    AUTHOR,
    ...DEMO_STORIES.flatMap((story) => [...story.reactions, ...story.comments].map((r) => r.who)),
  ];
  const userIds = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [...new Set(emails)]))
    ).map((row) => [row.email, row.id]),
  );
  const authorId = userIds.get(AUTHOR) ?? null;
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);

  for (const demo of DEMO_STORIES) {
    const [existing] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.organizationId, organizationId), eq(stories.text, demo.text)))
      .limit(1);
    if (existing) continue;
    const publishedAt = at(-demo.publishedHoursAgo);
    const blocked = demo.status === 'blocked';
    const [row] = await tx
      .insert(stories)
      .values({
        organizationId,
        authorId,
        kind: demo.picture ? 'picture' : 'text',
        text: demo.text,
        mediaFileName: demo.picture ?? null,
        visibility: demo.visibility,
        status: demo.status,
        blockedReason: blocked ? (demo.blockedReason ?? null) : null,
        blockedBy: blocked ? authorId : null,
        blockedAt: blocked ? at(-demo.publishedHoursAgo / 2) : null,
        publishedAt,
        expiresAt: at(demo.expiresInHours),
      })
      .returning({ id: stories.id });
    if (!row) continue;
    const reactions = demo.reactions.flatMap(({ who, kind }, n) => {
      const userId = userIds.get(who);
      // A minute apart after publishing: each its own time, so the order is stable.
      const createdAt = new Date(publishedAt.getTime() + (n + 1) * 60_000);
      return userId ? [{ storyId: row.id, userId, organizationId, kind, createdAt }] : [];
    });
    if (reactions.length > 0) await tx.insert(storyReactions).values(reactions);
    const comments = demo.comments.flatMap(({ who, text, removed }, n) => {
      const userId = userIds.get(who);
      const createdAt = new Date(publishedAt.getTime() + (n + 1) * 5 * 60_000);
      return userId
        ? [
            {
              storyId: row.id,
              organizationId,
              authorId: userId,
              text,
              createdAt,
              removedAt: removed ? new Date(createdAt.getTime() + 30 * 60_000) : null,
              removedBy: removed ? authorId : null,
            },
          ]
        : [];
    });
    if (comments.length > 0) await tx.insert(storyComments).values(comments);
  }
}
