import { createAppActors, type AppActors } from './app-actors';
import { defaultImplementations } from './default-implementations';

let instance: AppActors | null = null;

/**
 * The app's actors, created once, on first need: the signed-in shell and a successful login
 * load this module, so the login route itself does not carry XState.
 */
export function getAppActors(): AppActors {
  instance ??= createAppActors(defaultImplementations);
  return instance;
}

/** The actors if something already needed them, without creating them (nothing to tell otherwise). */
export function existingAppActors(): AppActors | null {
  return instance;
}

/**
 * Stops the actors and forgets them, as leaving the page would: the next need creates them
 * afresh. The component tests call it between files, which share one module graph.
 */
export function forgetAppActors(): void {
  instance?.stop();
  instance = null;
}
