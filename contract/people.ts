import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { paged, pageQuerySchema } from './wire';
import { isoDateTime } from './dates';
import { FIELD_MESSAGES } from './field-messages';

/*
 * People (SPEC sections 2, 3 and 7 "Users and teachers"): the users list, the organisation's
 * teachers, the guests (DEFAULT), the teachers' report, editing a user's info, assigning a
 * user to an organisation with a role, and a user's activity tracking.
 *
 * Decisions the spec leaves open (docs/people.md repeats them):
 * - A caller active in HAD with Users read sees every organisation's users (and their
 *   memberships everywhere); anyone else sees the members of their active organisation and
 *   only that membership.
 * - The users list pages by 20, always: its page count is the results divided by 20 (SPEC 9).
 * - Guests are the members of DEFAULT who belong to no other organisation (Access Pending).
 * - A teacher is a member whose role number is 4 (HAD Teacher) or 5 (Teacher).
 */

const search = z.string().trim().max(80).optional();

/** One membership of a user as the people screens show it. */
export const personMembershipSchema = z.object({
  organization: z.object({ id: z.uuid(), name: z.string() }),
  role: z.object({ id: z.uuid(), name: z.string(), number: z.number().int() }),
  isActive: z.boolean(),
  joinedAt: isoDateTime(),
});
export type PersonMembership = z.infer<typeof personMembershipSchema>;

/** One row of `GET v1/users` (and the answer of the two PUTs). */
export const personSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: isoDateTime(),
  /** The memberships the caller may see (HAD: all; others: their organisation's). */
  memberships: z.array(personMembershipSchema),
});
export type Person = z.infer<typeof personSchema>;
export const personPageSchema = paged(personSchema);

/** `GET v1/users` query: always pages of 20 (the spec's page count is results / 20). */
export const peopleQuerySchema = z.strictObject({
  pageNumber: pageQuerySchema.shape.pageNumber,
  pageSize: z.coerce.number().pipe(z.literal(PAGE_SIZE)).default(PAGE_SIZE),
  /** Part of the first name, last name or e-mail; empty is dropped. */
  search,
  /** Only members of this organisation (others than the caller's: HAD only). */
  organizationId: z.uuid().optional(),
  /** Only holders of this role (in the organisation filtered on, if any). */
  roleId: z.uuid().optional(),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

/** `GET v1/users/teachers` and `v1/users/defaultGroupMembers` query. */
export const searchPageQuerySchema = z.strictObject({ ...pageQuerySchema.shape, search });
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

/** One row of `GET v1/users/teachers`: a teacher of the active organisation. */
export const teacherRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleName: z.string(),
  joinedAt: isoDateTime(),
  /** Live (non-archived) classes they teach. */
  classesCount: z.number().int(),
});
export type TeacherRow = z.infer<typeof teacherRowSchema>;
export const teacherPageSchema = paged(teacherRowSchema);

/** One row of `GET v1/users/defaultGroupMembers`: someone waiting for access. */
export const guestSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When they joined DEFAULT (signed up). */
  signedUpAt: isoDateTime(),
});
export type Guest = z.infer<typeof guestSchema>;
export const guestPageSchema = paged(guestSchema);

/**
 * One row of `GET v2/users/report-teacher`, per teacher of the active organisation: live
 * classes they teach, distinct students sitting in them, and their last password sign-in
 * (null: never).
 */
export const teacherReportRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  classesCount: z.number().int(),
  studentsCount: z.number().int(),
  lastSignInAt: isoDateTime().nullable(),
});
export type TeacherReportRow = z.infer<typeof teacherReportRowSchema>;
export const teacherReportSchema = z.array(teacherReportRowSchema);

/** `PUT v1/users/updateUsersInfo/{id}` body: at least one field. */
export const updateUsersInfoBodySchema = z
  .strictObject({
    firstName: z.string().trim().min(1).max(80).optional(),
    lastName: z.string().trim().min(1).max(80).optional(),
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: FIELD_MESSAGES.nothingToChange,
  });
export type UpdateUsersInfoBody = z.infer<typeof updateUsersInfoBodySchema>;

/**
 * `PUT v1/users/update-admin/{id}` body (HAD only): the user's role in `organizationId`; a
 * user who is not a member yet is assigned to it (a guest leaves Access Pending).
 */
export const updateAdminBodySchema = z.strictObject({
  organizationId: z.uuid(),
  roleId: z.uuid(),
});
export type UpdateAdminBody = z.infer<typeof updateAdminBodySchema>;

/** What `user_activities` records. */
export const ACTIVITY_KINDS = [
  'signIn',
  'organizationSwitched',
  'organizationJoined',
  'assigned',
  'roleChanged',
  'profileUpdated',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;

export const activityDetailsSchema = z.object({
  roleName: z.string().optional(),
  previousRoleName: z.string().optional(),
  fields: z.array(z.enum(PROFILE_FIELDS)).optional(),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

/** One row of `GET v1/users/activities/tracking/{id}`, newest first. */
export const activitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(ACTIVITY_KINDS),
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Who did it, when it was not the user themselves. */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  details: activityDetailsSchema,
  createdAt: isoDateTime(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityPageSchema = paged(activitySchema);
export const activityQuerySchema = z.strictObject(pageQuerySchema.shape);

export const PEOPLE_MESSAGES = {
  updated: 'User Updated Successfully',
  assigned: 'User Assigned Successfully',
  roleUpdated: 'Role Updated Successfully',
  emailTaken: 'This e-mail is already in use.',
  onlyHad: 'Only the HAD organisation can do this.',
  memberElsewhere:
    "This user also belongs to another organization: only the platform's administrators can change their e-mail.",
  unknownOrganization: 'No such organization.',
  notDefault: 'Choose an organization other than DEFAULT.',
} as const;
