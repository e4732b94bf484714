import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { school } from '../../../db/typed';
import type { Hook } from '../../../engine/hooks';

/**
 * A branch's Daraja settings as the server needs them, the kept keys included. The generic API
 * never answers the keys (kept passwords), so this is the one place that reads them; nothing here
 * is ever sent to a browser.
 */
export interface MpesaSettings {
  readonly environment: 'sandbox' | 'production';
  readonly accountType: 'paybill' | 'till';
  readonly shortcode: string;
  readonly consumerKey: string;
  readonly consumerSecret: string;
  readonly passkey: string;
  readonly rejectUnknownAccounts: boolean;
  readonly callbackSecret: string | null;
}

const DEFAULTS: MpesaSettings = {
  environment: 'sandbox',
  accountType: 'paybill',
  shortcode: '',
  consumerKey: '',
  consumerSecret: '',
  passkey: '',
  rejectUnknownAccounts: false,
  callbackSecret: null,
};

const trimmed = (value: unknown) => String(value ?? '').trim();

export async function readMpesaSettings(db: Db, branchId: number): Promise<MpesaSettings> {
  const row = await school(db)
    .selectFrom('mpesa_settings')
    .selectAll()
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return DEFAULTS;
  return {
    environment: row.environment === 'production' ? 'production' : 'sandbox',
    accountType: row.account_type === 'till' ? 'till' : 'paybill',
    shortcode: trimmed(row.shortcode),
    consumerKey: trimmed(row.consumer_key),
    consumerSecret: trimmed(row.consumer_secret),
    passkey: trimmed(row.passkey),
    rejectUnknownAccounts: Boolean(row.reject_unknown_accounts),
    callbackSecret: row.callback_secret ? String(row.callback_secret) : null,
  };
}

/** 32 random bytes, URL-safe: 43 characters that name one branch in Safaricom's callback URLs. */
export const newCallbackSecret = (): string => randomBytes(32).toString('base64url');
export const CALLBACK_SECRET = /^[A-Za-z0-9_-]{32,80}$/;

/** The branch whose callback secret this is, or undefined (then the caller answers 404). */
export async function branchOfSecret(db: Db, secret: string): Promise<number | undefined> {
  if (!CALLBACK_SECRET.test(secret)) return undefined;
  const row = await school(db)
    .selectFrom('mpesa_settings')
    .select('branch_id')
    .where('callback_secret', '=', secret)
    .executeTakeFirst();
  return row ? Number(row.branch_id) : undefined;
}

/** Who the audit names for what Safaricom reports: the branch's M-Pesa, not a person. */
export const mpesaUser = (branchId: number): SessionUser => ({
  id: 0,
  username: 'mpesa',
  roles: ['ROLE_All'],
  branchId,
});

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Keys are stored as typed (trimmed: they are pasted) and shown afterwards only as a hint of which
 * are set; an empty one keeps the stored key. The callback secret is made once, when the settings
 * record is first created (as soon as anyone opens the screen or asks for the URLs).
 */
export const keepMpesaSecrets: Hook = async ({ db, data, before }) => {
  for (const name of ['consumer_key', 'consumer_secret', 'passkey'] as const)
    if (filled(data[name])) data[name] = (data[name] as string).trim();
  if (filled(data.consumer_key) || filled(data.consumer_secret) || filled(data.passkey)) {
    // The record as loaded carries no kept keys: the stored ones are read here, for the hint only.
    const stored = before?.id
      ? await school(db)
          .selectFrom('mpesa_settings')
          .select(['consumer_key', 'consumer_secret', 'passkey'])
          .where('id', '=', Number(before.id))
          .executeTakeFirst()
      : undefined;
    const value = (name: 'consumer_key' | 'consumer_secret' | 'passkey') =>
      filled(data[name]) ? (data[name] as string) : trimmed(stored?.[name]);
    data.keys_hint = [
      value('consumer_key') ? `key ••••${value('consumer_key').slice(-4)}` : '',
      value('consumer_secret') ? 'secret ✓' : '',
      value('passkey') ? 'passkey ✓' : '',
    ]
      .filter(Boolean)
      .join(', ')
      .slice(0, 40);
  }
  if (!filled(before?.callback_secret) && !filled(data.callback_secret)) data.callback_secret = newCallbackSecret();
};
