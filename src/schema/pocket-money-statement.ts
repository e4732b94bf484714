/**
 * The wire shape of GET /api/finance/pocket-money/:id/statement: a student's wallet in date order
 * with the balance after each transaction, as the pocket-money desk (src/pages/finance/charges)
 * shows it and server/modules/finance/wallets/pocket-money.ts builds it. Money is in cents.
 */
export interface WalletStatement {
  readonly student: { id: number; admission_no: string; name: string; class_name: string | null };
  readonly balance: number;
  readonly deposits: number;
  readonly withdrawals: number;
  readonly transactions: readonly {
    id: number;
    transacted_on: string;
    kind: string;
    amount: number;
    mode: string;
    reference: string | null;
    note: string | null;
    balance_after: number;
  }[];
}
