import type { Messages } from './registryMessages';

/** Texts of /studentbilling, under `shule.student_billing`; Swahili: sw/studentBilling.ts. */
export const STUDENT_BILLING_EN: Messages = {
  shule: {
    student_billing: {
      title: 'Student billing',
      year: 'Academic year',
      term: 'Term',
      term_n: 'Term %{term}',
      tabs: { structures: 'Fee structures', run: 'Term billing', vote_heads: 'Vote heads' },
      structures: {
        intro: 'What each class pays this term, by fee category. Open a figure to see or change its vote heads.',
        class: 'Class',
        add: 'Set',
        add_named: 'Set the %{category} structure of %{class}',
        open_named: '%{class}, %{category}: %{amount}',
        none: 'Not set',
        set_count: '%{set} of %{all} structures set for term %{term} %{year}',
        no_classes: 'No classes yet — add them in Settings → Classes',
        no_categories: 'No fee categories yet',
        add_category: 'Add a fee category',
        all: 'All fee structures',
      },
      vote_heads: {
        intro: 'Payments settle vote heads in the order of their priority, 1 first.',
        none: 'No vote heads yet',
        add: 'Add a vote head',
        all: 'Open the list',
        active: 'Active',
        inactive: 'Not active',
      },
      run: {
        intro:
          'Bills every active student of the chosen classes from their class and category’s structure. Running it again bills nobody twice.',
        classes: 'Classes to bill',
        all_classes: 'All classes',
        preview: 'Preview',
        run: 'Bill term %{term} %{year}',
        confirm_title: 'Bill term %{term} %{year}?',
        confirm:
          '%{students} students will be invoiced %{amount} in all, and the invoices posted to the books. Students billed already are left as they are.',
        students: 'Students to bill',
        amount: 'Amount to bill',
        already: 'Already billed',
        missing: 'Students without a fee structure, not billed',
        missing_row:
          '%{class}, %{category}: %{smart_count} student |||| %{class}, %{category}: %{smart_count} students',
        no_category: 'no fee category',
        nothing: 'Nobody is left to bill for this term in these classes.',
        done: 'Billed %{smart_count} student for %{amount} |||| Billed %{smart_count} students for %{amount}',
        done_skipped: '%{smart_count} already billed were left as they were',
        open_run: 'Open the billing run',
        open_invoices: 'See the invoices',
        runs: 'Earlier runs',
        failed: 'The billing could not be done',
      },
    },
  },
};
