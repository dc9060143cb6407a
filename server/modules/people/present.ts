import type { Activity, ActivityKind, Person } from '../../../contract/people';
import { activityDetailsSchema } from '../../../contract/people';
import type { MembershipRecord, PersonRecord } from './people-store';

export const presentPerson = (person: PersonRecord, memberships: MembershipRecord[]): Person => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  createdAt: person.createdAt.toISOString(),
  memberships: memberships
    .filter((m) => m.userId === person.id)
    .map((m) => ({
      organization: m.organization,
      role: m.role,
      isActive: m.isActive,
      joinedAt: m.joinedAt.toISOString(),
    })),
});

export interface ActivityRecord {
  id: string;
  kind: ActivityKind;
  organizationId: string | null;
  organizationName: string | null;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  details: unknown;
  createdAt: Date;
}

export const presentActivity = (row: ActivityRecord): Activity => ({
  id: row.id,
  kind: row.kind,
  organization:
    row.organizationId && row.organizationName !== null
      ? { id: row.organizationId, name: row.organizationName }
      : null,
  actor: row.actorId
    ? { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim() }
    : null,
  // Older or hand-written rows with unknown keys still present what is known.
  details: activityDetailsSchema.catch({}).parse(row.details),
  createdAt: row.createdAt.toISOString(),
});
