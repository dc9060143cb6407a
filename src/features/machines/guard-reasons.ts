import {
  and,
  getNextTransitions,
  not,
  or,
  stateIn,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';

/** A guard's verdict on the current snapshot, with its parts when it combines others. */
export interface GuardVerdict {
  /** Its name (`teacherFree`), or what a built-in checks (`in timing.notStarted`, `not …`). */
  label: string;
  /** How it decides: all parts, any part, or by itself. */
  kind: 'and' | 'or' | 'leaf';
  ok: boolean;
  parts: GuardVerdict[];
}

// XState's built-in guards (and, or, not, stateIn) are functions carrying `check` and their
// parts; a named guard is a string (or { type }) looked up in the machine's implementations.
interface BuiltIn {
  (...args: unknown[]): unknown;
  check: (snapshot: AnyMachineSnapshot, args: unknown, guard: unknown) => boolean;
  guards?: unknown[];
  stateValue?: unknown;
}

const isBuiltIn = (guard: unknown): guard is BuiltIn =>
  typeof guard === 'function' && 'check' in guard;

// Which built-in a guard is, by its check (function names do not survive minifying).
const checkOf = (guard: unknown) => (guard as BuiltIn).check;
const KINDS = new Map<unknown, 'and' | 'or' | 'not' | 'stateIn'>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not('none')), 'not'],
  [checkOf(stateIn('none')), 'stateIn'],
]);

/** `#liveClass.timing.notStarted` as `timing.notStarted`. */
const stateName = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^#[^.]+\./, '') : JSON.stringify(value);

function verdictOf(guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject): GuardVerdict {
  const args = { context: snapshot.context, event };
  if (isBuiltIn(guard)) {
    const parts = (guard.guards ?? []).map((part) => verdictOf(part, snapshot, event));
    const ok = guard.check(snapshot, args, guard);
    const kind = KINDS.get(guard.check);
    if (kind === 'and' || kind === 'or') return { label: kind, kind, ok, parts };
    if (kind === 'stateIn')
      return { label: `in ${stateName(guard.stateValue)}`, kind: 'leaf', ok, parts: [] };
    const label = kind === 'not' && parts[0] ? `not ${parts[0].label}` : 'built-in';
    return { label, kind: 'leaf', ok, parts: [] };
  }
  if (typeof guard === 'function')
    return { label: 'inline', kind: 'leaf', ok: Boolean(guard(args)), parts: [] };
  const name = typeof guard === 'string' ? guard : String((guard as { type?: unknown }).type);
  const implementation: unknown = snapshot.machine.implementations.guards[name];
  if (isBuiltIn(implementation))
    return { ...verdictOf(implementation, snapshot, event), label: name };
  const ok =
    typeof implementation === 'function' ? Boolean(implementation(args, undefined)) : false;
  return { label: name, kind: 'leaf', ok, parts: [] };
}

/**
 * The guards that say no: an `and`'s failing parts, each of an `or`'s parts, else the guard
 * itself, down to the named guards and states a tester can read.
 */
function failing(verdict: GuardVerdict): string[] {
  if (verdict.ok) return [];
  if (verdict.kind === 'and') return verdict.parts.flatMap(failing);
  if (verdict.kind === 'or') return [verdict.parts.map((part) => part.label).join(' or ')];
  return [verdict.label];
}

/**
 * Why the current states refuse `type`: for each transition that would take it, the guards
 * that say no now (several transitions: several reasons). Empty when nothing handles it.
 */
export function refusalOf(snapshot: AnyMachineSnapshot, type: string): string[] {
  const event = { type };
  return getNextTransitions(snapshot)
    .filter((transition) => transition.eventType === type && transition.guard)
    .flatMap((transition) => failing(verdictOf(transition.guard, snapshot, event)));
}
