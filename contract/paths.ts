/** Mount points of the three services and the media base (ARCHITECTURE "Services"). */
export const SERVICE_PREFIX = {
  users: '/api/users',
  levels: '/api/levels',
  settings: '/api/settings',
  media: '/media',
} as const;
export type ServiceName = 'users' | 'levels' | 'settings';

/** Path of a logo served by the users-service file call. */
export const logoPath = (fileName: string) => `v1/files/${encodeURIComponent(fileName)}`;

/** Users-service paths (relative to `SERVICE_PREFIX.users`). */
export const USERS_PATHS = {
  login: 'v1/auth/admin/login',
  signup: 'v1/auth/admin/signup',
  requestResetPassword: 'v1/auth/admin/request-reset-password',
  resendCode: 'v1/auth/admin/resend-code',
  /** Ours: a new sign-up code for an unverified account, asked for from the login screen. */
  requestVerification: 'v1/auth/admin/request-verification',
  verifyToken: 'v1/auth/admin/verify-token',
  resetPassword: 'v1/auth/admin/reset-password',
  joinGroup: (userId: string) => `v1/users/admin/joinGroup/${encodeURIComponent(userId)}`,
  roles: 'v1/roles',
  role: (roleId: string) => `v1/roles/${encodeURIComponent(roleId)}`,
  /** Ours: who has a right in the active organisation, and who may give it (any member). */
  whoCan: 'v1/roles/who-can',
  updateUserRole: 'v1/users/updateUserRole',
  addAdminToHadGroup: (userId: string) =>
    `v1/users/addAdminToHadGroup/${encodeURIComponent(userId)}`,
  logout: 'v1/auth/logout',
  me: 'v1/users/me',
  adminGroups: 'v1/users/admin-groups',
  switchActiveGroup: (organizationId: string) =>
    `v1/users/admin/switchActiveGroup/${encodeURIComponent(organizationId)}`,
  currentDate: 'v1/general/current-date',
  appSettings: 'v1/general/app-settings',
  dashboardEnvironment: 'v1/general/dashboard-environment-variables',
  health: 'v1/health',
  organizations: 'v1/organization',
  organization: (id: string) => `v1/organization/${encodeURIComponent(id)}`,
  organizationAccounts: (id: string) => `v1/organization/accounts/${encodeURIComponent(id)}`,
  /** The active organisation's report (the dashboard). */
  organizationReport: 'v1/organization/report',
  /** Ours: the platform at a glance (HAD's dashboard). */
  platformOverview: 'v1/organization/overview',
  contractAction: (id: string, action: 'activate' | 'pause' | 'reactivate' | 'cancel') =>
    `v1/organization/${encodeURIComponent(id)}/contract/${action}`,
  /** Ours: what a pause or cancel would affect, for the confirmation dialog. */
  contractImpact: (id: string) => `v1/organization/${encodeURIComponent(id)}/contract/impact`,
  groupCode: (id: string, type: 'student' | 'teacher') =>
    `v1/organization/getGroupCode/${encodeURIComponent(id)}?type=${type}`,
  uploadFile: 'v1/general/upload-file',
  /** The same upload into the media store (S3-compatible storage when configured). */
  s3UploadFile: 'v1/general/aws/s3/upload-file',
  translate: 'v1/general/translate',
  /** Ours: the trash (docs/trash.md); restore is also a delete's Undo. */
  trash: 'v1/trash',
  trashItem: (id: string) => `v1/trash/${encodeURIComponent(id)}`,
  trashRestore: (id: string) => `v1/trash/${encodeURIComponent(id)}/restore`,
  classRooms: 'v1/class_room',
  classRoomList: 'v1/class_room/list',
  classRoom: (id: string) => `v1/class_room/${encodeURIComponent(id)}`,
  classRoomArchive: (id: string) => `v1/class_room/archive/${encodeURIComponent(id)}`,
  classRoomStudents: (id: string) => `v1/class_room/${encodeURIComponent(id)}/students`,
  addStudents: 'v1/class_room/add-students',
  moveStudents: 'v1/class_room/students/move',
  removeStudents: 'v1/class_room/remove-students-from-classroom',
  /** Invitations of a kind: `user` (students) or `admin` (staff and teachers). */
  invitations: (kind: 'user' | 'admin') => `v1/${kind}-invitations`,
  invitation: (kind: 'user' | 'admin', id: string) =>
    `v1/${kind}-invitations/${encodeURIComponent(id)}`,
  invitationsBulk: (kind: 'user' | 'admin') => `v1/${kind}-invitations/bulk`,
  /** Ours (docs/imports.md): a kind's recent imports, and one's rollback (GET previews). */
  invitationImports: (kind: 'user' | 'admin') => `v1/${kind}-invitations/imports`,
  invitationImportRollback: (kind: 'user' | 'admin', batchId: string) =>
    `v1/${kind}-invitations/imports/${encodeURIComponent(batchId)}/rollback`,
  invitationResend: (kind: 'user' | 'admin', id: string) =>
    `v1/${kind}-invitations/${encodeURIComponent(id)}/resend`,
  invitationCancel: (kind: 'user' | 'admin', id: string) =>
    `v1/${kind}-invitations/${encodeURIComponent(id)}/cancel`,
  /** Ours: the roles the caller may give by an admin invitation (the wizard's picker). */
  invitationRoles: 'v1/admin-invitations/roles',
  invitationCheckEmail: 'v1/admin-invitations/check-email',
  invitationRegister: 'v1/admin-invitations/register',
  invitationUse: 'v1/admin-invitations/use',
  students: 'v2/users/students',
  waitingList: 'v2/users/student/waiting-list',
  studentsStats: 'v1/users/studentsStats',
  teachersList: 'v2/users/teachers-list',
  student: (id: string) => `v1/class_room/students/${encodeURIComponent(id)}`,
  removeTeacher: (id: string) => `v1/class_room/remove-teacher/${encodeURIComponent(id)}`,
  removeStudentFromOrganization: (id: string) =>
    `v1/class_room/remove-student-for-organization/${encodeURIComponent(id)}`,
  /** The class may go unnamed while the student is in one class of the organisation. */
  removeStudentFromClassRoom: (id: string, classRoomId?: string) =>
    `v1/class_room/remove-student-for-class-room/${encodeURIComponent(id)}${
      classRoomId ? `?classRoomId=${encodeURIComponent(classRoomId)}` : ''
    }`,
  users: 'v1/users',
  teachers: 'v1/users/teachers',
  defaultGroupMembers: 'v1/users/defaultGroupMembers',
  teacherReport: 'v2/users/report-teacher',
  updateUsersInfo: (id: string) => `v1/users/updateUsersInfo/${encodeURIComponent(id)}`,
  updateAdmin: (id: string) => `v1/users/update-admin/${encodeURIComponent(id)}`,
  activityTracking: (id: string) => `v1/users/activities/tracking/${encodeURIComponent(id)}`,
  teacherCompleteProfile: 'v1/teachers/complete-profile',
  teacherSkipProfile: 'v1/teachers/profile-complete/skip',
  teacherAccept: 'v1/teachers/accept',
  teacherReject: 'v1/teachers/reject',
  teacherList: (pageNumber: number, pageSize: number) =>
    `v1/teachers/get-all?pageNumber=${pageNumber}&pageSize=${pageSize}`,
  profileChangeApprove: 'v1/teachers/profile-changes/approve',
  profileChangeReject: 'v1/teachers/profile-changes/reject',
  profileChangeSubmit: 'v1/teachers/profile-changes/submit',
  profileChangeByAdmin: 'v1/teachers/profile-changes/by-admin',
  profileChange: (id: string) => `v1/teachers/profile-changes/${encodeURIComponent(id)}`,
  teacherProfile: (teacherId: string) => `v1/teachers/profiles/${encodeURIComponent(teacherId)}`,
  /** Ours: the caller's own profile status, read by the console after login. */
  myTeacherProfile: 'v1/teachers/profiles/me',
  teacherRejections: (teacherId: string) =>
    `v1/teachers/profiles/rejection-reasons/${encodeURIComponent(teacherId)}`,
  teachingTopics: 'v1/general/teachers/lookups/teaching-topics',
} as const;
