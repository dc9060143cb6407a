import { MESSAGES } from '../../contract/messages';

/** A text PostgreSQL cannot keep, where it is and why. */
export interface UnstorableText {
  /** The field's dotted path ('' for the whole value). */
  path: string;
  message: string;
}

/** Half of a surrogate pair without its other half: ill-formed UTF-16. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL cannot keep this text, or null when it can. */
function problemOf(text: string): string | null {
  // U+0000 cannot be stored in text at all; a lone surrogate fails a json column (a 500) and
  // would be kept as U+FFFD in text, silently changed.
  if (text.includes('\u0000')) return MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return MESSAGES.loneSurrogate;
  return null;
}

/**
 * The first text in a request's input that PostgreSQL cannot keep: every JSON body, query and
 * path is refused with 400 at the door, on the field that holds it. Keys count as text.
 */
export function unstorableTextOf(value: unknown, path = ''): UnstorableText | null {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { path, message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const inKey = problemOf(key);
    if (inKey) return { path: here, message: inKey };
    const found = unstorableTextOf(inner, here);
    if (found) return found;
  }
  return null;
}
