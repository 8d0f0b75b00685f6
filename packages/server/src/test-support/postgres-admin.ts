import pg from 'pg';

/**
 * The PostgreSQL server the tests make their databases on: VELA_TEST_DATABASE_URL, by default the
 * local server. Where it cannot be reached the PostgreSQL half is skipped, except in CI (CI=true or
 * VELA_REQUIRE_POSTGRES=1), where that is a failure.
 */
export const POSTGRES_ADMIN_URL =
  process.env.VELA_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const POSTGRES_REQUIRED = process.env.CI === 'true' || process.env.VELA_REQUIRE_POSTGRES === '1';

let postgresReachable: Promise<boolean> | undefined;
export async function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresReachable;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
