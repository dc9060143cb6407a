/*
 * The audit trail's paths, tables, actions and limits, without zod, so the console's screen
 * loads them without the schemas (contract/audit.ts holds those).
 */

/** Users-service paths (relative to SERVICE_PREFIX.users). */
export const AUDIT_PATHS = {
  list: 'v1/audit',
  /** The entries the same filters select, as an .xlsx file. */
  export: 'v1/audit/export',
} as const;

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every audited table (migration 0022 and later): the "entity" of an entry. */
export const AUDITED_TABLES = [
  'organizations',
  'memberships',
  'users',
  'sessions',
  'code_challenges',
  'join_codes',
  'roles',
  'role_permissions',
  'app_settings',
  'meeting_keys',
  'user_activities',
  'class_rooms',
  'class_room_students',
  'invitations',
  'invitation_batches',
  'teacher_profiles',
  'teacher_profile_changes',
  'teacher_profile_rejections',
  'teaching_topics',
  'levels',
  'units',
  'activities',
  'elements',
  'element_answers',
  'uploads',
  'live_classes',
  'live_class_reviews',
  'live_class_attendance',
  'live_class_batches',
  'activity_class_rooms',
  'attempts',
  'attempt_answers',
  'success_ranges',
  'app_languages',
  'sounds',
  'plans',
  'plan_levels',
  'plan_translations',
  'organization_packages',
  'stories',
  'story_reactions',
  'story_comments',
  'setup_dismissals',
  'trash',
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

/** An export holds at most this many entries (a larger selection is refused: narrow it). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
