import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { codedText } from '../../../providers/apiErrors';
import { LabelledButton } from '../../../resources/generic/RecordButtons';
import { downloadFile, sizeText, useAttachmentFiles } from '../../../resources/newsletters/attachmentFiles';
import { type BudgetWarning, budgetWarnings, openVoucherPdf, VOUCHER_FILES_URL } from './api';

/** Opens the voucher's PDF in a tab of its own, to print and sign. */
export function VoucherPdfButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const open = async () => {
    setBusy(true);
    try {
      await openVoucherPdf(record.id, String(record.voucher_no ?? record.id));
    } catch (error) {
      console.error('Voucher PDF failed', error);
      notify('shule.expenses_screens.pdf_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LabelledButton
      label="shule.expenses_screens.pdf"
      icon={<PictureAsPdfIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void open();
      }}
    />
  );
}

/**
 * What the voucher would do to its fund's approved budget, while it is still to be approved or
 * paid: the budgets area's warnings (a line taken over, no line, no budget), or a word that it is
 * within budget. A warning, never a refusal: the approver decides.
 */
export function BudgetWarnings() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [warnings, setWarnings] = useState<BudgetWarning[] | null | 'failed'>(null);
  const open = record?.status === 'draft' || record?.status === 'approved';
  const id = record?.id;
  const version = String(record?.updated_at ?? '');
  useEffect(() => {
    if (!open || id === undefined) return;
    let live = true;
    budgetWarnings(id)
      .then((found) => live && setWarnings(found))
      .catch(() => live && setWarnings('failed'));
    return () => {
      live = false;
    };
  }, [open, id, version]);
  if (!open || warnings === null) return null;
  if (warnings === 'failed')
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('shule.expenses_screens.budget_failed')}
      </Alert>
    );
  if (warnings.length === 0)
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="budget-warnings">
        {translate('shule.expenses_screens.budget_within')}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="budget-warnings">
      <Typography variant="subtitle2" component="h2">
        {translate('shule.expenses_screens.budget_heading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((w) => (
          <li key={w.message}>{codedText(translate, { message: w.code, args: w.args, keys: w.keys }, w.message)}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The voucher's supporting documents by name (or caption), each opened behind the bearer header. */
export function VoucherDocuments() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const lines = Array.isArray(record?.attachments) ? (record.attachments as Record<string, unknown>[]) : [];
  const { files } = useAttachmentFiles(
    lines.map((line) => String(line.upload_id ?? '')),
    VOUCHER_FILES_URL,
  );
  return (
    <Box component="section" aria-labelledby="voucher-documents" sx={{ mt: 1 }}>
      <Typography id="voucher-documents" variant="h6" component="h2">
        {translate('shule.expenses_screens.documents')}
      </Typography>
      {lines.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('shule.expenses_screens.documents_none')}
        </Typography>
      )}
      <List dense>
        {lines.map((line, index) => {
          const id = String(line.upload_id ?? '');
          const file = files.get(id);
          const name = file?.name ?? `#${id}`;
          const caption = typeof line.caption === 'string' && line.caption.trim() !== '' ? line.caption : null;
          return (
            <ListItem key={`${id}-${index}`} disableGutters>
              <ListItemText
                primary={
                  <Link
                    component="button"
                    type="button"
                    onClick={() =>
                      void downloadFile(`${VOUCHER_FILES_URL}/${id}`, name).catch(() =>
                        notify('ra.notification.http_error', { type: 'error' }),
                      )
                    }
                  >
                    {caption ?? name}
                  </Link>
                }
                secondary={[caption ? name : null, file ? sizeText(file.size) : null].filter(Boolean).join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
