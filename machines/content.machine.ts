import { setup } from 'xstate';
import {
  CONTENT_ACTIONS,
  CURRICULUM_MESSAGES,
  type ContentAction,
  type ContentStatus,
} from '../contract/curriculum-constants';
import { nextStatusOf } from './decide';

export interface ContentContext {
  /** Complete enough to publish (an element with its media and a correct answer; others: true). */
  valid: boolean;
  /** Never published and used by nothing: it may be deleted rather than archived. */
  deletable: boolean;
}

export type ContentEvent =
  | { type: 'PUBLISH' }
  | { type: 'UNPUBLISH' }
  | { type: 'ARCHIVE' }
  | { type: 'UNARCHIVE' }
  | { type: 'DELETE' };

const EVENT_OF: Record<ContentAction, ContentEvent['type']> = {
  publish: 'PUBLISH',
  unpublish: 'UNPUBLISH',
  archive: 'ARCHIVE',
  unarchive: 'UNARCHIVE',
  delete: 'DELETE',
};

/**
 * The workflow of a topic, unit, activity or element. Published/unpublished is isEnabled;
 * archiving unpublishes and hides; unarchiving returns it unpublished; an archived item is not
 * published; an invalid element is not published; only an item never published and unused is
 * deleted. The levels service asks it before every change (409 otherwise); the console asks it
 * which actions to offer.
 */
export const contentMachine = setup({
  types: {
    context: {} as ContentContext,
    input: {} as ContentContext,
    events: {} as ContentEvent,
  },
  guards: {
    valid: ({ context }) => context.valid,
    deletable: ({ context }) => context.deletable,
  },
}).createMachine({
  id: 'content',
  initial: 'unpublished',
  context: ({ input }) => input,
  states: {
    unpublished: {
      on: {
        PUBLISH: { guard: 'valid', target: 'published' },
        ARCHIVE: 'archived',
        DELETE: { guard: 'deletable', target: 'deleted' },
      },
    },
    published: { on: { UNPUBLISH: 'unpublished', ARCHIVE: 'archived' } },
    archived: {
      on: { UNARCHIVE: 'unpublished', DELETE: { guard: 'deletable', target: 'deleted' } },
    },
    deleted: { type: 'final' },
  },
});

export type ContentState = ContentStatus | 'deleted';

/** The stored flags as the machine's state. */
export const contentStatusOf = (row: { isEnabled: boolean; isArchived: boolean }): ContentStatus =>
  row.isArchived ? 'archived' : row.isEnabled ? 'published' : 'unpublished';

/** The state after `action`, or null when the machine does not allow it from `status`. */
export const nextContentState = (
  status: ContentStatus,
  action: ContentAction,
  context: ContentContext,
): ContentState | null => nextStatusOf(contentMachine, status, { type: EVENT_OF[action] }, context);

/** The actions allowed from `status`, in a stable order for buttons. */
export const allowedContentActions = (
  status: ContentStatus,
  context: ContentContext,
): ContentAction[] =>
  CONTENT_ACTIONS.filter((action) => nextContentState(status, action, context) !== null);

/** Why the machine refuses an action, in the words the levels service answers its 409 with. */
export interface ContentRefusal {
  message: string;
  /**
   * An action a person would look for here (publishing an archived or incomplete item, deleting
   * one that was published): the console shows it locked with the message. The others (publish
   * what is published, unarchive what is not archived) are simply not offered.
   */
  expected: boolean;
}

/** Why the machine refuses `action` from `status`, or null when it allows it. */
export const contentRefusal = (
  status: ContentStatus,
  action: ContentAction,
  context: ContentContext,
): ContentRefusal | null =>
  nextContentState(status, action, context) === null
    ? refusedContent(status, action, context)
    : null;

/** What to say of an action the machine refused (the service's 409 says it too). */
export function refusedContent(
  status: ContentStatus,
  action: ContentAction,
  context: ContentContext,
): ContentRefusal {
  if (action === 'publish' && status === 'archived')
    return { message: CURRICULUM_MESSAGES.archivedCannotPublish, expected: true };
  if (action === 'publish' && !context.valid)
    return {
      message: CURRICULUM_MESSAGES.invalidCannotPublish,
      expected: status === 'unpublished',
    };
  if (action === 'delete')
    return { message: CURRICULUM_MESSAGES.deleteArchiveInstead, expected: true };
  return { message: CURRICULUM_MESSAGES.notAllowed(action, status), expected: false };
}

/** The stored flags of a state the machine moved to (deleted has none). */
export const flagsOf = (state: ContentStatus) => ({
  isEnabled: state === 'published',
  isArchived: state === 'archived',
});
