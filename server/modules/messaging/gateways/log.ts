import { englishText } from '../../../../src/schema';
import { say } from '../../../errors';
import { allAs, type SmsGateway } from './gateway';

/**
 * The gateway of a school that has not configured one (the default on a new install): every
 * message stays in the outbox as `not_sent`, saying so, and nothing pretends to be sent. Once a
 * gateway is set, the office resends them. `reason` says why nothing left: no gateway at all, or
 * Africa's Talking chosen without its username or key.
 */
export function logGateway(reason = englishText(say('shule.messaging.sms.no_gateway'))): SmsGateway {
  return {
    name: 'log',
    maxPerCall: 1000,
    send: (messages) => Promise.resolve(allAs(messages, 'not_sent', reason)),
  };
}
