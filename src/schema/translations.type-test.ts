/**
 * Compile-time tests of a module's Swahili: `npm run typecheck` fails when a label a declaration
 * shows can go without its Swahili (an `@ts-expect-error` below would no longer find its error).
 */
import { choice, date, lines, longText, text } from './fields';
import { defineModule, definePage, defineReport } from './module';
import { defineResource } from './resource';
import type { EveryModuleTranslated, ModuleSwahili } from './translations';

const access = { read: ['ROLE_All'], write: ['ROLE_All'] } as const;

const loans = defineResource({
  name: 'loans',
  path: '/library/loans',
  label: 'Loans',
  singular: 'Loan',
  icon: 'book',
  module: 'library',
  fields: {
    title: text('Title', { required: true, help: 'As printed on the cover' }),
    state: choice('State', ['out', 'back'], { default: 'out' }),
    due: date('Due'),
    notes: lines('Notes', { singular: 'Note', fields: { text: longText('Text') } }),
  },
  list: ['title', 'state'],
  filters: [],
  sort: { field: 'title', order: 'ASC' },
  search: [],
  represent: '{title}',
  access,
  form: {
    sections: [
      { label: 'Book', fields: ['title'] },
      { label: 'Return', fields: ['due'] },
    ],
  },
  workflow: {
    field: 'state',
    actions: {
      give_back: { label: 'Give back', from: ['out'], to: 'back', confirm: 'Sure?', input: { on: date('On') } },
    },
  },
});

const loansReport = defineReport({
  name: 'overdue',
  path: '/library/reports/overdue',
  label: 'Overdue',
  module: 'library',
  roles: [],
  filters: { state: choice('State', ['out', 'back']) },
  columns: { title: text('Title') },
  sort: { field: 'title', order: 'ASC' },
  query: ({ db }) => db.selectFrom('loans').selectAll(),
});

export const library = defineModule({
  name: 'library',
  label: 'Library',
  resources: [loans],
  pages: [definePage({ path: '/library/desk', label: 'Desk', module: 'library' })],
  reports: [loansReport],
  messages: { errors: { overdue: '%{title} is overdue' } },
});

type Swahili = ModuleSwahili<typeof library>;

const loansSw = {
  name: 'Mkopo |||| Mikopo',
  fields: { title: 'Kichwa', state: 'Hali', due: 'Tarehe ya kurudisha', notes: 'Maelezo' },
  helps: { title: 'Kama kilivyoandikwa juu ya jalada' },
  choices: { state: { out: 'Nje', back: 'Kimerudi' } },
  sections: { '0': 'Kitabu', '1': 'Kurudisha', other: 'Mengine' },
  actions: { give_back: { label: 'Rudisha', confirm: 'Una uhakika?', fields: { on: 'Tarehe' } } },
  lines: { notes: { name: 'Maelezo |||| Maelezo', fields: { text: 'Maandishi' } } },
};
const complete = {
  label: 'Maktaba',
  resources: { loans: loansSw },
  pages: { '/library/desk': 'Dawati' },
  reports: {
    overdue: {
      name: 'Vilivyochelewa',
      columns: { title: 'Kichwa' },
      filters: { state: 'Hali' },
      choices: { state: { out: 'Nje', back: 'Kimerudi' } },
    },
  },
  messages: { errors: { overdue: '%{title} kimechelewa' } },
};

export const translated: Swahili = complete;
const withLoans = (loan: object) => ({ ...complete, resources: { loans: loan } });

// @ts-expect-error a field's label is missing
export const noField: Swahili = withLoans({ ...loansSw, fields: { title: 'Kichwa', state: 'Hali', notes: 'M' } });
// @ts-expect-error a choice value is missing
export const noChoice: Swahili = withLoans({ ...loansSw, choices: { state: { out: 'Nje' } } });
// @ts-expect-error a help text is missing
export const noHelp: Swahili = withLoans({ ...loansSw, helps: {} });
// @ts-expect-error the resource's name is missing
export const noName: Swahili = withLoans({ ...loansSw, name: undefined });
// @ts-expect-error a form section is missing (and `other`, the section of the fields no section places)
export const noSection: Swahili = withLoans({ ...loansSw, sections: { '0': 'Kitabu', other: 'Mengine' } });
// @ts-expect-error a workflow action is missing
export const noAction: Swahili = withLoans({ ...loansSw, actions: {} });
// @ts-expect-error an action's question is missing
export const noQuestion: Swahili = withLoans({
  ...loansSw,
  actions: { give_back: { label: 'R', fields: { on: 'T' } } },
});
// @ts-expect-error the label of an action's input is missing
export const noInput: Swahili = withLoans({
  ...loansSw,
  actions: { give_back: { label: 'R', confirm: '?', fields: {} } },
});
// @ts-expect-error an inline line's field is missing
export const noLine: Swahili = withLoans({ ...loansSw, lines: { notes: { name: 'M', fields: {} } } });
// @ts-expect-error a page is missing
export const noPage: Swahili = { ...complete, pages: {} };
// @ts-expect-error a report column is missing
export const noColumn: Swahili = { ...complete, reports: { overdue: { ...complete.reports.overdue, columns: {} } } };
const overdue = complete.reports.overdue;
// @ts-expect-error a report filter's choice is missing
export const noFilterChoice: Swahili = { ...complete, reports: { overdue: { ...overdue, choices: {} } } };
// @ts-expect-error one of the module's own messages is missing
export const noMessage: Swahili = { ...complete, messages: { errors: {} } };
// @ts-expect-error a resource is missing altogether
export const noResource: Swahili = { ...complete, resources: {} };

/** defineModule checks the chunk its `swahili` loader brings. */
export const checkedLoader = defineModule({
  name: 'library',
  label: 'Library',
  resources: [loans],
  // @ts-expect-error the chunk lacks the resource's Swahili
  swahili: () => Promise.resolve({ default: { label: 'Maktaba', resources: {} } }),
});

export const withSwahili = defineModule({
  name: 'library',
  label: 'Library',
  resources: [],
  swahili: () => Promise.resolve({ default: { label: 'Maktaba', resources: {} } }),
});
export const indexed: EveryModuleTranslated<[typeof withSwahili]> = true;
// @ts-expect-error a module of the index without Swahili
export const unindexed: EveryModuleTranslated<[typeof withSwahili, typeof library]> = true;
