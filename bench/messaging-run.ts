import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupAll, cleanupOnSignals } from './cleanup';
import { benchMessaging, type MessagingResult } from './messaging';
import { messagingGoals } from './messaging-report';
import { goalsTable } from './report';

/**
 * The SMS engine's part of `npm run bench` alone, in seconds: `npx tsx bench/messaging-run.ts`
 * (PostgreSQL too when DATABASE_URL is set). Prints its goals; writes nothing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  cleanupOnSignals();
  const engines: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: MessagingResult[] = [];
  for (const engine of engines)
    try {
      results.push(await benchMessaging(root, engine, console.log));
    } finally {
      await cleanupAll();
    }
  console.log(goalsTable(results.flatMap(messagingGoals)));
  console.log(JSON.stringify(results, null, 2));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await cleanupAll();
  process.exit(1);
});
