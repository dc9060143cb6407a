import { CONTRACT_TYPES } from '../../../contract/organization-constants';
import type { Organization, OrganizationBody } from '../../../contract/organizations';

/** What the form's boxes hold: text, turned into the request body on save. */
export type Values = Record<
  | 'name'
  | 'company_location'
  | 'contractType'
  | 'startsAt'
  | 'endsAt'
  | 'curriculum'
  | 'maxStudents'
  | 'maxTeachers'
  | 'maxClassrooms',
  string
>;

export function initialValues(org: Organization | null): Values {
  return {
    name: org?.name ?? '',
    company_location: org?.company_location ?? '',
    contractType: org?.contractType ?? CONTRACT_TYPES[0],
    startsAt: org?.startsAt ?? '',
    endsAt: org?.endsAt ?? '',
    curriculum: org?.curriculum ?? '',
    maxStudents: org ? String(org.maxStudents) : '',
    maxTeachers: org ? String(org.maxTeachers) : '',
    maxClassrooms: org ? String(org.maxClassrooms) : '',
  };
}

// An empty box is sent as null (not 0), so the server names the field that is missing.
const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Fields of the body that are not files: a service field error lands on one of these. */
export const VALUE_FIELDS = [
  'name',
  'company_location',
  'contractType',
  'startsAt',
  'endsAt',
  'curriculum',
  'maxStudents',
  'maxTeachers',
  'maxClassrooms',
] as const satisfies readonly (keyof Values)[];

export interface StoredFiles {
  contractFile: string | null;
  /** Sent with a newly chosen contract file only; otherwise the service keeps the name. */
  contractFileName?: string;
  logoImageName: string | null;
}

/** The body as the form would send it, files aside: what the contract's schema checks. */
const NO_FILES: StoredFiles = { contractFile: null, logoImageName: null };

export function bodyOf(values: Values, files: StoredFiles = NO_FILES): OrganizationBody {
  return {
    name: values.name.trim(),
    company_location: values.company_location.trim(),
    contractType: values.contractType as OrganizationBody['contractType'],
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    curriculum: values.curriculum.trim() || null,
    ...files,
    maxStudents: count(values.maxStudents),
    maxTeachers: count(values.maxTeachers),
    maxClassrooms: count(values.maxClassrooms),
  };
}
