import type { AnyStateMachine } from 'xstate';
import { bulkInviteMachine } from './bulk-invite.machine';
import { confirmationMachine } from './confirmation.machine';
import { contentMachine } from './content.machine';
import { contractMachine } from './contract.machine';
import { customerSetupMachine } from './customer-setup.machine';
import { editConflictMachine } from './edit-conflict.machine';
import { emailVerificationMachine } from './email-verification.machine';
import { importMachine } from './import.machine';
import { invitationMachine } from './invitation.machine';
import { liveClassMachine } from './live-class.machine';
import { liveClassBulkMachine } from './live-class-bulk.machine';
import { listExportMachine } from './list-export.machine';
import { orgSwitchMachine } from './org-switch.machine';
import { passwordResetMachine } from './password-reset.machine';
import { sessionMachine } from './session.machine';
import { signupMachine } from './signup.machine';
import { storyMachine } from './story.machine';
import { profileChangeMachine, teacherProfileMachine } from './teacher-profile.machine';
import { teacherJoinMachine } from './teacher-join.machine';
import { teacherProfileWizardMachine } from './teacher-profile-wizard.machine';
import { verifyCodeMachine } from './verify-code.machine';
import { viewAsMachine } from './view-as.machine';

export interface RegisteredMachine {
  id: string;
  title: string;
  machine: AnyStateMachine;
}

/** Every workflow machine, for the QA Machines page; a new machine joins by adding a line. */
export const MACHINES: readonly RegisteredMachine[] = [
  { id: 'session', title: 'Session and loader', machine: sessionMachine },
  { id: 'orgSwitch', title: 'Organisation switch', machine: orgSwitchMachine },
  { id: 'confirmation', title: 'Confirmation dialog', machine: confirmationMachine },
  { id: 'signup', title: 'Sign-up', machine: signupMachine },
  { id: 'verifyCode', title: 'Verify code', machine: verifyCodeMachine },
  { id: 'passwordReset', title: 'Forgot and reset password', machine: passwordResetMachine },
  {
    id: 'emailVerification',
    title: 'Verify the e-mail from the login',
    machine: emailVerificationMachine,
  },
  { id: 'contract', title: 'Organisation contract', machine: contractMachine },
  { id: 'invitation', title: 'Invitation', machine: invitationMachine },
  { id: 'content', title: 'Content (level, unit, activity, element)', machine: contentMachine },
  { id: 'liveClass', title: 'Live class', machine: liveClassMachine },
  { id: 'teacherJoin', title: 'Teacher joins a live class', machine: teacherJoinMachine },
  { id: 'bulkInvite', title: 'Bulk invitation (dry run and commit)', machine: bulkInviteMachine },
  {
    id: 'liveClassBulk',
    title: 'Live-class sheet upload (dry run and commit)',
    machine: liveClassBulkMachine,
  },
  { id: 'import', title: 'Import (roll back within 7 days)', machine: importMachine },
  {
    id: 'editConflict',
    title: 'Edit conflict (keep mine, take theirs, merge)',
    machine: editConflictMachine,
  },
  { id: 'listExport', title: 'List export (.xlsx, .csv)', machine: listExportMachine },
  { id: 'teacherProfile', title: 'Teacher profile', machine: teacherProfileMachine },
  { id: 'profileChange', title: 'Teacher profile change', machine: profileChangeMachine },
  {
    id: 'teacherProfileWizard',
    title: 'Teacher profile wizard',
    machine: teacherProfileWizardMachine,
  },
  { id: 'story', title: 'Story (shown, hidden, blocked, expired)', machine: storyMachine },
  { id: 'customerSetup', title: 'New customer set-up', machine: customerSetupMachine },
  { id: 'viewAs', title: 'View as (preview a role or a person)', machine: viewAsMachine },
];
