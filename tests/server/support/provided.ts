/** What global-setup hands to test files through vitest's provide/inject. */
export interface TestDatabaseInfo {
  engine: 'pglite' | 'pg';
  /** pglite: path of the migrated + seeded data-dir tarball. */
  snapshotPath?: string;
  /** pg: server URL (any database) used to create and drop per-file databases. */
  adminUrl?: string;
  /** pg: migrated + seeded template database. */
  templateDatabase?: string;
  /** pg: every database this run creates starts with this. */
  databasePrefix?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}
