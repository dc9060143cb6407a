import { describe, expect, it } from 'vitest';
import { contractMachine } from '../../machines/contract.machine';
import { liveClassMachine, type LiveClassInput } from '../../machines/live-class.machine';
import { refusalOf } from '../../src/features/machines/guard-reasons';

const NOW = Date.UTC(2026, 11, 9, 9);
const facts = (over: Partial<LiveClassInput> = {}): LiveClassInput => ({
  startsAt: NOW + 3_600_000,
  durationMinutes: 60,
  hasTeacher: true,
  teacherClash: false,
  callerIsTeacher: false,
  now: NOW,
  ...over,
});
const liveClass = (value: Record<string, string>, context: LiveClassInput) =>
  liveClassMachine.resolveState({ value, context });

describe('why a guard refuses an event', () => {
  it('names the failing parts of an and: the state, then the named guard', () => {
    const started = liveClass(
      { approval: 'unapproved', timing: 'live', validity: 'valid' },
      facts({ teacherClash: true }),
    );
    expect(refusalOf(started, 'APPROVE')).toEqual(['in timing.notStarted', 'teacherFree']);
    const ahead = liveClass(
      { approval: 'unapproved', timing: 'notStarted', validity: 'valid' },
      facts({ teacherClash: true }),
    );
    expect(refusalOf(ahead, 'APPROVE')).toEqual(['teacherFree']);
  });

  it('reads a named guard built of others down to its parts, and a not by what it negates', () => {
    const invalid = liveClass(
      { approval: 'unapproved', timing: 'live', validity: 'invalid' },
      facts({ hasTeacher: false }),
    );
    // fixed = and(hasTeacher, teacherFree, or(approved, notStarted))
    expect(refusalOf(invalid, 'VALIDATE')).toEqual([
      'hasTeacher',
      'in approval.approved or in timing.notStarted',
    ]);
    const taken = liveClass(
      { approval: 'approved', timing: 'notStarted', validity: 'valid' },
      facts({ hasTeacher: true }),
    );
    expect(refusalOf(taken, 'ACCEPT')).toEqual(['not hasTeacher']);
  });

  it('says nothing for an event accepted now, or one no state handles', () => {
    const ahead = liveClass(
      { approval: 'unapproved', timing: 'notStarted', validity: 'valid' },
      facts(),
    );
    expect(refusalOf(ahead, 'APPROVE')).toEqual([]);
    const contract = contractMachine.resolveState({
      value: 'canceled',
      context: { endsAt: '2027-01-01', today: '2026-12-09', organizationName: 'Nour' },
    });
    expect(refusalOf(contract, 'PAUSE')).toEqual([]);
  });
});
