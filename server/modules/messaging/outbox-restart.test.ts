import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppContext } from '../../context';
import { openDatabase, type ShuleDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { seedDemo } from '../../db/seed';
import { startWorkers } from '../../workers';
import { ENGINE } from '../../../tests/helpers/harness';
import { type LocalAtServer, startLocalAt } from './gateways/local-at-server';
import { sendDueOnce } from './sender';
import { phones, planOf, queue, statusesOf } from '../../../tests/helpers/sms-test-kit';

/** Nothing queued is lost when the server stops: the outbox is the database, and the next process sends it. */
let at: LocalAtServer;
beforeAll(async () => {
  at = await startLocalAt();
});
afterAll(() => at.close());

/** A database that outlives its app: a SQLite file in a temporary folder, or a PostgreSQL schema. */
async function durableDatabase(): Promise<{ open: () => ShuleDatabase; drop: () => Promise<void> }> {
  if (ENGINE === 'postgres') {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const open = () => openDatabase({ url: process.env.DATABASE_URL, schema });
    return {
      open,
      drop: async () => {
        const database = open();
        await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
        await database.close();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-outbox-'));
  return {
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

describe(`the outbox across a restart on ${ENGINE}`, () => {
  it('sends what was queued before the server stopped, exactly once', async () => {
    const durable = await durableDatabase();
    try {
      // First life: the school is set up and a batch is queued; the server stops before sending.
      const first = durable.open();
      await migrate(first);
      await seedDemo(first, 4);
      const firstCtx: AppContext = { database: first, secret: randomBytes(32), demo: true };
      const app = createApp(firstCtx);
      const signIn = async (username: string) =>
        (await (
          await app.request('/api/auth/signin', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: 'shule-demo' }),
          })
        ).json()) as {
          accessToken: string;
          id: number;
          roles: string[];
          branchId: number;
        };
      const admin = await signIn('admin');
      const settings = (await (
        await app.request('/api/sms_settings/current', { headers: { authorization: `Bearer ${admin.accessToken}` } })
      ).json()) as { id: number };
      const saved = await app.request(`/api/sms_settings/${settings.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ gateway: 'africastalking', username: 'sandbox', api_key: 'atsk_restart_0123456789' }),
      });
      expect(saved.status).toBe(200);
      const reg = await signIn('registrar');
      const user = { id: reg.id, username: 'registrar', roles: reg.roles, branchId: reg.branchId };
      const numbers = phones(40, 3000);
      const { batch_id } = await queue(
        firstCtx,
        user,
        planOf(numbers, (i) => `Balance ${i}`),
      );
      await first.close();

      // Second life: a new process opens the same database and its worker sends the outbox.
      at.requests.length = 0;
      const second = durable.open();
      await migrate(second);
      const secondCtx: AppContext = { database: second, secret: randomBytes(32), demo: true, smsGatewayUrl: at.url };
      const workers = startWorkers(secondCtx);
      try {
        await expect
          .poll(() => statusesOf(secondCtx, batch_id), { timeout: 15_000 })
          .toEqual(numbers.map(() => 'sent'));
      } finally {
        await workers.stop();
      }
      expect((await sendDueOnce(secondCtx)).claimed).toBe(0);
      const received = at.requests.flatMap((r) => r.numbers).sort();
      expect(received).toEqual([...numbers].sort());
      await second.close();
    } finally {
      await durable.drop();
    }
  });
});
