import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { filenameFrom, saveBlob } from '../../providers/download';
import { API_URL, authorisedFetch } from '../../providers/httpClient';
import { LabelledButton } from '../generic/RecordButtons';

/** GET /api/transfers/:id/certificate (PDF) behind the bearer header: fetched as a blob, then saved. */
export function CertificateButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record || record.direction !== 'out') return null;
  const download = async () => {
    setBusy(true);
    try {
      const response = await authorisedFetch(
        `${API_URL}/admissions/transfers/${encodeURIComponent(String(record.id))}/certificate`,
        {
          headers: { Accept: 'application/pdf' },
        },
      );
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name = filenameFrom(response.headers.get('Content-Disposition'), `leaving-certificate-${record.id}.pdf`);
      saveBlob(await response.blob(), name);
    } catch (error) {
      console.error('Leaving certificate failed', error);
      notify('shule.transfers.certificate_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LabelledButton
      label="shule.transfers.certificate"
      icon={<DownloadIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
    />
  );
}
