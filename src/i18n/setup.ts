import type { Messages } from './registryMessages';

/**
 * Texts of a new school's setup (Home's checklist, an empty pick-list's pointer to where its records
 * are added), Home's word to a user with no screens, and empty related lists; Swahili: sw/setup.ts.
 */
export const SETUP_EN: Messages = {
  shule: {
    setup: {
      title: 'Set up your school',
      intro:
        'Registration and the other screens pick from these lists. Add at least one of each; this card goes once they are all there.',
      todo: 'None yet — add the first',
      done: '%{smart_count} added |||| %{smart_count} added',
      progress: '%{done} of %{total} done',
      no_choices: 'No %{name} yet',
      add_in: '%{none} — add one in',
      ask_admin: '%{none} — an administrator adds them in %{place}',
      place: '%{module} → %{screen}',
    },
    home_access: {
      title: 'No screens for you yet',
      message:
        'You are signed in, but your account has no role that opens a screen, so Home is all there is. Ask your school administrator to give you the roles for your work (in Settings → Users).',
    },
    related: { none: 'No %{name}' },
  },
};
