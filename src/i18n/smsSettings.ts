import type { Messages } from './registryMessages';

/** Texts of the SMS gateway settings panel (src/resources/sms_settings), under `shule.sms_settings_screen`; Swahili: sw/smsSettings.ts. */
export const SMS_SETTINGS_EN: Messages = {
  shule: {
    sms_settings_screen: {
      not_sending: 'Messages are kept in the outbox and not sent: no gateway is configured',
      not_sending_help: 'Choose Africa’s Talking below, with its username and API key, to send them.',
      missing_key: 'Messages are kept in the outbox and not sent: the Africa’s Talking username or API key is not set',
      sandbox: 'Messages go to the Africa’s Talking sandbox: they reach its simulator, not real phones',
      production: 'Messages are sent to parents’ phones through Africa’s Talking',
      key_in_use: 'API key in use: %{hint}',
      resend_hint: 'Messages kept as not sent can be resent from Sent SMS once a gateway is set.',
      callback_title: 'Delivery reports',
      callback_label: 'Delivery report callback URL',
      callback_help:
        'Paste this address into the Africa’s Talking dashboard (SMS → SMS Callback URLs → Delivery Reports) so each message shows whether it was delivered. Keep it private: it names this school.',
      copy: 'Copy URL',
      copied: 'Callback URL copied',
      copy_failed: 'Could not copy: select the address and copy it yourself',
      no_secret: 'Save these settings once to get the delivery report address.',
    },
  },
};
