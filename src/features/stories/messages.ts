import { STORY_LIMITS, STORY_MESSAGES } from '../../../contract/story-constants';
import { i18n, translateMessage } from '../../i18n/i18n';
import type { ListKeys } from '../../ui/list-keys';

/**
 * The contract's story messages by their text, so that a server message (or the composer's own
 * check, worded the same) is shown in the page's language; any other text is translated when
 * the console knows it, else shown as it is.
 */
const KEYS = new Map<string, string>(
  Object.entries(STORY_MESSAGES).map(([name, text]) => [text, `stories.messages.${name}`]),
);

const VALUES = { days: STORY_LIMITS.lifetimeMaxHours / 24 };

/** Whether the text is one of the contract's story messages. */
export const isStoryMessage = (message: string): boolean => KEYS.has(message);

export function storyMessageText(message: string): string {
  const key = KEYS.get(message);
  return key && i18n.exists(key) ? i18n.t(key, VALUES) : translateMessage(message);
}

/** What a toast shows after a story call: the server's message, or the action's own notice. */
export const noticeOf = (message: string, fallback: keyof typeof STORY_MESSAGES): string =>
  storyMessageText(message || STORY_MESSAGES[fallback]);

/** The stories lists' i18n namespaces (ListStates' and the Pager's texts under each). */
export const STORY_LIST_KEYS = {
  mine: 'stories.mine',
  management: 'stories.management',
  reactions: 'stories.reactions',
  comments: 'stories.comments',
} as const satisfies Record<string, ListKeys>;
