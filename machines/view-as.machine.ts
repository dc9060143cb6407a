import { assign, setup } from 'xstate';
import { ADMIN_ROLE_NUMBER } from '../contract/constants';
import type { Permission } from '../contract/permissions';

/** A role as the preview shows it: the active organisation's, with its own permissions. */
export interface PreviewRole {
  id: string;
  name: string;
  number: number;
  permissions: Permission[];
}

/**
 * Whom the console is shown as: a role of the active organisation, or one of its people (seen
 * through their role there). Nothing is issued for them: the viewer's own session reads, and
 * every write is refused while the preview lasts.
 */
export interface Preview {
  /** Who is shown, as the banner names them: the role's name, or the person's. */
  name: string;
  role: PreviewRole;
  /** Set when a person is previewed rather than a role. */
  personId?: string;
}

/** The part of the viewer's own role that decides whether they may preview others. */
export interface Viewer {
  number: number;
  permissions: readonly Permission[];
}

/**
 * Who may view the console as a role or a person: an admin of the organisation, or a member
 * whose role may write Roles (they could give themselves that role's rights anyway).
 */
export function mayViewAs(viewer: Viewer | null | undefined): boolean {
  if (!viewer) return false;
  return (
    viewer.number === ADMIN_ROLE_NUMBER ||
    viewer.permissions.some(
      (permission) => permission.entity === 'Roles' && permission.allowedOps.write === true,
    )
  );
}

export interface ViewAsContext {
  preview: Preview | null;
}

export type ViewAsEvent =
  | { type: 'VIEW_AS'; viewer: Viewer | null; preview: Preview }
  /** The one click back to the viewer's own console. */
  | { type: 'STOP' }
  /** The viewer's active organisation changed, or they signed out: a preview belongs to one. */
  | { type: 'ORGANISATION_CHANGED' };

export const viewAsMachine = setup({
  types: {
    context: {} as ViewAsContext,
    events: {} as ViewAsEvent,
  },
  actions: {
    show: assign((_, params: { preview: Preview }) => ({ preview: params.preview })),
    clear: assign({ preview: null }),
  },
  guards: {
    mayViewAs: (_, params: { viewer: Viewer | null }) => mayViewAs(params.viewer),
  },
}).createMachine({
  id: 'viewAs',
  context: { preview: null },
  initial: 'own',
  states: {
    own: {},
    viewing: {
      on: {
        STOP: { target: 'own', actions: 'clear' },
        ORGANISATION_CHANGED: { target: 'own', actions: 'clear' },
      },
    },
  },
  on: {
    // From the viewer's own console, or straight from one preview to another.
    VIEW_AS: {
      guard: { type: 'mayViewAs', params: ({ event }) => ({ viewer: event.viewer }) },
      target: '.viewing',
      actions: { type: 'show', params: ({ event }) => ({ preview: event.preview }) },
    },
  },
});
