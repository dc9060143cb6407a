import { setup } from 'xstate';
import { STORY_ACTIONS, type StoryAction, type StoryStatus } from '../contract/story-constants';
import { nextStatusOf } from './decide';

export interface StoryContext {
  /** Its expiry has passed on the caller's clock (the server's, or the console's for buttons). */
  expired: boolean;
}

export type StoryEvent =
  | { type: 'HIDE' }
  | { type: 'SHOW' }
  | { type: 'BLOCK' }
  | { type: 'UNBLOCK' }
  | { type: 'EXPIRE' };

const EVENT_OF: Record<StoryAction, StoryEvent['type']> = {
  hide: 'HIDE',
  show: 'SHOW',
  block: 'BLOCK',
  unblock: 'UNBLOCK',
};

/**
 * A story. The author hides and shows it; a moderator blocks it (with a reason, whether shown
 * or hidden) and unblocks it, which shows it again unless it has expired meanwhile; time
 * expires a shown or hidden story (EXPIRE, sent when its expiry passes), and an expired story
 * stays expired. A blocked story does not expire while blocked, so the moderator's decision
 * stays on record. The users service asks it before every action (409 otherwise); the console
 * asks it which buttons to show. Who may send which event (author or moderator) is the routes'.
 */
export const storyMachine = setup({
  types: {
    context: {} as StoryContext,
    input: {} as StoryContext,
    events: {} as StoryEvent,
  },
  guards: {
    expired: ({ context }) => context.expired,
    notExpired: ({ context }) => !context.expired,
  },
}).createMachine({
  id: 'story',
  initial: 'visible',
  context: ({ input }) => input,
  states: {
    visible: { on: { HIDE: 'hidden', BLOCK: 'blocked', EXPIRE: 'expired' } },
    hidden: {
      on: {
        SHOW: { guard: 'notExpired', target: 'visible' },
        BLOCK: 'blocked',
        EXPIRE: 'expired',
      },
    },
    blocked: {
      on: {
        UNBLOCK: [{ guard: 'expired', target: 'expired' }, { target: 'visible' }],
      },
    },
    expired: { type: 'final' },
  },
});

/** The statuses a story row stores; `expired` is also stored once an unblock finds it past. */
export type StoredStoryStatus = StoryStatus;

/**
 * The story's state now: a shown or hidden story whose expiry has passed is expired (the EXPIRE
 * transition by time, never written); a blocked or expired one is what it stores.
 */
export function storyStatusOf(
  row: { status: StoredStoryStatus; expiresAt: Date | string },
  now: Date,
): StoryStatus {
  const expired = new Date(row.expiresAt).getTime() <= now.getTime();
  if ((row.status === 'visible' || row.status === 'hidden') && expired) return 'expired';
  return row.status;
}

/** The state after `action`, or null when the machine does not allow it from `status`. */
export const nextStoryStatus = (
  status: StoryStatus,
  action: StoryAction,
  context: StoryContext,
): StoryStatus | null => nextStatusOf(storyMachine, status, { type: EVENT_OF[action] }, context);

/** The actions allowed from `status` among `actions` (the caller's: author's or moderator's). */
export const allowedStoryActions = (
  status: StoryStatus,
  context: StoryContext,
  actions: readonly StoryAction[] = STORY_ACTIONS,
): StoryAction[] =>
  STORY_ACTIONS.filter(
    (action) => actions.includes(action) && nextStoryStatus(status, action, context) !== null,
  );
