/** Swahili of finance-reports.ts: pages by path, reports by name. */
const ACCOUNT_FILTERS_SW = {
  search: 'Jina au nambari ya usajili',
  class_id: 'Darasa',
  stream_id: 'Mkondo',
  residence: 'Bweni au kutwa',
  balance: 'Salio',
  status: 'Hali ya mwanafunzi',
};
const ACCOUNT_COLUMNS_SW = {
  student_id: 'Nambari ya mwanafunzi',
  admission_no: 'Nambari ya usajili',
  student: 'Mwanafunzi',
  class_name: 'Darasa',
  level: 'Kiwango',
  stream_name: 'Mkondo',
  residence: 'Bweni au kutwa',
  billed: 'Iliyotozwa',
  paid: 'Iliyolipwa',
  balance: 'Salio',
  credit: 'Ziada',
};
const CHOICES_SW = {
  residence: { boarding: 'Bweni', day: 'Kutwa' },
  status: {
    active: 'Anasoma',
    transferred: 'Amehamishwa',
    suspended: 'Amesimamishwa',
    left: 'Ameondoka',
    alumni: 'Mhitimu',
  },
};

export const FINANCE_REPORTS_SW = {
  resources: {},
  pages: {
    '/finance': 'Dashibodi ya fedha',
    '/financestudents': 'Akaunti za ada za wanafunzi',
    '/feebalances': 'Salio za ada',
    '/balancenotifications': 'SMS za salio la ada',
    '/invoicenotifications': 'SMS za ankara',
  },
  reports: {
    finance_students: {
      name: 'Akaunti za ada za wanafunzi',
      columns: ACCOUNT_COLUMNS_SW,
      filters: ACCOUNT_FILTERS_SW,
      choices: CHOICES_SW,
    },
    fee_balances: {
      name: 'Salio za ada',
      columns: { ...ACCOUNT_COLUMNS_SW, guardian_phone: 'Simu ya mlezi' },
      filters: ACCOUNT_FILTERS_SW,
      choices: CHOICES_SW,
    },
  },
};
