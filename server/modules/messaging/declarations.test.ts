import { describe, expect, it } from 'vitest';
import { formatValue } from '../../crud/export-format';
import { choiceLabel } from '../../../src/schema/display';
import { smsMessages, smsSettings } from '../../../src/schema/messaging';
import { represent } from '../../../src/schema/resource';

describe('how the messaging declarations read', () => {
  it('names a choice by its declared English, else by the value humanised', () => {
    expect(choiceLabel(smsSettings.fields.gateway, 'africastalking')).toBe('Africa’s Talking');
    expect(choiceLabel(smsSettings.fields.gateway, 'log')).toBe('None: keep messages in the outbox');
    expect(choiceLabel(smsSettings.fields.environment, 'sandbox')).toBe('Sandbox');
    expect(formatValue(smsMessages.fields.encoding, 'ucs2')).toBe('Unicode (UCS-2)');
  });

  it('names an SMS by its recipient and the number as dialled', () => {
    expect(represent(smsMessages, { recipient_name: 'James Kiptoo', phone: '+254710039595' })).toBe(
      'James Kiptoo (0710 039 595)',
    );
    expect(represent(smsMessages, { recipient_name: null, phone: '+447911123456' })).toBe('(+447911123456)');
  });
});
