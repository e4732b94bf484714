import { boolean, email, multiChoice, number, password, text } from './fields';
import { defineResource } from './resource';
import { ROLES, SETTINGS_ROLES } from './roles';

export const users = defineResource({
  name: 'users',
  path: '/users',
  label: 'Users',
  singular: 'User',
  icon: 'user',
  module: 'settings',
  fields: {
    username: text('Username', {
      required: true,
      unique: 'global',
      min: 3,
      max: 40,
      pattern: '^[a-z0-9._-]+$',
      help: 'Lower-case letters, digits, dot, dash, underscore',
    }),
    name: text('Full name', { required: true, max: 120 }),
    email: email('Email'),
    roles: multiChoice('Roles', ROLES),
    active: boolean('Active', { default: true }),
    theme: number('Theme', { integer: true, min: 0, max: 1, default: 0, readOnly: true, help: '0 light, 1 dark' }),
    password: password('Password', {
      required: true,
      help: '8 to 128 characters; leave empty to keep the current one',
    }),
  },
  list: ['username', 'name', 'email', 'roles', 'active'],
  filters: ['active'],
  sort: { field: 'username', order: 'ASC' },
  search: ['username', 'name', 'email'],
  represent: '{name}',
  access: { read: SETTINGS_ROLES, write: SETTINGS_ROLES },
});
