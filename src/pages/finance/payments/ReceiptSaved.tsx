import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import { findStudents, openReceiptPdf, type StudentChoice } from './api';

const T = 'shule.payments_screen';

export interface SavedReceipt {
  readonly id: number;
  readonly receipt_no: string;
  readonly amount: number;
  readonly student_id: number;
}

/** The saved receipt: its number, a button that prints it, and the way back to the next payment. */
export function ReceiptSaved({
  receipt,
  onAnother,
}: {
  readonly receipt: SavedReceipt;
  readonly onAnother: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [student, setStudent] = useState<StudentChoice | null>(null);
  useEffect(() => {
    findStudents({ id: receipt.student_id })
      .then(([found]) => setStudent(found ?? null))
      .catch(() => setStudent(null));
  }, [receipt.student_id]);
  const [focus, setFocus] = useState<HTMLButtonElement | null>(null);
  useEffect(() => focus?.focus(), [focus]);
  const print = () =>
    openReceiptPdf(receipt.id, receipt.receipt_no).catch(() => notify(`${T}.pdf_failed`, { type: 'error' }));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="success" role="status">
        <AlertTitle>{translate(`${T}.saved`, { receipt: receipt.receipt_no })}</AlertTitle>
        {translate(`${T}.saved_detail`, {
          amount: formatKes(receipt.amount, locale),
          student: student ? `${student.name} (${student.admission_no})` : '',
        })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button ref={setFocus} variant="contained" startIcon={<PictureAsPdf />} onClick={() => void print()}>
          {translate(`${T}.print`)}
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          {translate(`${T}.another`)}
        </Button>
        <Button component={Link} to={`/feepayments/${receipt.id}/show`}>
          {translate(`${T}.open`)}
        </Button>
      </Stack>
    </Stack>
  );
}
