import { boolean, choice, email, longText, money, phone, text } from './fields';
import { imprests, outstandingImprestsReport } from './finance-expenses-imprests';
import { paymentVouchers } from './finance-expenses-vouchers';
import { EXPENSE_READERS, EXPENSE_ROLES } from './finance-roles';
import { defineResource } from './resource';

/**
 * Finance, expenses (the accounting issue): the school's suppliers, the payment vouchers that pay
 * them (prepared, approved by a second person, paid and posted), and imprest advanced to staff and
 * surrendered with receipts. Resources, pages and reports are listed at the end as const, so the
 * module's types see each one.
 */

/** KRA's PIN: a letter (P for a person or company, A for an individual), nine digits and a letter. */
export const KRA_PIN_PATTERN = '^[A-Za-z][0-9]{9}[A-Za-z]$';

export const SUPPLIER_CATEGORIES = [
  'foodstuffs',
  'utilities',
  'books_stationery',
  'hardware',
  'transport',
  'medical',
  'services',
  'other',
] as const;

export const suppliers = defineResource({
  name: 'suppliers',
  path: '/supliers',
  label: 'Suppliers',
  singular: 'Supplier',
  icon: 'inventory',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 120 }),
    kra_pin: text('KRA PIN', {
      unique: 'branch',
      max: 11,
      pattern: KRA_PIN_PATTERN,
      help: 'A letter, nine digits and a letter, as P051234567X',
    }),
    category: choice('Supplies', SUPPLIER_CATEGORIES, {
      required: true,
      default: 'other',
      choiceLabels: { books_stationery: 'Books and stationery' },
    }),
    active: boolean('Active', { default: true, help: 'Only active suppliers are offered on new vouchers' }),
    contact_person: text('Contact person', { max: 120 }),
    phone: phone('Phone'),
    email: email('Email'),
    address: longText('Address', { max: 300, help: 'P.O. Box and town, and where the premises are' }),
    bank_name: text('Bank', { max: 80 }),
    bank_branch: text('Bank branch', { max: 80 }),
    bank_account_no: text('Account number', { max: 30, pattern: '^[0-9A-Za-z -]+$' }),
    mpesa_paybill: text('M-Pesa paybill', { max: 7, pattern: '^[0-9]{5,7}$' }),
    mpesa_account: text('Paybill account number', { max: 40 }),
    mpesa_till: text('M-Pesa till (Buy Goods)', { max: 7, pattern: '^[0-9]{5,7}$' }),
    mpesa_phone: phone('M-Pesa phone'),
    notes: longText('Notes', { max: 1000 }),
    // Kept by the expenses engine whenever one of the supplier's vouchers moves (cash basis: what
    // the school owes a supplier is what it has approved and not yet paid).
    owed: money('Approved, not yet paid', { readOnly: true }),
    paid_to_date: money('Paid to date', { readOnly: true }),
  },
  list: ['name', 'kra_pin', 'category', 'contact_person', 'phone', 'owed', 'paid_to_date', 'active'],
  filters: ['category', 'active'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'kra_pin', 'contact_person', 'phone'],
  represent: '{name}',
  access: { read: EXPENSE_READERS, write: EXPENSE_ROLES },
  listFilter: { active: true },
  form: {
    sections: [
      { label: 'Name and PIN', fields: ['name', 'kra_pin', 'category', 'active'] },
      { label: 'Contacts', fields: ['contact_person', 'phone', 'email', 'address'] },
      {
        label: 'How they are paid',
        fields: [
          'bank_name',
          'bank_branch',
          'bank_account_no',
          'mpesa_paybill',
          'mpesa_account',
          'mpesa_till',
          'mpesa_phone',
        ],
      },
      { label: 'Account with the school', fields: ['owed', 'paid_to_date'] },
      { label: 'Notes', fields: ['notes'] },
    ],
  },
});

export const EXPENSES_RESOURCES = [suppliers, paymentVouchers, imprests] as const;
export const EXPENSES_PAGES = [] as const;
export const EXPENSES_REPORTS = [outstandingImprestsReport] as const;
