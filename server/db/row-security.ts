import { sql } from 'kysely';
import type { AnyResource } from '../../src/schema';
import type { Db } from './database';

/** The role every request runs as on PostgreSQL: not the owner, no BYPASSRLS, so policies bind it. */
export const APP_ROLE = 'shule_app';

/**
 * Row-level security as a backstop for the application's own branch filter: a request that
 * forgot its WHERE branch_id would still see only rows of the branch set in shule.branch_id.
 */
export async function enableRowLevelSecurity(db: Db, resources: readonly AnyResource[]): Promise<void> {
  await sql
    .raw(
      `do $$ begin
         begin create role ${APP_ROLE} nologin; exception when duplicate_object or unique_violation then null; end;
         begin execute format('grant ${APP_ROLE} to %I', current_user); exception when others then null; end;
         execute format('grant usage on schema %I to ${APP_ROLE}', current_schema());
         execute format('grant select, insert, update, delete on all tables in schema %I to ${APP_ROLE}', current_schema());
         execute format('grant usage, select on all sequences in schema %I to ${APP_ROLE}', current_schema());
       end $$`,
    )
    .execute(db);
  for (const resource of resources) {
    const table = resource.name;
    const column = 'branch_id'; // a school's own row too: its branch_id is its id
    const check = `${column} = nullif(current_setting('shule.branch_id', true), '')::bigint`;
    // A national table (tax bands, KNEC codes) is read by every school; rows are still written under one.
    const read = resource.national ? 'true' : check;
    await sql.raw(`alter table ${table} enable row level security`).execute(db);
    await sql.raw(`drop policy if exists branch_isolation on ${table}`).execute(db);
    await sql
      .raw(`create policy branch_isolation on ${table} to ${APP_ROLE} using (${read}) with check (${check})`)
      .execute(db);
  }
}
