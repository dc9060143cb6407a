import type { Organization } from '../../../contract/organizations';
import type { organizations } from '../../db/schema/organizations';

export type OrganizationRow = typeof organizations.$inferSelect;

export const presentOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  company_location: row.companyLocation,
  logoImageName: row.logoImageName,
  contractType: row.contractType,
  contractStatus: row.contractStatus,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  contractFile: row.contractFile,
  contractFileName: row.contractFile ? row.contractFileName : null,
  curriculum: row.curriculum,
  maxStudents: row.maxStudents,
  maxTeachers: row.maxTeachers,
  maxClassrooms: row.maxClassrooms,
});
