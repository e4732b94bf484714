import type { Hook, HookTable } from '../../engine/hooks';
import { refusal, say } from '../../errors';
import { wakeSenders } from './sender-wake';
import { apiKeyHint, newDeliverySecret, readSmsSettings } from './sms-settings';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Africa's Talking needs its username and a key: refused with 400 on the field when either would
 * be missing after the save (a key already stored counts; it is never sent back to the form).
 */
const requireCredentials: Hook = ({ data, before, system }) => {
  if (system) return;
  const value = (name: string) => (Object.hasOwn(data, name) ? data[name] : before?.[name]);
  if (value('gateway') !== 'africastalking') return;
  const errors: Record<string, ReturnType<typeof say>> = {};
  if (!filled(value('username'))) errors.username = say('shule.messaging.sms.settings.username_needed');
  if (!filled(data.api_key) && !filled(before?.api_key_hint))
    errors.api_key = say('shule.messaging.sms.settings.api_key_needed');
  if (Object.keys(errors).length > 0) throw refusal(400, say('shule.errors.fields'), errors);
};

/**
 * A key typed is stored as typed (trimmed: keys are pasted) and shown afterwards only as its hint,
 * "••••" and its last four characters; an empty key leaves both as they were (validation.ts skips
 * an empty password on update). The delivery secret is made once, when the settings record is
 * first created, which is as soon as anyone opens the settings screen (repository.current).
 */
const keepSecrets: Hook = ({ data, before }) => {
  const key = data.api_key;
  if (filled(key)) {
    data.api_key = key.trim();
    data.api_key_hint = apiKeyHint(key.trim());
  }
  if (!filled(before?.delivery_secret) && !filled(data.delivery_secret)) data.delivery_secret = newDeliverySecret();
};

/**
 * Resend (the one user action on the outbox, from failed, rejected or not sent): the message is
 * queued anew as if just written, with no attempts, no reason and no gateway id of its old try, to
 * be sent now, its estimate priced again at today's cost per part. An audited system write.
 */
const requeue: Hook = async ({ db, user, resource, writer, action, record }) => {
  if (action !== 'resend' || !record) return;
  const settings = await readSmsSettings(db, user.branchId);
  await writer.update(
    db,
    user,
    resource,
    Number(record.id),
    {
      attempts: 0,
      failure_reason: null,
      gateway_message_id: null,
      sent_at: null,
      delivered_at: null,
      send_at: new Date().toISOString(),
      cost: Number(record.parts ?? 1) * settings.costPerPart,
    },
    { system: true, auditAction: 'resend' },
  );
  wakeSenders();
};

export const smsHooks: HookTable = {
  sms_settings: { validate: [requireCredentials], beforeSave: [keepSecrets] },
  sms_messages: { onTransition: [requeue] },
};
