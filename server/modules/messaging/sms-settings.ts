import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { school } from '../../db/typed';
import { AT_BASE_URLS, africasTalkingGateway } from './gateways/africastalking';
import type { SmsGateway } from './gateways/gateway';
import { logGateway } from './gateways/log';
import { englishText } from '../../../src/schema';
import { say } from '../../errors';

/**
 * A branch's gateway settings as the sender needs them, the API key included. The generic API
 * never answers the key (a `kept` password: serialize.ts leaves password kinds out of every
 * answer and export, the audit says "(changed)"), so this is the one place that reads it.
 */
export interface SmsGatewaySettings {
  readonly gateway: 'log' | 'africastalking';
  readonly environment: 'sandbox' | 'production';
  readonly username: string;
  readonly apiKey: string;
  readonly senderId: string;
  /** KES cents: the estimate's price of one part. */
  readonly costPerPart: number;
  readonly deliverySecret: string | null;
}

/** A branch that has never opened its settings: the log gateway, nothing sent. */
const DEFAULTS: SmsGatewaySettings = {
  gateway: 'log',
  environment: 'sandbox',
  username: '',
  apiKey: '',
  senderId: '',
  costPerPart: 80,
  deliverySecret: null,
};

export async function readSmsSettings(db: Db, branchId: number): Promise<SmsGatewaySettings> {
  const row = await school(db)
    .selectFrom('sms_settings')
    .select(['gateway', 'environment', 'username', 'api_key', 'sender_id', 'cost_per_part', 'delivery_secret'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return DEFAULTS;
  return {
    gateway: row.gateway === 'africastalking' ? 'africastalking' : 'log',
    environment: row.environment === 'production' ? 'production' : 'sandbox',
    username: String(row.username ?? '').trim(),
    apiKey: String(row.api_key ?? '').trim(),
    senderId: String(row.sender_id ?? '').trim(),
    costPerPart: row.cost_per_part == null ? DEFAULTS.costPerPart : Number(row.cost_per_part),
    deliverySecret: row.delivery_secret ? String(row.delivery_secret) : null,
  };
}

/** The branch whose delivery-report secret this is, or undefined. */
export async function branchOfSecret(db: Db, secret: string): Promise<number | undefined> {
  if (!DELIVERY_SECRET.test(secret)) return undefined;
  const row = await school(db)
    .selectFrom('sms_settings')
    .select('branch_id')
    .where('delivery_secret', '=', secret)
    .executeTakeFirst();
  return row ? Number(row.branch_id) : undefined;
}

/** 32 random bytes, URL-safe: 43 characters that name one branch in the gateway's callback URL. */
export const newDeliverySecret = (): string => randomBytes(32).toString('base64url');
export const DELIVERY_SECRET = /^[A-Za-z0-9_-]{32,80}$/;

/** What the settings screen shows of a key: enough to tell which one is set. */
export const apiKeyHint = (key: string): string => `••••${key.slice(-4)}`;

export interface GatewayOptions {
  /** One call's limit before its messages are retried; 10 s unless a test says otherwise. */
  readonly timeoutMs?: number;
}

/**
 * The gateway a branch's settings choose. Africa's Talking without its username or key sends
 * nothing and says why, like the log gateway: the office fixes the settings and resends.
 */
export function gatewayFor(ctx: AppContext, settings: SmsGatewaySettings, options: GatewayOptions = {}): SmsGateway {
  if (settings.gateway !== 'africastalking') return logGateway();
  if (!settings.username || !settings.apiKey) return logGateway(englishText(say('shule.messaging.sms.not_configured')));
  return africasTalkingGateway({
    username: settings.username,
    apiKey: settings.apiKey,
    senderId: settings.senderId || undefined,
    baseUrl: ctx.smsGatewayUrl ?? AT_BASE_URLS[settings.environment],
    timeoutMs: options.timeoutMs ?? 10_000,
  });
}
