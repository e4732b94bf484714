import { sql } from 'kysely';
import type { StudentChoice } from '../../../../src/schema/fee-student-choice';
import type { Db } from '../../../db/database';

/**
 * Students whose name or admission number holds every word typed (or the one student asked for
 * by id), active ones first, for the receive-fees screen: twenty at most, with class and balance
 * so the clerk picks the right Wanjiru.
 */
export async function findStudents(db: Db, branchId: number, q: string, id?: number): Promise<StudentChoice[]> {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  if (words.length === 0 && id === undefined) return [];
  let query = db
    .selectFrom('students as s')
    .leftJoin('classes as c', 'c.id', 's.class_id')
    .leftJoin('streams as st', 'st.id', 's.stream_id')
    .select([
      's.id',
      's.first_name',
      's.middle_name',
      's.last_name',
      's.admission_no',
      's.status',
      's.fee_balance',
      'c.name as class_name',
      'st.name as stream_name',
    ])
    .where('s.branch_id', '=', branchId);
  if (id !== undefined) query = query.where('s.id', '=', id);
  for (const word of words) {
    const like = `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where(
      sql<boolean>`(lower(s.first_name) like ${like} escape '\\' or lower(s.last_name) like ${like} escape '\\'
        or lower(coalesce(s.middle_name, '')) like ${like} escape '\\' or lower(s.admission_no) like ${like} escape '\\')`,
    );
  }
  const rows = await query
    .orderBy(sql`case when s.status = 'active' then 0 else 1 end`)
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' '),
    admission_no: String(r.admission_no ?? ''),
    class_name: [r.class_name, r.stream_name].filter(Boolean).join(' '),
    status: String(r.status ?? ''),
    fee_balance: Number(r.fee_balance ?? 0),
  }));
}
