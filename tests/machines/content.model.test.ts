import { describe, expect, it } from 'vitest';
import { CONTENT_ACTIONS, CONTENT_STATUSES, CURRICULUM_MESSAGES } from '../../contract/curriculum';
import type { ContentAction, ContentStatus } from '../../contract/curriculum';
import {
  allowedContentActions,
  contentRefusal,
  contentMachine,
  contentStatusOf,
  flagsOf,
  nextContentState,
  type ContentContext,
  type ContentState,
} from '../../machines/content.machine';
import { CONTENT_CONTEXTS as CONTEXTS, contentModel } from '../../machines/models/content.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

/** ARCHITECTURE "Domain decisions" and the rules, written out apart from the machine. */
function rule(
  from: ContentStatus,
  action: ContentAction,
  ctx: ContentContext,
): ContentState | null {
  switch (action) {
    case 'publish':
      return from === 'unpublished' && ctx.valid ? 'published' : null;
    case 'unpublish':
      return from === 'published' ? 'unpublished' : null;
    case 'archive':
      return from === 'archived' ? null : 'archived';
    case 'unarchive':
      return from === 'archived' ? 'unpublished' : null;
    case 'delete':
      return from !== 'published' && ctx.deletable ? 'deleted' : null;
  }
}

describe('content graph', () => {
  const walks = contentModel.inputs.map((ctx) =>
    walk(contentModel.machine, ctx, contentModel.samples),
  );

  it('rests in every state node and takes every transition over the four contexts', () => {
    const reached = reachedIds(contentMachine, walks);
    expect(nodeIds(contentMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(contentMachine)).toHaveLength(4);
    expect(untakenEdges(contentMachine, walks)).toEqual([]);
  });

  it.each(CONTEXTS.map((ctx, i) => [JSON.stringify(ctx), i] as const))(
    'takes exactly the transitions of the rules with %s',
    (_, index) => {
      const ctx = CONTEXTS[index]!;
      const taken = walks[index]!.steps.filter(
        (s) => leaf(s.state.value) !== leaf(s.nextState.value),
      ).map((s) => `${leaf(s.state.value)} ${s.event.type} -> ${leaf(s.nextState.value)}`);
      const reachable = new Set(walks[index]!.snapshots.map((s) => leaf(s.value)));
      const expected = CONTENT_STATUSES.filter((status) => reachable.has(status)).flatMap((from) =>
        CONTENT_ACTIONS.flatMap((action) => {
          const to = rule(from, action, ctx);
          return to ? [`${from} ${action.toUpperCase()} -> ${to}`] : [];
        }),
      );
      expect(taken.sort()).toEqual(expected.sort());
    },
  );
});

describe('nextContentState and allowedContentActions (what the services and console ask)', () => {
  const cases = CONTENT_STATUSES.flatMap((status) =>
    CONTENT_ACTIONS.flatMap((action) => CONTEXTS.map((ctx) => [status, action, ctx] as const)),
  );
  it.each(cases)('%s + %s with %o follows the rules', (status, action, ctx) => {
    expect(nextContentState(status, action, ctx)).toBe(rule(status, action, ctx));
  });

  it('never publishes an archived item, even a valid one', () => {
    expect(nextContentState('archived', 'publish', { valid: true, deletable: true })).toBeNull();
  });

  it('offers actions in a stable order', () => {
    const all = { valid: true, deletable: true };
    expect(allowedContentActions('unpublished', all)).toEqual(['publish', 'archive', 'delete']);
    expect(allowedContentActions('published', all)).toEqual(['unpublish', 'archive']);
    expect(allowedContentActions('archived', all)).toEqual(['unarchive', 'delete']);
    expect(allowedContentActions('unpublished', { valid: false, deletable: false })).toEqual([
      'archive',
    ]);
  });

  it.each(cases)(
    '%s + %s with %o: refused exactly when not allowed, and says why',
    (status, action, ctx) => {
      const refusal = contentRefusal(status, action, ctx);
      expect(refusal === null).toBe(rule(status, action, ctx) !== null);
      if (!refusal) return;
      // Shown locked (expected) only where a person would look for it: deleting what was published,
      // publishing what is archived or incomplete; the rest are not offered.
      const expected =
        action === 'delete' ||
        (action === 'publish' && (status === 'archived' || status === 'unpublished'));
      expect(refusal.expected).toBe(expected);
      expect(refusal.message).not.toBe('');
    },
  );

  it('says a published item cannot be deleted, and to archive it instead', () => {
    expect(contentRefusal('published', 'delete', { valid: true, deletable: false })).toEqual({
      message: CURRICULUM_MESSAGES.deleteArchiveInstead,
      expected: true,
    });
  });

  it('maps the stored flags to a state and back', () => {
    for (const status of CONTENT_STATUSES) expect(contentStatusOf(flagsOf(status))).toBe(status);
    expect(contentStatusOf({ isEnabled: true, isArchived: true })).toBe('archived');
  });
});
