import { notInArray } from 'drizzle-orm';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../../../contract/constants';
import {
  CONTRACT_STATES,
  ENDING_SOON_DAYS,
  ENDING_SOON_LISTED,
  type ContractState,
  type PlatformOverview,
} from '../../../contract/platform-overview';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { standingOf } from '../../platform/contract-standing';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The platform's customer organisations by contract state on `today` (the server's day), and the
 * contracts still running that end within ENDING_SOON_DAYS. The contract machine decides what
 * "ended" means (standingOf), as it does for access. One read of four columns per organisation:
 * the platform has thousands of organisations at most, not millions.
 */
export async function platformOverview(tx: Db, today: string): Promise<PlatformOverview> {
  const rows = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      contractStatus: organizations.contractStatus,
      endsAt: organizations.endsAt,
    })
    .from(organizations)
    .where(notInArray(organizations.name, [HAD_ORG_NAME, DEFAULT_ORG_NAME]));
  const byState = Object.fromEntries(CONTRACT_STATES.map((state) => [state, 0])) as Record<
    ContractState,
    number
  >;
  const ending: PlatformOverview['endingSoon']['result'] = [];
  for (const row of rows) {
    const standing = standingOf(row, today);
    byState[standing === 'ended' ? 'ended' : row.contractStatus] += 1;
    const daysLeft = daysBetween(today, row.endsAt);
    if (standing !== 'ended' && standing !== 'canceled' && daysLeft <= ENDING_SOON_DAYS) {
      ending.push({
        id: row.id,
        name: row.name,
        status: row.contractStatus,
        endsAt: row.endsAt,
        daysLeft,
      });
    }
  }
  ending.sort((a, b) => a.endsAt.localeCompare(b.endsAt) || a.name.localeCompare(b.name));
  return {
    organizations: rows.length,
    byState,
    endingSoon: { total: ending.length, result: ending.slice(0, ENDING_SOON_LISTED) },
  };
}
