/**
 * The outbox's, the sender's and the gateways' words (server/modules/messaging); Swahili:
 * messaging-sms.messages.sw.ts. A message's failure reason is stored in English, like every
 * record's data; the gateway's own status name stays in brackets so it can be searched for.
 */
export const SMS_MESSAGES = {
  no_gateway: 'not sent: no gateway configured',
  not_configured: 'not sent: the Africa’s Talking username or API key is not set',
  opted_out: 'The number is on the school’s opt-out list',
  opted_out_since: 'The number opted out after the message was queued',
  gave_up: 'Gave up after %{attempts} attempts: %{reason}',
  gateway_http: 'The gateway answered HTTP %{status}: %{detail}',
  gateway_timeout: 'The gateway did not answer within %{seconds} s',
  gateway_unreachable: 'The gateway could not be reached: %{detail}',
  gateway_unreadable: 'The gateway’s answer could not be read',
  gateway_no_answer: 'The gateway’s answer did not name this number',
  status: {
    risk_hold: 'Held by the gateway’s fraud checks (%{status})',
    invalid_sender_id: 'The sender ID is not registered for this account (%{status})',
    invalid_phone_number: 'Not a number the gateway can text (%{status})',
    unsupported_number_type: 'The gateway does not text this kind of number (%{status})',
    insufficient_balance: 'The gateway account has too little credit (%{status})',
    user_in_blacklist: 'The number has blocked messages from this sender (%{status})',
    could_not_route: 'The mobile network could not be reached (%{status})',
    do_not_disturb: 'Refused: the number asked not to receive promotional messages (%{status})',
    gateway_error: 'The gateway had an error (%{status})',
    other: 'The gateway refused it (%{status})',
  },
  settings: {
    username_needed: 'Enter the Africa’s Talking username',
    api_key_needed: 'Enter the API key to send through Africa’s Talking',
  },
  delivery: {
    bad_report: 'A delivery report needs an id and a status the gateway sends',
    unknown_message: 'No message sent with this id',
  },
};
