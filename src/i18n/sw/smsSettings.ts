import type { Messages } from '../registryMessages';

/** Swahili of ../smsSettings.ts. */
export const SMS_SETTINGS_SW: Messages = {
  shule: {
    sms_settings_screen: {
      not_sending: 'Ujumbe unahifadhiwa kwenye foleni na hautumwi: hakuna lango la SMS lililowekwa',
      not_sending_help:
        'Chagua Africa’s Talking hapa chini, pamoja na jina la mtumiaji na ufunguo wa API, ili kuutuma.',
      missing_key:
        'Ujumbe unahifadhiwa kwenye foleni na hautumwi: jina la mtumiaji au ufunguo wa API wa Africa’s Talking haujawekwa',
      sandbox: 'Ujumbe unaenda kwenye sandbox ya Africa’s Talking: unafika kwenye kiigaji chake, si kwenye simu halisi',
      production: 'Ujumbe unatumwa kwenye simu za wazazi kupitia Africa’s Talking',
      key_in_use: 'Ufunguo wa API unaotumika: %{hint}',
      resend_hint: 'Ujumbe ambao haukutumwa unaweza kutumwa tena kutoka SMS zilizotumwa baada ya lango kuwekwa.',
      callback_title: 'Ripoti za kufika',
      callback_label: 'Anwani ya callback ya ripoti za kufika',
      callback_help:
        'Bandika anwani hii kwenye dashibodi ya Africa’s Talking (SMS → SMS Callback URLs → Delivery Reports) ili kila ujumbe uonyeshe kama ulifika. Iweke siri: inataja shule hii.',
      copy: 'Nakili anwani',
      copied: 'Anwani ya callback imenakiliwa',
      copy_failed: 'Haikuweza kunakiliwa: chagua anwani na uinakili mwenyewe',
      no_secret: 'Hifadhi mipangilio hii mara moja ili kupata anwani ya ripoti za kufika.',
    },
  },
};
