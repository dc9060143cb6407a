import type {
  ProfileChange,
  Rejection,
  RejectionReason,
  TeacherProfile,
} from '../../../contract/teachers';
import type { ChangeRow, ProfileRecord, RejectionRecord } from './store';
import { valuesOf } from './store';

// A timestamp read through a raw SQL fragment can arrive as text on one driver.
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const presentProfile = (row: ProfileRecord): TeacherProfile => ({
  teacherId: row.teacherId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  status: row.status,
  ...valuesOf(row),
  pendingChangeId: row.pendingChangeId ?? null,
  submittedAt: iso(row.submittedAt),
  reviewedAt: iso(row.reviewedAt),
});

export const presentRejection = (row: RejectionRecord): Rejection => ({
  id: row.id,
  kind: row.changeId ? 'change' : 'profile',
  reasons: row.reasons as RejectionReason[],
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export const presentChange = (
  row: ChangeRow,
  profile: ProfileRecord,
  rejection: RejectionRecord | null,
): ProfileChange => ({
  id: row.id,
  teacherId: row.teacherId,
  status: row.status,
  proposed: row.proposed,
  // After approval the profile holds the proposal; show what it replaced instead.
  current: row.status === 'approved' && row.replaced ? row.replaced : valuesOf(profile),
  createdAt: row.createdAt.toISOString(),
  reviewedAt: iso(row.reviewedAt),
  rejection: rejection ? presentRejection(rejection) : null,
});
