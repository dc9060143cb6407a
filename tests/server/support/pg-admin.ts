import pg from 'pg';

/** Only databases with this prefix are ever created or dropped by the tests. */
export const TEST_DATABASE_PREFIX = 'console_test_';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function assertTestName(name: string) {
  if (!/^console_test_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing database name ${name}`);
}

/** Runs `work` with a single admin connection to the server in `serverUrl`. */
export async function withAdmin<T>(serverUrl: string, work: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string) {
  assertTestName(name);
  if (template) assertTestName(template);
  const from = template ? ` TEMPLATE "${template}"` : '';
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
}

/**
 * Closes a template database to every session: PostgreSQL refuses to copy a
 * database someone is connected to, and autovacuum would otherwise visit it now and then.
 */
export async function closeToConnections(serverUrl: string, name: string) {
  assertTestName(name);
  await withAdmin(serverUrl, (client) =>
    client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`),
  );
}

export async function dropDatabases(serverUrl: string, names: string[]) {
  names.forEach(assertTestName);
  await withAdmin(serverUrl, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

export async function listDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  assertTestName(prefix);
  return withAdmin(serverUrl, async (client) => {
    const result = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    return result.rows.map((row) => row.datname);
  });
}
