/** The compose API's words (server/modules/messaging/compose-routes.ts, service.ts); Swahili: messaging-compose.messages.sw.ts. */
export const COMPOSE_MESSAGES = {
  empty_message: 'Write the message',
  unknown_placeholders:
    'Unknown placeholders: %{names}. Use {first_name}, {name}, {admission_no}, {class}, {stream}, {balance}, {guardian_name} or {school}',
  inapplicable_placeholders: 'These recipients have no value for %{names}: remove them or choose guardians of students',
  invalid_numbers: 'Not mobile numbers: %{numbers}. Correct or remove them; nothing was sent',
  no_recipients: 'Nobody to send to: no one chosen has a mobile number that may be texted',
  send_at_too_far: 'Must be at most %{days} days ahead',
  too_many_students: 'Choose at most %{max} students',
  too_many_numbers: 'Type at most %{max} numbers',
  unknown_audience: 'Choose who receives the message',
};
