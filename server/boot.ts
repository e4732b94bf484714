import { loadSecret } from './auth/tokens';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { isEmpty, seedAdministrator, seedDemo } from './db/seed';

export interface BootOptions {
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly production?: boolean;
  readonly adminUsername?: string;
  readonly adminPassword?: string;
  readonly schoolName?: string;
  readonly log?: (line: string) => void;
}

/**
 * Opens the database, migrates it and, on a first start, creates either the demo school (embedded
 * database, not production) or one administrator from ADMIN_USERNAME / ADMIN_PASSWORD.
 */
export async function boot(options: BootOptions): Promise<AppContext> {
  const log = options.log ?? console.log;
  const database = openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  await migrate(database);
  const demo = !options.databaseUrl && !options.production;
  if (await isEmpty(database)) {
    if (demo) {
      await seedDemo(database);
      log('Demo data created: Demo High School.');
    } else {
      const { adminUsername, adminPassword } = options;
      if (!adminUsername || !adminPassword || adminPassword.length < 8) {
        await database.close();
        throw new Error(
          'First start without demo data: set ADMIN_USERNAME and ADMIN_PASSWORD (8 to 128 characters) to create the administrator.',
        );
      }
      await seedAdministrator(database, adminUsername.toLowerCase(), adminPassword, options.schoolName ?? 'My School');
      log(`Administrator "${adminUsername}" created.`);
    }
  }
  if (demo)
    log(
      'Demo users are active (password "shule-demo"): admin, registrar, bursar, viewer, examiner, teacher, hr, librarian.',
    );
  return {
    database,
    secret: loadSecret(options.dataDir),
    demo,
    dataDir: options.databaseUrl ? undefined : options.dataDir,
  };
}

export function bootOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BootOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.SHULE_DATA_DIR || 'data',
    production: env.NODE_ENV === 'production',
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    schoolName: env.SCHOOL_NAME,
  };
}
