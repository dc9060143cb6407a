import type { TFunction } from 'i18next';
import type { ContractImpact, Organization } from '../../../contract/organizations';
import { formatDay } from '../../i18n/format-date';

/** The actions that take something away, so the dialog states what they do first. */
export type ImpactAction = 'pause' | 'cancel';

/**
 * What a pause or cancel does, with the service's counts, one sentence a line: the members
 * (read-only, or without access), the classes kept, the invitations and join codes that stop
 * working, and how to undo it (reactivating; for a cancel, only before the end date).
 */
export function impactLines(
  t: TFunction,
  language: string,
  action: ImpactAction,
  org: Pick<Organization, 'endsAt'>,
  impact: ContractImpact,
): string[] {
  return [
    t(`organizations.impactOf.${action}.members`, {
      members: impact.members,
      students: impact.activeStudents,
      teachers: impact.activeTeachers,
    }),
    t(`organizations.impactOf.${action}.classes`, { classes: impact.activeClassrooms }),
    t('organizations.impactOf.joining', {
      invitations: impact.openInvitations,
      codes: impact.unusedJoinCodes,
    }),
    t(`organizations.impactOf.${action}.undo`, { date: formatDay(org.endsAt, language) }),
  ];
}
