import { randomBytes } from 'node:crypto';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';

/** The real server app over an in-memory database with the demo school: no hand-written fakes. */
export async function createInMemoryApp() {
  const database = openDatabase({ dataDir: ':memory:' });
  await migrate(database);
  await seedDemo(database, 60);
  const app = createApp({ database, secret: randomBytes(32), demo: true });
  return { app, close: () => database.close() };
}
