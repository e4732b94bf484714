import { email, image, phone, text } from './fields';
import { defineResource } from './resource';
import { defineModule } from './module';
import { SETTINGS_ROLES } from './roles';

/**
 * A branch is a school, and its row is the school's settings: a singleton (GET /api/branches/current).
 * Its branch_id is its own id, so the generic scoping shows a school its own record only; schools are
 * created by the super administrator, never through the school API.
 */
export const branches = defineResource({
  name: 'branches',
  path: '/settings',
  label: 'School settings',
  singular: 'School',
  icon: 'branch',
  module: 'branches',
  fields: {
    name: text('Name', { required: true, max: 120 }),
    code: text('Code', { required: true, unique: 'global', max: 20, pattern: '^[A-Z0-9-]+$' }),
    motto: text('Motto', { max: 200 }),
    address: text('Address', { max: 200 }),
    phone: phone('Phone'),
    email: email('Email'),
    logo: image('Logo'),
    admission_pattern: text('Admission-number pattern', {
      max: 60,
      default: 'ADM/{YYYY}/{SEQ:5}',
      pattern: '^[A-Za-z0-9/_{}:-]*\\{SEQ(:[1-9])?\\}[A-Za-z0-9/_{}:-]*$',
      help: '{YYYY} year of admission, {YY} its last two digits, {SEQ:5} the next number with 5 digits',
    }),
    // The head of the school, by name: printed on the principal's line of report forms.
    principal_name: text('Principal', { max: 120, help: 'The head of the school, as printed on report forms' }),
    // The employer's PIN: on every P9A tax deduction card and in the name of the P10 return's file.
    kra_pin: text('Employer KRA PIN', {
      max: 11,
      pattern: '^[A-Z][0-9]{9}[A-Z]$',
      help: 'The school’s PIN with KRA: a capital letter, nine digits and a capital letter, e.g. P051234567X',
    }),
  },
  list: ['name', 'code', 'phone', 'email'],
  filters: [],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'code'],
  represent: '{name}',
  access: { read: SETTINGS_ROLES, write: SETTINGS_ROLES },
  singleton: true,
});

export const branchesModule = defineModule({
  name: 'branches',
  label: 'Branches',
  resources: [branches],
  swahili: () => import('./branches.sw'),
});
