import {
  REACTION_KINDS,
  type Comment,
  type Reaction,
  type ReactionCounts,
  type ReactionKind,
  type Story,
  type StoryKind,
  type StoryStatus,
  type StoryVisibility,
} from '../../../contract/stories';
import { storyStatusOf } from '../../../machines/story.machine';
import { mediaUrl } from '../../platform/media-upload';
import { fullName } from '../../platform/person-name';

/** A story as the store reads it: the row, its organisation's and author's names, its counts. */
export interface StoryRecord {
  id: string;
  organizationId: string;
  organizationName: string;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  kind: StoryKind;
  text: string;
  mediaFileName: string | null;
  visibility: StoryVisibility;
  status: StoryStatus;
  blockedReason: string | null;
  blockedAt: Date | null;
  publishedAt: Date;
  expiresAt: Date;
  /** Reactions per kind (kinds nobody chose are absent). */
  reactionCounts: Partial<Record<string, number>> | null;
  comments: number;
}

/** Every kind present: a kind nobody chose counts 0. */
const countsOf = (stored: StoryRecord['reactionCounts']) =>
  Object.fromEntries(
    REACTION_KINDS.map((kind) => [kind, Number(stored?.[kind] ?? 0)]),
  ) as ReactionCounts;

/** The wire shape, with the machine's status at `now` (the server's clock). */
export function presentStory(row: StoryRecord, now: Date): Story {
  const reactions = countsOf(row.reactionCounts);
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    authorId: row.authorId,
    authorName: fullName(row.authorFirstName, row.authorLastName),
    kind: row.kind,
    text: row.text,
    mediaFileName: row.mediaFileName,
    mediaUrl: row.mediaFileName === null ? null : mediaUrl(row.mediaFileName),
    visibility: row.visibility,
    status: storyStatusOf(row, now),
    blockedReason: row.blockedReason,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    reactions,
    reactionsTotal: REACTION_KINDS.reduce((total, kind) => total + reactions[kind], 0),
    comments: row.comments,
  };
}

export interface ReactionRecord {
  userId: string;
  firstName: string;
  lastName: string;
  kind: ReactionKind;
  createdAt: Date;
}

export const presentReaction = (row: ReactionRecord): Reaction => ({
  userId: row.userId,
  userName: fullName(row.firstName, row.lastName),
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
});

export interface CommentRecord {
  id: string;
  storyId: string;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  text: string;
  createdAt: Date;
  removedAt: Date | null;
}

export const presentComment = (row: CommentRecord): Comment => ({
  id: row.id,
  storyId: row.storyId,
  authorId: row.authorId,
  authorName: fullName(row.authorFirstName, row.authorLastName),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
});
