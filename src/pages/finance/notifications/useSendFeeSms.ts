import { useState } from 'react';
import { useNotify } from 'react-admin';
import { refusalOf } from '../../messaging/compose/api';
import { type FeeSmsRequest, sendFeeSms } from './api';

/** The confirm-then-send step every fee SMS screen shares: queued through messaging, said in a notice. */
export function useSendFeeSms(onSent: () => void) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const send = async (request: FeeSmsRequest) => {
    setSending(true);
    try {
      const answer = await sendFeeSms(request);
      notify('shule.finance_screens.sms.sent', { type: 'success', messageArgs: { smart_count: answer.queued } });
      setConfirming(false);
      onSent();
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return { confirming, setConfirming, sending, send };
}
