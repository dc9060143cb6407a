import { setup } from 'xstate';
import {
  IMPORT_ROLLBACK_DAYS,
  type ImportStatus,
  type RollbackOutcome,
  type RollbackReason,
} from '../contract/import-constants';
import type { InvitationStatus } from '../contract/invitations';
import { nextStatusOf } from './decide';
import type { LiveClassTiming } from '../contract/live-class-constants';

export type ImportEvent = { type: 'ROLL_BACK' } | { type: 'CLOSE' };

/**
 * A committed spreadsheet import (docs/imports.md). It can be rolled back once while it stands;
 * `CLOSE` is time passing: IMPORT_ROLLBACK_DAYS after its commit it stays as it is. The services
 * ask it before a rollback (409 when closed, nothing done when already rolled back); the console
 * asks it whether to offer one.
 */
export const importMachine = setup({
  types: { events: {} as ImportEvent },
}).createMachine({
  id: 'import',
  initial: 'committed',
  states: {
    committed: { on: { ROLL_BACK: 'rolledBack', CLOSE: 'closed' } },
    rolledBack: {},
    closed: {},
  },
});

const DAY_MS = 86_400_000;

/** Until when an import committed at `createdAt` can be rolled back. */
export const rollbackUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + IMPORT_ROLLBACK_DAYS * DAY_MS);

/** What a stored import is now: rolled back, closed once its window has passed, else committed. */
export function importStatusOf(
  rolledBackAt: Date | null,
  createdAt: Date,
  now: Date,
): ImportStatus {
  if (rolledBackAt) return 'rolledBack';
  return now.getTime() < rollbackUntil(createdAt).getTime() ? 'committed' : 'closed';
}

/** Whether an import in `status` can be rolled back. */
export const canRollBack = (status: ImportStatus) =>
  nextStatusOf(importMachine, status, { type: 'ROLL_BACK' }, undefined) !== null;

export interface RowDecision {
  outcome: RollbackOutcome;
  reason: RollbackReason;
}

/**
 * What a rollback does to an invitation it sent: cancel every unaccepted one (pending, and
 * expired too, which a resend could otherwise bring back), keep an accepted one, nothing for a
 * cancelled one. Accepted and cancelled are final in the invitation's own machine.
 */
export function invitationRollback(status: InvitationStatus): RowDecision {
  if (status === 'pending' || status === 'expired') return { outcome: 'cancel', reason: status };
  return status === 'accepted'
    ? { outcome: 'keep', reason: 'accepted' }
    : { outcome: 'none', reason: status };
}

/** What a rollback does to a live class it created: trash it before it starts, else keep it. */
export const liveClassRollback = (timing: LiveClassTiming | 'deleted'): RowDecision => {
  if (timing === 'deleted') return { outcome: 'none', reason: 'deleted' };
  return timing === 'notStarted'
    ? { outcome: 'trash', reason: 'notStarted' }
    : { outcome: 'keep', reason: 'started' };
};
