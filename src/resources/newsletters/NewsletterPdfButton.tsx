import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { API_URL } from '../../providers/httpClient';
import { LabelledButton } from '../generic/RecordButtons';
import { downloadFile } from './attachmentFiles';

/**
 * GET /api/messaging/newsletters/:id/pdf behind the bearer header: the published copy parents
 * were sent, or a preview of a draft as it stands.
 */
export function NewsletterPdfButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(
        `${API_URL}/messaging/newsletters/${encodeURIComponent(String(record.id))}/pdf`,
        `newsletter-${String(record.issue_date ?? record.id)}.pdf`,
      );
    } catch (error) {
      console.error('Newsletter PDF failed', error);
      notify('shule.notices_screen.pdf_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LabelledButton
      label="shule.notices_screen.pdf"
      icon={<PictureAsPdfIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
    />
  );
}
