import type { MachineModel } from '../model-paths';

/**
 * The model each registered machine's model-based test walks, keyed by its id in
 * machines/registry.ts; loaded when asked for, as some samples are large (a file over the limit).
 */
export const MODELS: Record<string, () => Promise<MachineModel>> = {
  session: async () => (await import('./session.model')).sessionModel,
  orgSwitch: async () => (await import('./org-switch.model')).orgSwitchModel,
  confirmation: async () => (await import('./confirmation.model')).confirmationModel,
  signup: async () => (await import('./signup.model')).signupModel,
  verifyCode: async () => (await import('./verify-code.model')).verifyCodeModel,
  passwordReset: async () => (await import('./password-reset.model')).passwordResetModel,
  emailVerification: async () =>
    (await import('./email-verification.model')).emailVerificationModel,
  contract: async () => (await import('./contract.model')).contractModel,
  invitation: async () => (await import('./invitation.model')).invitationModel,
  import: async () => (await import('./import.model')).importModel,
  editConflict: async () => (await import('./edit-conflict.model')).editConflictModel,
  content: async () => (await import('./content.model')).contentModel,
  liveClass: async () => (await import('./live-class.model')).liveClassModel,
  teacherJoin: async () => (await import('./teacher-join.model')).teacherJoinModel,
  bulkInvite: async () => (await import('./bulk-invite.model')).bulkInviteModel,
  liveClassBulk: async () => (await import('./live-class-bulk.model')).liveClassBulkModel,
  listExport: async () => (await import('./list-export.model')).listExportModel,
  teacherProfile: async () => (await import('./teacher-profile.model')).teacherProfileModel,
  profileChange: async () => (await import('./teacher-profile.model')).profileChangeModel,
  teacherProfileWizard: async () =>
    (await import('./teacher-profile-wizard.model')).teacherProfileWizardModel,
  story: async () => (await import('./story.model')).storyModel,
  customerSetup: async () => (await import('./customer-setup.model')).customerSetupModel,
  viewAs: async () => (await import('./view-as.model')).viewAsModel,
};
