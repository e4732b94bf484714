import { sql } from 'kysely';
import type { Patch } from '../patch';

/**
 * Entries posted before the journal kept the accounts and funds each entry touches
 * (journal_entries.account_ids and fund_ids, which the journal screen filters by) get them from
 * their lines. After the sync, which adds the two columns. One statement per engine: the journal
 * of a year holds tens of thousands of entries.
 */
export default {
  phase: 'after-sync',
  async up(db, engine) {
    if (engine === 'postgres') {
      await sql`
        update journal_entries e set
          account_ids = (select '[' || string_agg(x.id::text, ',' order by x.id) || ']'
                           from (select distinct l.account_id as id from journal_entries_lines l
                                  where l.parent_id = e.id) x),
          fund_ids = (select '[' || string_agg(x.id::text, ',' order by x.id) || ']'
                        from (select distinct a.fund_id as id from journal_entries_lines l
                                join accounts a on a.id = l.account_id where l.parent_id = e.id) x)
        where e.account_ids is null`.execute(db);
      return;
    }
    await sql`
      update journal_entries set
        account_ids = (select '[' || group_concat(account_id, ',') || ']'
                         from (select distinct l.account_id from journal_entries_lines l
                                where l.parent_id = journal_entries.id order by l.account_id)),
        fund_ids = (select '[' || group_concat(fund_id, ',') || ']'
                      from (select distinct a.fund_id from journal_entries_lines l join accounts a on a.id = l.account_id
                             where l.parent_id = journal_entries.id order by a.fund_id))
      where account_ids is null`.execute(db);
  },
} satisfies Patch;
