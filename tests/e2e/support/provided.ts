/** What the browser tests' global set-up hands to test files through provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with the migrated database and the demo data, for each server to copy. */
    e2eDataTemplate: string;
  }
}

export {};
