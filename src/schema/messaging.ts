import {
  boolean,
  choice,
  countOf,
  date,
  datetime,
  lines,
  longText,
  money,
  multiChoice,
  number,
  password,
  phone,
  reference,
  richText,
  text,
  TODAY,
} from './fields';
import { MESSAGING_MESSAGES } from './messaging.messages';
import { defineModule, definePage } from './module';
import { defineResource } from './resource';
import { ROLES, SETTINGS_ROLES, type Role } from './roles';

/** spec.md section 6: messaging is ROLE_Send_Custom_sms (and ROLE_All). */
export const MESSAGING_ROLES: readonly Role[] = ['ROLE_Send_Custom_sms'];

/**
 * An SMS's life in the outbox. `queued` waits for the sender (or for its send_at); `sending` is
 * claimed by a sender; `not_sent` is kept because the branch has no gateway configured (the log
 * gateway), and can be resent once one is.
 */
export const SMS_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'rejected',
  'opted_out',
  'not_sent',
] as const;

export const SMS_GATEWAYS = ['log', 'africastalking'] as const;
const GATEWAY_LABELS = { log: 'None: keep messages in the outbox', africastalking: 'Africa’s Talking' };

/**
 * The outbox: one row per recipient, written before any network call so nothing is lost when the
 * server stops. Only the messaging engine writes it (server/modules/messaging/outbox.ts); the
 * user's one action is to resend what failed.
 */
export const smsMessages = defineResource({
  name: 'sms_messages',
  path: '/sms',
  label: 'Sent SMS',
  singular: 'SMS',
  plural: 'SMS messages',
  icon: 'sms',
  module: 'messaging',
  fields: {
    phone: phone('Number', { required: true }),
    recipient_name: text('Name', { max: 160 }),
    student_id: reference('Student', 'students'),
    body: longText('Message', { required: true, max: 2000 }),
    parts: number('Parts', { integer: true, min: 0 }),
    encoding: choice('Encoding', ['gsm7', 'ucs2'], { choiceLabels: { gsm7: 'GSM-7', ucs2: 'Unicode (UCS-2)' } }),
    cost: money('Cost', { help: 'Estimated when queued; the gateway’s charge once sent' }),
    status: choice('Status', SMS_STATUSES, { required: true, default: 'queued' }),
    gateway: choice('Gateway', SMS_GATEWAYS, { choiceLabels: GATEWAY_LABELS }),
    gateway_message_id: text('Gateway message id', { max: 120 }),
    failure_reason: text('Failure reason', { max: 300 }),
    attempts: number('Attempts', { integer: true, min: 0, default: 0 }),
    send_at: datetime('Send at'),
    sent_at: datetime('Sent at'),
    delivered_at: datetime('Delivered at'),
    batch_id: reference('Batch', 'sms_batches'),
    sent_by: text('Sent by', { max: 80 }),
  },
  list: ['send_at', 'phone', 'recipient_name', 'body', 'parts', 'cost', 'status', 'failure_reason', 'sent_by'],
  filters: ['status', 'gateway', 'batch_id', 'student_id', 'send_at', 'sent_by'],
  sort: { field: 'id', order: 'DESC' },
  search: ['phone', 'recipient_name', 'body', 'gateway_message_id'],
  represent: '{recipient_name} ({phone})',
  access: { read: MESSAGING_ROLES, write: MESSAGING_ROLES },
  writtenBy: 'engine',
  workflow: {
    field: 'status',
    actions: {
      resend: {
        label: 'Resend',
        from: ['failed', 'rejected', 'not_sent'],
        to: 'queued',
        roles: MESSAGING_ROLES,
        confirm: 'The message is queued again and sent through the school’s gateway.',
      },
    },
  },
});

/** One compose-and-send: the text as written, who it went to, and what it was estimated to cost. */
export const smsBatches = defineResource({
  name: 'sms_batches',
  path: '/smsbatches',
  label: 'SMS batches',
  singular: 'SMS batch',
  icon: 'sms',
  module: 'messaging',
  fields: {
    audience: text('Recipients', { required: true, max: 300 }),
    body: longText('Message', { required: true, max: 2000 }),
    template_id: reference('Template', 'sms_templates'),
    recipients: number('Messages', { integer: true, min: 0 }),
    total_parts: number('Parts', { integer: true, min: 0 }),
    estimated_cost: money('Estimated cost'),
    send_at: datetime('Send at'),
    sent_by: text('Sent by', { max: 80 }),
    source: text('Sent from', { max: 60, help: 'The screen or module that sent it: compose, fees, exams…' }),
    messages: countOf('Messages', 'sms_messages', 'batch_id'),
  },
  list: ['send_at', 'audience', 'body', 'recipients', 'total_parts', 'estimated_cost', 'sent_by'],
  filters: ['send_at', 'sent_by', 'source'],
  sort: { field: 'id', order: 'DESC' },
  search: ['audience', 'body'],
  represent: '{audience} ({send_at})',
  access: { read: MESSAGING_ROLES, write: MESSAGING_ROLES },
  writtenBy: 'engine',
});

export const SMS_TEMPLATE_PURPOSES = [
  'fee_reminder',
  'results',
  'closing_day',
  'opening_day',
  'arrival',
  'general',
] as const;

export const smsTemplates = defineResource({
  name: 'sms_templates',
  path: '/smstemplates',
  label: 'SMS templates',
  singular: 'SMS template',
  icon: 'sms',
  module: 'messaging',
  fields: {
    name: text('Name', { required: true, max: 80 }),
    purpose: choice('Purpose', SMS_TEMPLATE_PURPOSES, { required: true, default: 'general' }),
    language: choice('Language', ['english', 'swahili'], { required: true, default: 'english' }),
    body: longText('Message', {
      required: true,
      max: 918,
      help: 'Placeholders: {first_name} {name} {admission_no} {class} {stream} {balance} {guardian_name} {school}',
    }),
    active: boolean('Active', { default: true }),
  },
  list: ['name', 'purpose', 'language', 'body', 'active'],
  filters: ['purpose', 'language', 'active'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'body'],
  represent: '{name}',
  access: { read: MESSAGING_ROLES, write: MESSAGING_ROLES },
  unique: [['name', 'language']],
});

/** Numbers the school must never text (a parent's request, STOP replies): checked at queueing and again at sending. */
export const smsOptOuts = defineResource({
  name: 'sms_opt_outs',
  path: '/smsoptouts',
  label: 'SMS opt-outs',
  singular: 'Opt-out',
  icon: 'sms',
  module: 'messaging',
  fields: {
    phone: phone('Number', { required: true, unique: 'branch' }),
    name: text('Name', { max: 160 }),
    reason: choice('Reason', ['parent_request', 'stop_reply', 'wrong_number', 'other'], {
      required: true,
      default: 'parent_request',
    }),
    note: text('Note', { max: 300 }),
    opted_out_on: date('Opted out on', { required: true, default: TODAY, notAfter: TODAY }),
  },
  list: ['phone', 'name', 'reason', 'opted_out_on', 'note'],
  filters: ['reason', 'opted_out_on'],
  sort: { field: 'opted_out_on', order: 'DESC' },
  search: ['phone', 'name', 'note'],
  represent: '{phone}',
  access: { read: MESSAGING_ROLES, write: MESSAGING_ROLES },
});

/**
 * The branch's SMS gateway (spec: settings are ROLE_All only). The API key is kept as typed, for
 * the gateway, but never answered, exported or written to the audit trail; the hint shows which
 * key is set. The delivery secret names the branch in the gateway's callback URL.
 */
export const smsSettings = defineResource({
  name: 'sms_settings',
  path: '/smssettings',
  label: 'SMS gateway',
  singular: 'SMS gateway',
  icon: 'settings',
  module: 'messaging',
  fields: {
    gateway: choice('Gateway', SMS_GATEWAYS, {
      required: true,
      default: 'log',
      choiceLabels: GATEWAY_LABELS,
      help: 'Africa’s Talking sends the messages; without a gateway they stay in the outbox',
    }),
    environment: choice('Environment', ['sandbox', 'production'], {
      required: true,
      default: 'sandbox',
      showWhen: { field: 'gateway', is: ['africastalking'] },
    }),
    username: text('Username', {
      max: 80,
      help: 'Africa’s Talking application username ("sandbox" in the sandbox)',
      showWhen: { field: 'gateway', is: ['africastalking'] },
    }),
    api_key: password('API key', {
      kept: true,
      help: 'Leave empty to keep the key already set',
      showWhen: { field: 'gateway', is: ['africastalking'] },
    }),
    api_key_hint: text('API key set', { readOnly: true, max: 40 }),
    sender_id: text('Sender ID', {
      max: 11,
      pattern: '^[A-Za-z0-9 ]*$',
      help: 'The registered alphanumeric sender name; empty uses the gateway’s shared short code',
      showWhen: { field: 'gateway', is: ['africastalking'] },
    }),
    cost_per_part: money('Cost per SMS part', {
      required: true,
      default: 80,
      min: 0,
      max: 100_00,
      help: 'Used for the estimate before sending; the gateway reports the real cost',
    }),
    delivery_secret: text('Delivery report secret', { readOnly: true, max: 80 }),
  },
  list: ['gateway', 'environment', 'username', 'sender_id', 'cost_per_part'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: '{gateway}',
  access: { read: SETTINGS_ROLES, write: SETTINGS_ROLES },
  singleton: true,
});

export const NOTICE_AUDIENCES = ['all_staff', 'roles', 'parents'] as const;

export const notices = defineResource({
  name: 'notices',
  path: '/noticeboard',
  label: 'Notice board',
  singular: 'Notice',
  plural: 'Notices',
  icon: 'notice',
  module: 'messaging',
  createAt: '/newnotice',
  fields: {
    title: text('Title', { required: true, max: 150 }),
    body: richText('Notice', { required: true, max: 100_000 }),
    audience: choice('Audience', NOTICE_AUDIENCES, { required: true, default: 'all_staff' }),
    roles: multiChoice('Roles', ROLES, { showWhen: { field: 'audience', is: ['roles'] } }),
    starts_on: date('Shown from', { required: true, default: TODAY }),
    expires_on: date('Shown until', { required: true, notBefore: 'starts_on' }),
    pinned: boolean('Pinned', { default: false, help: 'Pinned notices stay at the top' }),
    posted_by: text('Posted by', { readOnly: true, max: 80 }),
  },
  list: ['title', 'audience', 'starts_on', 'expires_on', 'pinned', 'posted_by'],
  filters: ['audience', 'pinned', 'starts_on', 'expires_on'],
  sort: { field: 'starts_on', order: 'DESC' },
  search: ['title'],
  represent: '{title}',
  access: { read: MESSAGING_ROLES, write: MESSAGING_ROLES },
  form: {
    sections: [
      { label: 'Content', fields: ['title', 'body'] },
      { label: 'Who and when', fields: ['audience', 'roles', 'starts_on', 'expires_on', 'pinned', 'posted_by'] },
    ],
  },
});

export const newsletters = defineResource({
  name: 'newsletters',
  path: '/newsletters',
  label: 'Newsletters',
  singular: 'Newsletter',
  icon: 'newsletter',
  module: 'messaging',
  fields: {
    title: text('Title', { required: true, max: 150 }),
    issue_date: date('Issue date', { required: true, default: TODAY }),
    body: richText('Newsletter', { required: true, max: 400_000 }),
    attachments: lines('Attachments', {
      singular: 'Attachment',
      max: 10,
      fields: {
        upload_id: text('File', { required: true, pattern: '^[1-9][0-9]{0,14}$' }),
        caption: text('Caption', { max: 120 }),
      },
    }),
    status: choice('Status', ['draft', 'published'], { required: true, default: 'draft' }),
    published_at: datetime('Published', { readOnly: true }),
    public_token: text('Public link', { readOnly: true, max: 80 }),
    announced: number('Guardians told by SMS', { readOnly: true, integer: true }),
  },
  list: ['title', 'issue_date', 'status', 'published_at', 'announced'],
  filters: ['status', 'issue_date'],
  sort: { field: 'issue_date', order: 'DESC' },
  search: ['title'],
  represent: '{title}',
  access: { read: MESSAGING_ROLES, write: MESSAGING_ROLES },
  workflow: {
    field: 'status',
    locked: ['published'],
    actions: {
      publish: {
        label: 'Publish',
        from: ['draft'],
        to: 'published',
        kind: 'submit',
        roles: MESSAGING_ROLES,
        input: {
          announce: boolean('Tell guardians by SMS', { default: true }),
          sms_text: longText('SMS', {
            max: 306,
            help: 'Sent to the primary guardian of every active student; the link is added at the end',
          }),
        },
        confirm: 'The newsletter is published as a PDF on the school’s letterhead and can no longer be edited.',
      },
    },
  },
});

export const composeSmsPage = definePage({
  path: '/newsms',
  label: 'Send SMS',
  module: 'messaging',
  icon: 'sms',
  roles: MESSAGING_ROLES,
  screen: () => import('../pages/messaging/ComposeSmsPage').then((m) => ({ default: m.ComposeSmsPage })),
});

export const newNoticePage = definePage({
  path: '/newnotice',
  label: 'New notice',
  module: 'messaging',
  icon: 'notice',
  roles: MESSAGING_ROLES,
  menu: false,
  screen: () => import('../pages/messaging/NewNoticePage').then((m) => ({ default: m.NewNoticePage })),
});

export const messagingModule = defineModule({
  name: 'messaging',
  label: 'Messaging',
  resources: [smsMessages, smsBatches, smsTemplates, smsOptOuts, smsSettings, notices, newsletters],
  pages: [composeSmsPage, newNoticePage],
  messages: MESSAGING_MESSAGES,
  swahili: () => import('./messaging.sw'),
});
