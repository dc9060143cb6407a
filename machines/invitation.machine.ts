import { setup } from 'xstate';
import type {
  InvitationAction,
  InvitationStatus,
  StoredInvitationStatus,
} from '../contract/invitations';
import { INVITATION_ACTIONS } from '../contract/invitation-constants';
import { nextStatusOf } from './decide';

export type InvitationEvent =
  { type: 'ACCEPT' } | { type: 'RESEND' } | { type: 'CANCEL' } | { type: 'EXPIRE' };

const EVENT_OF: Record<InvitationAction, InvitationEvent['type']> = {
  accept: 'ACCEPT',
  resend: 'RESEND',
  cancel: 'CANCEL',
};

/**
 * An invitation (admin, teacher or student). The services ask it whether accepting, resending
 * or canceling is allowed (409 otherwise); the console asks it which buttons to show. `EXPIRE`
 * is time passing: a pending invitation past its expiry is expired.
 */
export const invitationMachine = setup({
  types: { events: {} as InvitationEvent },
}).createMachine({
  id: 'invitation',
  initial: 'pending',
  states: {
    pending: {
      on: { ACCEPT: 'accepted', CANCEL: 'canceled', RESEND: 'pending', EXPIRE: 'expired' },
    },
    expired: { on: { RESEND: 'pending' } },
    accepted: {},
    canceled: {},
  },
});

/** What a stored invitation is now: pending past its expiry is expired. */
export function invitationStatusOf(
  stored: StoredInvitationStatus,
  expiresAt: Date,
  now: Date,
): InvitationStatus {
  return stored === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : stored;
}

/** The status after `action`, or null when the machine does not allow it from `status`. */
export const nextInvitationStatus = (status: InvitationStatus, action: InvitationAction) =>
  nextStatusOf(invitationMachine, status, { type: EVENT_OF[action] }, undefined);

/** The actions allowed from `status`, in a stable order for buttons. */
export const allowedInvitationActions = (status: InvitationStatus): InvitationAction[] =>
  INVITATION_ACTIONS.filter((action) => nextInvitationStatus(status, action) !== null);
