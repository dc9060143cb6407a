import { describe, expect, it } from 'vitest';
import { INVITATION_ACTIONS, INVITATION_STATUSES } from '../../contract/invitations';
import type { InvitationAction, InvitationStatus } from '../../contract/invitations';
import {
  allowedInvitationActions,
  invitationMachine,
  invitationStatusOf,
  nextInvitationStatus,
} from '../../machines/invitation.machine';
import { invitationModel } from '../../machines/models/invitation.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

/** ARCHITECTURE "Domain decisions", written out independently of the machine. */
const RULES: Record<InvitationStatus, Partial<Record<InvitationAction, InvitationStatus>>> = {
  pending: { accept: 'accepted', cancel: 'canceled', resend: 'pending' },
  expired: { resend: 'pending' },
  accepted: {},
  canceled: {},
};

const graph = walk(invitationModel.machine, invitationModel.inputs[0], invitationModel.samples);

describe('invitation graph', () => {
  it('takes exactly the transitions of the rules, and time only expires a pending one', () => {
    const taken = graph.steps.map(
      (s) => `${leaf(s.state.value)} ${s.event.type} -> ${leaf(s.nextState.value)}`,
    );
    const expected = Object.entries(RULES).flatMap(([from, moves]) =>
      Object.entries(moves).map(([action, to]) => `${from} ${action.toUpperCase()} -> ${to}`),
    );
    expect(taken.sort()).toEqual([...expected, 'pending EXPIRE -> expired'].sort());
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(invitationMachine, [graph]);
    expect(nodeIds(invitationMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(invitationMachine, [graph])).toEqual([]);
  });

  it('keeps accepted and canceled invitations final', () => {
    const fromFinal = graph.steps.filter(
      (s) => s.state.matches('accepted') || s.state.matches('canceled'),
    );
    expect(fromFinal).toEqual([]);
  });
});

describe('what the services and the console ask', () => {
  it.each(INVITATION_STATUSES.flatMap((s) => INVITATION_ACTIONS.map((a) => [s, a] as const)))(
    '%s + %s follows the rules',
    (status, action) => {
      expect(nextInvitationStatus(status, action)).toBe(RULES[status][action] ?? null);
    },
  );

  it('lists the allowed actions in a stable order', () => {
    expect(allowedInvitationActions('pending')).toEqual(['accept', 'resend', 'cancel']);
    expect(allowedInvitationActions('expired')).toEqual(['resend']);
    expect(allowedInvitationActions('accepted')).toEqual([]);
  });

  it('reads a pending invitation past its expiry as expired, to the millisecond', () => {
    const expiresAt = new Date('2026-11-22T12:00:00.000Z');
    expect(invitationStatusOf('pending', expiresAt, new Date('2026-11-22T11:59:59.999Z'))).toBe(
      'pending',
    );
    expect(invitationStatusOf('pending', expiresAt, expiresAt)).toBe('expired');
    expect(invitationStatusOf('accepted', expiresAt, new Date('2027-01-01'))).toBe('accepted');
    expect(invitationStatusOf('canceled', expiresAt, new Date('2027-01-01'))).toBe('canceled');
  });
});
