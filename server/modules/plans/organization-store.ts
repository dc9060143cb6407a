import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../../../contract/constants';
import type { OrganizationPackage, OrganizationPackages } from '../../../contract/plans';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { organizationPackages, plans } from '../../db/schema/packages';
import { presentPlans } from './present';

/*
 * An organisation's packages (docs/plans.md): tenant-owned rows under row-level security.
 * Every query names the organisation too; the transaction's scope decides what is visible.
 */

/**
 * What the organisation is to packages: a customer (a school) has them; HAD (the platform
 * owner) and DEFAULT (sign-ups waiting for an invitation) do not; null when there is none.
 */
export async function organizationKind(
  tx: Db,
  id: string,
): Promise<'customer' | 'platform' | null> {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row) return null;
  return row.name === HAD_ORG_NAME || row.name === DEFAULT_ORG_NAME ? 'platform' : 'customer';
}

/** Its packages, oldest first, each with its plan; `orgPackageId` is the first one's id. */
export async function packagesOf(
  tx: Db,
  organizationId: string,
  now: Date,
): Promise<OrganizationPackages> {
  const rows = await tx
    .select({ pkg: organizationPackages, plan: plans })
    .from(organizationPackages)
    .innerJoin(plans, eq(plans.id, organizationPackages.planId))
    .where(eq(organizationPackages.organizationId, organizationId))
    .orderBy(asc(organizationPackages.assignedAt), asc(organizationPackages.id));
  const presented = await presentPlans(
    tx,
    rows.map((row) => row.plan),
    now,
  );
  const packages: OrganizationPackage[] = rows.map(({ pkg }, i) => ({
    id: pkg.id,
    organizationId: pkg.organizationId,
    plan: presented[i]!,
    assignedAt: pkg.assignedAt.toISOString(),
    assignedBy: pkg.assignedBy,
  }));
  return { orgPackageId: packages[0]?.id ?? null, packages };
}

/** The plan of an organisation's package (a row the caller's scope sees), or null. */
export async function planOfPackage(tx: Db, packageId: string) {
  const [row] = await tx
    .select({ plan: plans })
    .from(organizationPackages)
    .innerJoin(plans, eq(plans.id, organizationPackages.planId))
    .where(eq(organizationPackages.id, packageId))
    .limit(1);
  return row?.plan ?? null;
}

export async function insertPackage(
  tx: Db,
  values: { organizationId: string; planId: string; assignedBy: string },
): Promise<string> {
  const [row] = await tx
    .insert(organizationPackages)
    .values(values)
    .returning({ id: organizationPackages.id });
  if (!row) throw new Error('organization_packages insert returned no row');
  return row.id;
}

/** True when the organisation had that package. */
/** What the trash keeps of a package: its plan's name, in its organisation. */
export async function packageName(
  tx: Db,
  organizationId: string,
  packageId: string,
): Promise<{ plan: string; organization: string } | null> {
  const [row] = await tx
    .select({ plan: plans.nameEn, organization: organizations.name })
    .from(organizationPackages)
    .innerJoin(plans, eq(plans.id, organizationPackages.planId))
    .innerJoin(organizations, eq(organizations.id, organizationPackages.organizationId))
    .where(
      and(
        eq(organizationPackages.organizationId, organizationId),
        eq(organizationPackages.id, packageId),
      ),
    );
  return row ?? null;
}

export async function deletePackage(
  tx: Db,
  organizationId: string,
  packageId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(organizationPackages)
    .where(
      and(
        eq(organizationPackages.organizationId, organizationId),
        eq(organizationPackages.id, packageId),
      ),
    )
    .returning({ id: organizationPackages.id });
  return rows.length > 0;
}
