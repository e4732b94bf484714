import { SW_ROLES } from '../../schema/roles.sw';
import { raSwahili } from '../raSwahili';
import { merge, type Messages } from '../registryMessages';
import { SHELL_SW } from './shell';

/**
 * The sign-in page's Swahili: react-admin's own messages, the shell's texts and the role names the
 * demo accounts show. A chunk of its own, loaded only when a user chooses Swahili.
 */
export const BASE_SW: Messages = merge(
  raSwahili as Messages,
  { shule: SHELL_SW },
  {
    resources: { users: { choices: { roles: { ...SW_ROLES } } } },
  },
);
