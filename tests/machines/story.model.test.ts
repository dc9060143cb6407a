import { describe, expect, it } from 'vitest';
import {
  AUTHOR_ACTIONS,
  MODERATOR_ACTIONS,
  STORY_ACTIONS,
  STORY_STATUSES,
  type StoryAction,
  type StoryStatus,
} from '../../contract/stories';
import {
  allowedStoryActions,
  nextStoryStatus,
  storyMachine,
  storyStatusOf,
  type StoryContext,
} from '../../machines/story.machine';
import { STORY_CONTEXTS as CONTEXTS, storyModel } from '../../machines/models/story.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

/** ARCHITECTURE's story decision and the rules, written out apart from the machine. */
function rule(from: StoryStatus, action: StoryAction, ctx: StoryContext): StoryStatus | null {
  switch (action) {
    case 'hide':
      return from === 'visible' ? 'hidden' : null;
    case 'show':
      return from === 'hidden' && !ctx.expired ? 'visible' : null;
    case 'block':
      return from === 'visible' || from === 'hidden' ? 'blocked' : null;
    case 'unblock':
      return from === 'blocked' ? (ctx.expired ? 'expired' : 'visible') : null;
  }
}

/** Time's own transition: a shown or hidden story expires. */
const expires = (from: StoryStatus) => from === 'visible' || from === 'hidden';

describe('story graph', () => {
  const walks = storyModel.inputs.map((ctx) => walk(storyModel.machine, ctx, storyModel.samples));

  it('rests in every state node and takes every transition over both contexts', () => {
    const reached = reachedIds(storyMachine, walks);
    expect(nodeIds(storyMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(storyMachine)).toHaveLength(4);
    expect(untakenEdges(storyMachine, walks)).toEqual([]);
  });

  it.each(CONTEXTS.map((ctx, i) => [JSON.stringify(ctx), i] as const))(
    'takes exactly the transitions of the rules with %s',
    (_, index) => {
      const ctx = CONTEXTS[index]!;
      const taken = walks[index]!.steps.filter(
        (s) => leaf(s.state.value) !== leaf(s.nextState.value),
      ).map((s) => `${leaf(s.state.value)} ${s.event.type} -> ${leaf(s.nextState.value)}`);
      const reachable = new Set(walks[index]!.snapshots.map((s) => leaf(s.value)));
      const expected = STORY_STATUSES.filter((status) => reachable.has(status)).flatMap((from) => [
        ...STORY_ACTIONS.flatMap((action) => {
          const to = rule(from, action, ctx);
          return to ? [`${from} ${action.toUpperCase()} -> ${to}`] : [];
        }),
        ...(expires(from) ? [`${from} EXPIRE -> expired`] : []),
      ]);
      expect(taken.sort()).toEqual(expected.sort());
    },
  );
});

describe('nextStoryStatus and allowedStoryActions (what the service and console ask)', () => {
  const cases = STORY_STATUSES.flatMap((status) =>
    STORY_ACTIONS.flatMap((action) => CONTEXTS.map((ctx) => [status, action, ctx] as const)),
  );
  it.each(cases)('%s + %s with %o follows the rules', (status, action, ctx) => {
    expect(nextStoryStatus(status, action, ctx)).toBe(rule(status, action, ctx));
  });

  it('offers the author and the moderator only their own actions', () => {
    const now = { expired: false };
    expect(allowedStoryActions('visible', now, AUTHOR_ACTIONS)).toEqual(['hide']);
    expect(allowedStoryActions('hidden', now, AUTHOR_ACTIONS)).toEqual(['show']);
    expect(allowedStoryActions('blocked', now, AUTHOR_ACTIONS)).toEqual([]);
    expect(allowedStoryActions('visible', now, MODERATOR_ACTIONS)).toEqual(['block']);
    expect(allowedStoryActions('blocked', now, MODERATOR_ACTIONS)).toEqual(['unblock']);
    expect(allowedStoryActions('expired', now)).toEqual([]);
  });
});

describe('storyStatusOf (expiry by the clock)', () => {
  const at = new Date('2026-11-25T12:00:00Z');
  const row = (status: StoryStatus, expiresAt: string) => ({ status, expiresAt });

  it('expires a shown or hidden story at its expiry, not a millisecond before', () => {
    expect(storyStatusOf(row('visible', '2026-11-25T12:00:00.001Z'), at)).toBe('visible');
    expect(storyStatusOf(row('visible', '2026-11-25T12:00:00.000Z'), at)).toBe('expired');
    expect(storyStatusOf(row('hidden', '2026-11-24T00:00:00Z'), at)).toBe('expired');
  });

  it('keeps a blocked story blocked past its expiry', () => {
    expect(storyStatusOf(row('blocked', '2026-11-24T00:00:00Z'), at)).toBe('blocked');
  });
});
