/*
 * Imports that can be taken back (docs/imports.md), without zod: what the import machine and the
 * console's screens need. The wire's schemas are in contract/imports.ts.
 */

/** How long after its commit an import can be rolled back. */
export const IMPORT_ROLLBACK_DAYS = 7;

/** An import now: standing (can be rolled back), rolled back, or past its rollback window. */
export const IMPORT_STATUSES = ['committed', 'rolledBack', 'closed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** `GET …/imports`: the newest first, at most this many. */
export const RECENT_IMPORTS = 20;

/**
 * What a rollback does to one thing the import created: cancel a pending invitation, trash a live
 * class that has not started, keep what has been used (an accepted invitation, a started class),
 * or nothing (already cancelled or deleted since).
 */
export const ROLLBACK_OUTCOMES = ['cancel', 'trash', 'keep', 'none'] as const;
export type RollbackOutcome = (typeof ROLLBACK_OUTCOMES)[number];

/** Why: the thing's state now, in the words of its own screen. */
export const ROLLBACK_REASONS = [
  'pending',
  'expired',
  'accepted',
  'canceled',
  'notStarted',
  'started',
  'deleted',
] as const;
export type RollbackReason = (typeof ROLLBACK_REASONS)[number];
