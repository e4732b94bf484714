import type { Messages } from './registryMessages';

/** Texts of the books screens, under `shule.books_screens`; Swahili: sw/books.ts. */
export const BOOKS_EN: Messages = {
  shule: {
    books_screens: {
      chart: {
        search: 'Search by code or name',
        fund: 'Fund',
        all_funds: 'All funds',
        type: 'Type',
        all_types: 'All types',
        types: {
          asset: 'Assets',
          liability: 'Liabilities',
          net_assets: 'Net assets',
          income: 'Income',
          expense: 'Expenses',
        },
        closed: 'Closed',
        postings: 'Postings of %{account}',
        tree_label: 'Chart of accounts by fund, with balances to date',
        help: 'Balances to date. Arrow keys move through the tree, Right and Left open and close a branch, Enter opens the account.',
        none: 'No account matches the search or filters.',
        failed: 'The chart of accounts could not be loaded. Try again in a moment.',
      },
      journal: {
        new_entry: 'New journal entry',
        manual: 'Manual journal entries',
        periods: 'Accounting periods',
        daily: 'Daily collections',
        source_document: 'Source document',
      },
      periods: {
        fiscal_year: 'Fiscal year',
        create_year: 'Create the year’s periods',
        created: '%{smart_count} period of %{year} created |||| %{smart_count} periods of %{year} created',
        none_new: 'The periods of %{year} are all there already',
      },
    },
  },
};
