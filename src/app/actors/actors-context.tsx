import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { AppActors, OrgSwitchActor } from './app-actors';

const ActorsContext = createContext<AppActors | null>(null);

export function ActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <ActorsContext value={actors}>{children}</ActorsContext>;
}

export function useAppActors(): AppActors {
  const actors = use(ActorsContext);
  if (!actors) throw new Error('useAppActors must be used inside <ActorsProvider>');
  return actors;
}

/** The app's actors, or null outside <ActorsProvider> (a part also shown on its own in tests). */
export function useOptionalAppActors(): AppActors | null {
  return use(ActorsContext);
}

export function useOrgSwitchActor(): OrgSwitchActor {
  const { orgSwitch } = useAppActors();
  return useSyncExternalStore(orgSwitch.subscribe, orgSwitch.get);
}
