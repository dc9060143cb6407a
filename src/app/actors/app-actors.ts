import { createActor, fromPromise, type Actor } from 'xstate';
import { confirmationMachine } from '../../../machines/confirmation.machine';
import { orgSwitchMachine } from '../../../machines/org-switch.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { viewAsMachine, type Preview } from '../../../machines/view-as.machine';
import type { UserOrg } from '../../../contract/users';
import { watchContract } from './contract-watch';

/** The side effects the machines name; the app's come from ./default-implementations. */
export interface ActorImplementations {
  hasToken: () => boolean;
  loadMemberships: () => Promise<UserOrg[]>;
  clearStorage: () => void;
  switchGroup: (groupId: string) => Promise<{ message: string }>;
  notifySuccess: (message: string) => void;
  notifyFailure: (message: string) => void;
  reloadToRoot: () => void;
  /** Subscribes to "a call was answered 401"; returns the unsubscribe. */
  onUnauthorized: (listener: () => void) => () => void;
  /** Subscribes to the contract standing each answer names; returns the unsubscribe. */
  onContractStanding?: (listener: (standing: string) => void) => () => void;
  /** Subscribes to "the person came back to this tab"; returns the unsubscribe. */
  onFocus?: (listener: () => void) => () => void;
  /** Told whom the console is viewed as (null: the viewer's own), so writes are refused. */
  onPreview?: (preview: Preview | null) => void;
}

export type SessionActor = Actor<typeof sessionMachine>;
export type OrgSwitchActor = Actor<typeof orgSwitchMachine>;
export type ConfirmationActor = Actor<typeof confirmationMachine>;
export type ViewAsActor = Actor<typeof viewAsMachine>;

/** The org-switch actor is bound to the active organisation, so it is replaced when that changes. */
export interface OrgSwitchSlot {
  get: () => OrgSwitchActor;
  subscribe: (listener: () => void) => () => void;
}

export interface AppActors {
  session: SessionActor;
  confirmation: ConfirmationActor;
  orgSwitch: OrgSwitchSlot;
  viewAs: ViewAsActor;
  stop: () => void;
}

function createOrgSwitchSlot(session: SessionActor, impl: ActorImplementations) {
  const logic = orgSwitchMachine.provide({
    actors: { switchGroup: fromPromise(({ input }) => impl.switchGroup(input.groupId)) },
    actions: {
      notifySuccess: (_, params) => impl.notifySuccess(params.message),
      notifyFailure: (_, params) => impl.notifyFailure(params.message),
      reloadToRoot: () => impl.reloadToRoot(),
    },
  });
  const start = (activeGroupId: string | null) =>
    createActor(logic, { input: { activeGroupId } }).start();
  const activeId = () => session.getSnapshot().context.activeOrg?.group.id ?? null;

  let actor = start(activeId());
  const listeners = new Set<() => void>();
  const subscription = session.subscribe(() => {
    const snapshot = actor.getSnapshot();
    // A switch under way owns the page until it reloads; otherwise follow the active organisation.
    if (snapshot.context.activeGroupId === activeId() || !snapshot.matches('idle')) return;
    actor.stop();
    actor = start(activeId());
    listeners.forEach((listener) => listener());
  });
  const slot: OrgSwitchSlot = {
    get: () => actor,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    slot,
    stop: () => {
      subscription.unsubscribe();
      actor.stop();
    },
  };
}

/**
 * The view-as actor, ended when the viewer's active organisation changes or they sign out (a
 * preview shows one organisation's role), and telling `onPreview` each change.
 */
function createViewAs(session: SessionActor, impl: ActorImplementations) {
  const viewAs = createActor(viewAsMachine).start();
  const activeId = () => session.getSnapshot().context.activeOrg?.group.id ?? null;
  let shownFor = activeId();
  const sessionWatch = session.subscribe(() => {
    if (activeId() === shownFor) return;
    shownFor = activeId();
    viewAs.send({ type: 'ORGANISATION_CHANGED' });
  });
  let told: Preview | null = null;
  const previewWatch = viewAs.subscribe(({ context }) => {
    if (context.preview === told) return;
    told = context.preview;
    impl.onPreview?.(told);
  });
  return {
    viewAs,
    stop: () => {
      sessionWatch.unsubscribe();
      previewWatch.unsubscribe();
      viewAs.stop();
      // Writes are refused only while an actor says whom the console shows.
      if (told) impl.onPreview?.(null);
    },
  };
}

/** The app's long-lived actors, created once at start-up (tests create theirs with fakes). */
export function createAppActors(impl: ActorImplementations): AppActors {
  const session = createActor(
    sessionMachine.provide({
      actors: { loadMemberships: fromPromise(() => impl.loadMemberships()) },
      actions: { clearStorage: () => impl.clearStorage() },
    }),
    { input: { hasToken: impl.hasToken() } },
  ).start();
  const confirmation = createActor(confirmationMachine).start();
  const orgSwitch = createOrgSwitchSlot(session, impl);
  const viewAs = createViewAs(session, impl);
  const stopListening = impl.onUnauthorized(() => session.send({ type: 'UNAUTHORIZED' }));
  const stopWatching = watchContract(session, impl);
  return {
    session,
    confirmation,
    orgSwitch: orgSwitch.slot,
    viewAs: viewAs.viewAs,
    stop: () => {
      viewAs.stop();
      stopWatching();
      stopListening();
      orgSwitch.stop();
      confirmation.stop();
      session.stop();
    },
  };
}
