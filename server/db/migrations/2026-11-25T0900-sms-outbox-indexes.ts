import type { Patch } from '../patch';

/**
 * The SMS outbox's own look-ups, which the declared filters do not index (they lead with
 * branch_id): the sender's claim of due messages across every branch (status, send_at), every
 * second of every server process, and a delivery report's message, found by the gateway's id
 * within its branch, at every report. Without them both read the whole outbox, which grows by
 * thousands of rows a week.
 */
export default {
  phase: 'after-sync',
  async up(db) {
    await db.schema
      .createIndex('sms_messages_due_idx')
      .ifNotExists()
      .on('sms_messages')
      .columns(['status', 'send_at'])
      .execute();
    await db.schema
      .createIndex('sms_messages_gateway_message_id_idx')
      .ifNotExists()
      .on('sms_messages')
      .columns(['branch_id', 'gateway_message_id'])
      .execute();
  },
} satisfies Patch;
