import type { EventObject } from 'xstate';

const MAX = 80;

const shorten = (text: string, max = MAX) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A value as a tester reads it: JSON, with files, errors and functions named. */
export function describeValue(value: unknown, max = MAX): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value, (_, inner: unknown) => {
    if (typeof File !== 'undefined' && inner instanceof File) return `File ${inner.name}`;
    if (inner instanceof Error) return `Error ${inner.message}`;
    if (typeof inner === 'function') return `ƒ ${inner.name || 'anonymous'}`;
    return inner;
  });
  return shorten(text ?? String(value), max);
}

/** The delay's name of a delayed event: `xstate.after.untilStart.liveClass.timing.notStarted`. */
export function delayOf(type: string): string | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(type);
  return match ? (match[1] ?? null) : null;
}

/** What an invoke result is about: `xstate.done.actor.dryRun` → { outcome: 'done', id }. */
export function invokeResultOf(type: string): { outcome: 'done' | 'error'; id: string } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return match ? { outcome: match[1] as 'done' | 'error', id: match[2] ?? '' } : null;
}

/** An event on one line: its type (internal ones as they read on the chart) and its payload. */
export function eventLabel(event: EventObject): string {
  const { type, ...payload } = event;
  const delay = delayOf(type);
  const result = invokeResultOf(type);
  const name = delay ? `after ${delay}` : result ? `${result.outcome}: ${result.id}` : type;
  return Object.keys(payload).length ? `${name} ${describeValue(payload, 60)}` : name;
}

/** Whether a value can be edited as JSON without losing anything (no files, functions, …). */
export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(isPlainData);
}
