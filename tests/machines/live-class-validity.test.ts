import { describe, expect, it } from 'vitest';
import { invalidReasonNow } from '../../machines/live-class.machine';

describe('why a live class is invalid now (service and console alike)', () => {
  it('is its stored reason first', () => {
    expect(invalidReasonNow('noTeacher', 'unapproved', 'live')).toBe('noTeacher');
    expect(invalidReasonNow('clash', 'approved', 'notStarted')).toBe('clash');
  });

  it('is the start passed once an unapproved class has started, by the clock alone', () => {
    expect(invalidReasonNow(null, 'unapproved', 'notStarted')).toBeNull();
    expect(invalidReasonNow(null, 'unapproved', 'live')).toBe('startPassed');
    expect(invalidReasonNow(null, 'unapproved', 'finished')).toBe('startPassed');
    expect(invalidReasonNow(null, 'approved', 'live')).toBeNull();
  });
});
