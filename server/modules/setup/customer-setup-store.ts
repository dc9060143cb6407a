import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME, MANAGER_ROLE_NUMBER } from '../../../contract/constants';
import type { ContractStatus } from '../../../contract/organizations';
import type { Db } from '../../db/client';
import { rowsOf } from '../../platform/sql-rows';

/**
 * A customer's set-up by HAD (contract/setup-constants.ts, CUSTOMER_SETUP_STEPS), each step read
 * from the data: the organisation itself (always there), its seats, a manager invited or joined,
 * a package given, its contract out of `pending`. Nothing is stored for it.
 */
export interface CustomerSetupRow {
  id: string;
  name: string;
  contractStatus: ContractStatus;
  /** Seats set: students, teachers and classrooms together above zero. */
  seats: boolean;
  /**
   * An invitation not canceled (a pending one past its date included), or a membership, whose
   * role is a manager's. `memberships.is_active` is only the user's selected organisation, so
   * any membership counts.
   */
  manager: boolean;
  /** At least one row of organization_packages. */
  plan: boolean;
}

/**
 * One statement for any number of organisations: each step is an `exists` on the
 * organisation's index of that table. Customers only (HAD and DEFAULT are the platform's own, as
 * plans/organization-store.ts `organizationKind` tells them), newest first. Read with
 * `platform` on: invitations, memberships and organization_packages are tenant-owned.
 */
async function readCustomerSetup(tx: Db, where: SQL): Promise<CustomerSetupRow[]> {
  const rows = await rowsOf<{
    id: string;
    name: string;
    contract_status: ContractStatus;
    seats: boolean;
    manager: boolean;
    plan: boolean;
  }>(
    tx.execute(sql`
      select o.id, o.name, o.contract_status,
        (o.max_students + o.max_teachers + o.max_classrooms) > 0 as seats,
        (exists (select 1 from invitations i join roles r on r.id = i.role_id
            where i.organization_id = o.id and i.status <> 'canceled'
              and r.number = ${MANAGER_ROLE_NUMBER})
          or exists (select 1 from memberships m join roles r on r.id = m.role_id
            where m.organization_id = o.id and r.number = ${MANAGER_ROLE_NUMBER})) as manager,
        exists (select 1 from organization_packages p where p.organization_id = o.id) as plan
      from organizations o
      where o.name not in (${HAD_ORG_NAME}, ${DEFAULT_ORG_NAME}) and ${where}
      order by o.created_at desc, o.id desc`),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contractStatus: row.contract_status,
    seats: row.seats,
    manager: row.manager,
    plan: row.plan,
  }));
}

/** Every customer whose contract is still pending (not yet activated), newest first. */
export const pendingCustomerSetups = (tx: Db) =>
  readCustomerSetup(tx, sql`o.contract_status = 'pending'`);

/** One customer's set-up, whatever its status; undefined for an unknown id or HAD, DEFAULT. */
export async function customerSetupOf(
  tx: Db,
  organizationId: string,
): Promise<CustomerSetupRow | undefined> {
  const [row] = await readCustomerSetup(tx, sql`o.id = ${organizationId}`);
  return row;
}
