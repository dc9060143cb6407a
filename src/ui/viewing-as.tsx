import { createContext, use, type ReactElement, type ReactNode } from 'react';
import { RefusedAction } from './refused-action';

const ViewingAsContext = createContext<string | null>(null);

/** The shell says whom the console is viewed as; every write control under it is locked. */
export const ViewingAsProvider = ViewingAsContext;

/** Whom the console is viewed as (their name), or null when it is the viewer's own. */
export function useViewingAs(): string | null {
  return use(ViewingAsContext);
}

export interface WriteButtonProps {
  /** What the button says, kept on the locked one. */
  label: ReactNode;
  testId: string;
  /** The button itself, shown when the console is the viewer's own. */
  children: ReactElement;
}

/**
 * A button that saves something: itself, or while the console is viewed as someone else, the
 * same words locked and saying why (nothing is saved in a preview). The services never see the
 * write either way: the client refuses it too (src/api/http.ts).
 */
export function WriteButton({ label, testId, children }: WriteButtonProps) {
  const name = useViewingAs();
  if (!name) return children;
  return <RefusedAction label={label} why={{ reason: 'viewingAs', name }} testId={testId} />;
}
