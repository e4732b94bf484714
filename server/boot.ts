import { hashPassword } from './auth/passwords';
import { loadSecret } from './auth/tokens';
import type { AppContext } from './context';
import { parseOrigins } from './http/cors';
import { openDatabase, type ShuleDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, DEMO_SUPER_ADMINS, DEMO_USERS } from './db/demo-users';
import { isEmpty, seedAdministrator, seedDemo, seedSuperAdmin } from './db/seed';
import { SUPER_USERNAME, superAdminByUsername } from './modules/superadmin/accounts';

export interface BootOptions {
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly production?: boolean;
  readonly adminUsername?: string;
  readonly adminPassword?: string;
  readonly schoolName?: string;
  readonly superAdminUsername?: string;
  readonly superAdminPassword?: string;
  readonly allowedOrigins?: readonly string[];
  /** SHULE_SMS_GATEWAY_URL: the SMS gateway's address instead of Africa's Talking's own. */
  readonly smsGatewayUrl?: string;
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
  await ensureSuperAdmin(database, options, demo, log);
  if (demo)
    log(
      `Demo users are active (password "${DEMO_PASSWORD}"): ${DEMO_USERS.map((u) => u.username).join(', ')}; super administrator: ${DEMO_SUPER_ADMINS.map((u) => u.username).join(', ')}.`,
    );
  return {
    database,
    secret: loadSecret(options.dataDir),
    demo,
    dataDir: options.dataDir,
    allowedOrigins: options.allowedOrigins,
    smsGatewayUrl: options.smsGatewayUrl,
  };
}

/**
 * SUPERADMIN_USERNAME / SUPERADMIN_PASSWORD create that super administrator when it does not exist yet
 * (never overwriting one). A demo database made before super administrators existed gets the demo one.
 */
async function ensureSuperAdmin(
  database: ShuleDatabase,
  options: BootOptions,
  demo: boolean,
  log: (line: string) => void,
): Promise<void> {
  const username = options.superAdminUsername?.trim().toLowerCase();
  if (username) {
    const password = options.superAdminPassword ?? '';
    if (!SUPER_USERNAME.test(username) || password.length < 8 || password.length > 128) {
      await database.close();
      throw new Error(
        'SUPERADMIN_USERNAME must be 3 to 40 lower-case letters, digits, dot, dash or underscore, and SUPERADMIN_PASSWORD 8 to 128 characters.',
      );
    }
    if (!(await superAdminByUsername(database.db, username))) {
      await seedSuperAdmin(database, username, 'Super Administrator', await hashPassword(password));
      log(`Super administrator "${username}" created.`);
    }
  }
  if (demo) {
    for (const admin of DEMO_SUPER_ADMINS)
      if (!(await superAdminByUsername(database.db, admin.username)))
        await seedSuperAdmin(database, admin.username, admin.name, await hashPassword(DEMO_PASSWORD));
  }
}

export function bootOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BootOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.SHULE_DATA_DIR || 'data',
    production: env.NODE_ENV === 'production',
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    schoolName: env.SCHOOL_NAME,
    superAdminUsername: env.SUPERADMIN_USERNAME || undefined,
    superAdminPassword: env.SUPERADMIN_PASSWORD,
    allowedOrigins: parseOrigins(env.SHULE_CORS_ORIGINS),
    smsGatewayUrl: env.SHULE_SMS_GATEWAY_URL?.trim().replace(/\/+$/, '') || undefined,
  };
}
