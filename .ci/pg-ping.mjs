// Exits 0 when a PostgreSQL server answers at the URL given, 1 otherwise (within 5 s).
import pg from 'pg';

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch (error) {
  console.log(
    `PostgreSQL did not answer: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
