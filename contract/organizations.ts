import { z } from 'zod';
import {
  CONTRACT_ACTIONS,
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_STANDINGS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
} from './organization-constants';
import { paged } from './wire';
import { isoDate } from './dates';
import { templated } from './message-template';

export * from './organization-constants';

export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const contractActionSchema = z.enum(CONTRACT_ACTIONS);
export type ContractAction = z.infer<typeof contractActionSchema>;

export const contractStandingSchema = z.enum(CONTRACT_STANDINGS);
export type ContractStanding = z.infer<typeof contractStandingSchema>;
/** The standings that leave members without access. */
export type ClosedStanding = Extract<ContractStanding, 'canceled' | 'ended'>;

/** A membership's organisation's contract, as the session needs it. */
export const membershipContractSchema = z.object({
  status: contractStatusSchema,
  endsAt: isoDate(),
  standing: contractStandingSchema,
});
export type MembershipContract = z.infer<typeof membershipContractSchema>;

export const contractTypeSchema = z.enum(CONTRACT_TYPES);

export const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company_location: z.string(),
  logoImageName: z.string().nullable(),
  contractType: contractTypeSchema,
  contractStatus: contractStatusSchema,
  startsAt: isoDate(),
  endsAt: isoDate(),
  contractFile: z.string().nullable(),
  /** The name the contract file was uploaded under; null when unknown (older files). */
  contractFileName: z.string().nullable(),
  curriculum: z.string().nullable(),
  maxStudents: z.number().int(),
  maxTeachers: z.number().int(),
  maxClassrooms: z.number().int(),
});
export type Organization = z.infer<typeof organizationSchema>;
export const organizationPageSchema = paged(organizationSchema);

/** `POST v1/organization` and `PUT v1/organization/{id}`; the contract file is uploaded first. */
export const organizationBodySchema = z
  .strictObject({
    name: z.string().trim().min(2).max(120),
    company_location: z.string().trim().min(2).max(120),
    contractType: contractTypeSchema,
    startsAt: isoDate(),
    endsAt: isoDate(),
    curriculum: z.string().trim().max(200).nullable().optional(),
    contractFile: z.string().max(200).nullable().optional(),
    /**
     * The name the contract file was uploaded under (the upload answers it as `originalName`).
     * Left out, a kept contract file keeps its name.
     */
    contractFileName: z.string().trim().max(200).nullable().optional(),
    logoImageName: z.string().max(200).nullable().optional(),
    maxStudents: z.number().int().min(0).max(1_000_000),
    maxTeachers: z.number().int().min(0).max(100_000),
    maxClassrooms: z.number().int().min(0).max(100_000),
  })
  .refine((body) => body.endsAt > body.startsAt, {
    message: 'The end date must be after the start date.',
    path: ['endsAt'],
  });
export type OrganizationBody = z.infer<typeof organizationBodySchema>;

/** `GET v1/organization` query: paged, searchable by name and location, filtered by status. */
export const organizationListQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(120).optional(),
  contractStatus: contractStatusSchema.optional(),
});

/**
 * What a pause or cancel touches, shown in the confirmation dialog before it: the members who
 * become read-only or lose access (students and teachers among them), the live classes kept as
 * they are, and the open invitations and unused join codes that stop working.
 */
export const contractImpactSchema = z.object({
  members: z.number().int(),
  activeStudents: z.number().int(),
  activeTeachers: z.number().int(),
  activeClassrooms: z.number().int(),
  openInvitations: z.number().int(),
  unusedJoinCodes: z.number().int(),
});
export type ContractImpact = z.infer<typeof contractImpactSchema>;

/** orgReport exactly as SPEC section 3 names its fields. */
export const orgReportSchema = z.object({
  daysRemaining: z.number().int(),
  weeksRemaining: z.number().int(),
  classRoom: z.object({
    totalClassRooms: z.number().int(),
    createdClassrooms: z.number().int(),
    remainingClassrooms: z.number().int(),
    archivedClassrooms: z.number().int(),
  }),
  teachers: z.object({
    totalTeachers: z.number().int(),
    joinedTeachers: z.number().int(),
    availableTeachers: z.number().int(),
    joinedteachersToClassRooms: z.number().int(),
    unJoinedTeachersToClassRooms: z.number().int(),
  }),
  // "The same five fields with Students in place of Teachers" (the spec's own casing kept).
  students: z.object({
    totalStudents: z.number().int(),
    joinedStudents: z.number().int(),
    availableStudents: z.number().int(),
    joinedstudentsToClassRooms: z.number().int(),
    unJoinedStudentsToClassRooms: z.number().int(),
  }),
  contract: z.object({
    startsAt: isoDate(),
    endsAt: isoDate(),
    curriculum: z.string().nullable(),
    file: z.string().nullable(),
    /** Ours: the name the file was uploaded under, and the contract's status. */
    fileName: z.string().nullable(),
    status: contractStatusSchema,
  }),
});

/**
 * `GET v1/organization/report` query: a caller active in HAD may name any organisation (its
 * page shows the seats); anyone else reads their active one, and naming another is 404.
 */
export const orgReportQuerySchema = z.object({ organizationId: z.uuid().optional() });
export type OrgReport = z.infer<typeof orgReportSchema>;

/** A refusal of an organisation whose contract is not in force, one form per standing. */
const standingForms = (before: string) =>
  ({
    paused: `${before} is paused.`,
    canceled: `${before} was canceled.`,
    ended: `${before} has ended.`,
  }) satisfies Record<Exclude<ContractStanding, 'inForce'>, string>;

export const ORGANIZATION_MESSAGES = {
  canceled: 'Organization canceled successfully',
  activated: 'Organization activated successfully',
  reactivated: 'Organization reactivated successfully',
  paused: 'Organization paused successfully',
  created: 'Organization created successfully',
  updated: 'Organization updated successfully',
  nameTaken: 'An organization with this name already exists.',
  /** An organisation's own file (logo, contract) over its limit. */
  fileTooLarge: `The file is too large: at most ${CONTRACT_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
  hadOnly: 'Only the HAD organization can create organizations.',
  fileNotYours: 'This file belongs to another organization. Upload your own.',
  contractTermsHadOnly: 'Only the HAD organization can change contract terms or status.',
  noActiveOrganization: 'You have no active organization.',
  transitionRefused: templated(
    'A {status} contract cannot be {done}.',
    (action: ContractAction, status: ContractStatus) => ({
      status,
      done: action === 'cancel' ? 'canceled' : `${action}d`,
    }),
  ),
  contractEnded: 'The contract has ended; extend its end date before reactivating.',
  platformContract: 'HAD and DEFAULT belong to the platform: their contract cannot be changed.',
  /** 400 on `name`: the services find the platform's organisations by their names. */
  platformName: 'HAD and DEFAULT belong to the platform: they keep their names.',
  /** A write by a member of an organisation whose contract is paused (409). */
  contractPaused: templated(
    'The contract of {name} is paused: its data can be read but not changed until it is reactivated.',
    (name: string) => ({ name }),
  ),
  /** Any call by a member of an organisation whose contract was canceled or has ended (403). */
  contractClosed: templated(
    {
      canceled:
        'The contract of {name} was canceled: its members have no access until it is reactivated.',
      ended: 'The contract of {name} has ended: its members have no access until it is extended.',
    },
    (name: string, standing: ClosedStanding) => ({ form: standing, name }),
  ),
  /** A join code of an organisation whose contract is not in force (409). */
  joinCodeRefused: templated(
    standingForms('This join code cannot be used: the contract of {name}'),
    (name: string, standing: Exclude<ContractStanding, 'inForce'>) => ({ form: standing, name }),
  ),
  /** Accepting an invitation of an organisation whose contract is not in force (409). */
  invitationRefused: templated(
    standingForms('This invitation cannot be accepted: the contract of {name}'),
    (name: string, standing: Exclude<ContractStanding, 'inForce'>) => ({ form: standing, name }),
  ),
  /** Inviting into an organisation (from its page) whose contract is not in force (409). */
  invitingRefused: templated(
    standingForms('No one can be invited: the contract of {name}'),
    (name: string, standing: Exclude<ContractStanding, 'inForce'>) => ({ form: standing, name }),
  ),
  seatLimit: templated(
    {
      students: 'The contract allows at most {max} students.',
      teachers: 'The contract allows at most {max} teachers.',
      classrooms: 'The contract allows at most {max} classrooms.',
    },
    (seats: 'students' | 'teachers' | 'classrooms', max: number) => ({ form: seats, max }),
  ),
} as const;

/** `GET v1/organization/accounts/{id}`: the organisation's members. */
export const organizationAccountSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.string(),
  roleNumber: z.number().int(),
  isActive: z.boolean(),
});
export type OrganizationAccount = z.infer<typeof organizationAccountSchema>;
export const organizationAccountPageSchema = paged(organizationAccountSchema);

/** `POST v1/general/upload-file` (multipart field `file`) answers the stored file's name. */
export const uploadedFileSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  /** The name the file was sent under, without any folder part. */
  originalName: z.string(),
});
