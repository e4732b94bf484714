import { topUpStandardChart } from '../../modules/finance/ledger/standard-chart';
import type { Patch } from '../patch';

/**
 * Schools created before the accounting issue get the accounts it posts to (creditors, imprest,
 * bank charges, expense accounts per vote head, capitation and other income), and their standard
 * vote heads their expense accounts. After the sync, which adds vote_heads.expense_account_id.
 */
export default {
  phase: 'after-sync',
  async up(db) {
    const branches = await db.selectFrom('branches').select('id').execute();
    for (const branch of branches) await topUpStandardChart(db, Number(branch.id));
  },
} satisfies Patch;
