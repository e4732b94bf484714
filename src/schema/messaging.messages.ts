import { COMPOSE_MESSAGES } from './messaging-compose.messages';
import { NOTICE_MESSAGES } from './messaging-notices.messages';
import { SMS_MESSAGES } from './messaging-sms.messages';

/**
 * English of the messaging module's answers, under `shule.messaging`: the outbox and gateways
 * (`sms`), the compose API (`compose`), notices and newsletters (`notices`). Swahili: messaging.sw.ts.
 */
export const MESSAGING_MESSAGES = {
  sms: SMS_MESSAGES,
  compose: COMPOSE_MESSAGES,
  notices: NOTICE_MESSAGES,
};
