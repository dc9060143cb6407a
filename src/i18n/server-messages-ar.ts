import { identifyMessage } from '../../contract/message-catalogue';
import type { MessageParams } from '../../contract/message-template';
import arabic from './server-messages-ar.json';

/*
 * The services answer in English (contract/*_MESSAGES). In Arabic the console finds a message's
 * code in the contract's catalogue and shows its Arabic, keyed on that code; this module loads
 * only with Arabic. A message not in the catalogue is shown as the server sent it.
 */

const MESSAGES: Record<string, string> = arabic.messages;
const WORDS: Record<string, Record<string, string>> = arabic.words;

/** `{part}` shows the part as sent; `{part:table}` says it with one of the word tables. */
const PART = /\{(\w+)(?::(\w+))?\}/g;

function fill(template: string, params: MessageParams): string | undefined {
  let unknown = false;
  const text = template.replace(PART, (_whole, name: string, table?: string) => {
    const value = String(params[name] ?? '');
    const said = table ? WORDS[table]?.[value] : value;
    if (said === undefined || said === '') unknown = true;
    return said ?? '';
  });
  return unknown ? undefined : text;
}

/** The Arabic of a server message, or undefined when it has none. */
export function arabicServerMessage(text: string): string | undefined {
  const found = identifyMessage(text);
  const template = found && MESSAGES[found.key];
  // A part the word tables do not know leaves the message in English.
  return template ? fill(template, found.params) : undefined;
}
