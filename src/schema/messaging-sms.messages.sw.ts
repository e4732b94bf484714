import type { SameKeys } from './translations';
import type { SMS_MESSAGES } from './messaging-sms.messages';

export const SMS_MESSAGES_SW: SameKeys<typeof SMS_MESSAGES> = {
  no_gateway: 'haikutumwa: hakuna lango la SMS lililowekwa',
  not_configured: 'haikutumwa: jina la mtumiaji au ufunguo wa API wa Africa’s Talking haujawekwa',
  opted_out: 'Namba hii iko kwenye orodha ya waliojiondoa ya shule',
  opted_out_since: 'Namba hii ilijiondoa baada ya ujumbe kuwekwa foleni',
  gave_up: 'Imeachwa baada ya majaribio %{attempts}: %{reason}',
  gateway_http: 'Lango lilijibu HTTP %{status}: %{detail}',
  gateway_timeout: 'Lango halikujibu ndani ya sekunde %{seconds}',
  gateway_unreachable: 'Lango halikufikiwa: %{detail}',
  gateway_unreadable: 'Jibu la lango halikuweza kusomwa',
  gateway_no_answer: 'Jibu la lango halikutaja namba hii',
  status: {
    risk_hold: 'Imezuiwa na ukaguzi wa udanganyifu wa lango (%{status})',
    invalid_sender_id: 'Jina la mtumaji halijasajiliwa kwa akaunti hii (%{status})',
    invalid_phone_number: 'Si namba ambayo lango linaweza kutumia SMS (%{status})',
    unsupported_number_type: 'Lango halitumi SMS kwa aina hii ya namba (%{status})',
    insufficient_balance: 'Akaunti ya lango haina salio la kutosha (%{status})',
    user_in_blacklist: 'Namba hii imezuia ujumbe kutoka kwa mtumaji huyu (%{status})',
    could_not_route: 'Mtandao wa simu haukufikiwa (%{status})',
    do_not_disturb: 'Imekataliwa: namba hii iliomba kutopokea ujumbe wa matangazo (%{status})',
    gateway_error: 'Lango lilipata hitilafu (%{status})',
    other: 'Lango liliukataa (%{status})',
  },
  settings: {
    username_needed: 'Weka jina la mtumiaji la Africa’s Talking',
    api_key_needed: 'Weka ufunguo wa API ili kutuma kupitia Africa’s Talking',
  },
  delivery: {
    bad_report: 'Ripoti ya kufika inahitaji kitambulisho na hali inayotumwa na lango',
    unknown_message: 'Hakuna ujumbe uliotumwa wenye kitambulisho hiki',
  },
};
