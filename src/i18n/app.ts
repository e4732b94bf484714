import { registryEnglish, registrySwahili } from './catalog';
import { COMPOSE_EN } from './compose';
import { NOTICES_EN } from './notices';
import { REGISTRATION_EN } from './registration';
import { merge, type MessageBundle } from './registryMessages';
import { SCREENS_EN } from './screens';
import { SETUP_EN } from './setup';
import { SMS_SETTINGS_EN } from './smsSettings';
import { SUPERADMIN_EN } from './superadmin';

/**
 * The messages of everything behind sign-in (the admin app and the super administrator's pages):
 * the registry's, the registration, super-administrator and generic screens'. Loaded with them,
 * not with the sign-in page; their Swahili only when a user chooses it.
 */
export const APP_MESSAGES: MessageBundle = {
  en: merge(
    registryEnglish(),
    { shule: REGISTRATION_EN },
    SUPERADMIN_EN,
    SCREENS_EN,
    SETUP_EN,
    COMPOSE_EN,
    NOTICES_EN,
    SMS_SETTINGS_EN,
  ),
  sw: async () => {
    const [app, registry] = await Promise.all([import('./sw/app'), registrySwahili()]);
    return merge(app.APP_SW, registry);
  },
};
