import Sms from '@mui/icons-material/Sms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ResultsSmsAnswer, ResultsSmsRequest } from '../../../schema/exams-reports';
import { refusalOf } from '../../messaging/compose/api';
import { ConfirmSend } from '../../messaging/compose/ConfirmSend';
import { PreviewPanel } from '../../messaging/compose/PreviewPanel';
import { batchListPath } from '../../messaging/compose/request';
import { groupQuery, type ReportGroup, sendResultsSms, smsRequestOf } from './api';
import { useResultsSmsPreview } from './useResultsSmsPreview';

const T = 'shule.exams_reports.sms';

type Options = Required<Pick<ResultsSmsRequest, 'guardians' | 'language'>>;

/** The language and the guardians, the two choices before sending. */
function Choices({ value, onChange }: { readonly value: Options; readonly onChange: (value: Options) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        id="results-sms-language"
        label={translate(`${T}.language`)}
        value={value.language}
        onChange={(e) => onChange({ ...value, language: e.target.value as Options['language'] })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="en">{translate(`${T}.english`)}</MenuItem>
        <MenuItem value="sw">{translate(`${T}.swahili`)}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        id="results-sms-guardians"
        label={translate(`${T}.guardians`)}
        value={value.guardians}
        onChange={(e) => onChange({ ...value, guardians: e.target.value as Options['guardians'] })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="primary">{translate(`${T}.primary`)}</MenuItem>
        <MenuItem value="all">{translate(`${T}.all`)}</MenuItem>
      </TextField>
    </Box>
  );
}

/**
 * "Send results by SMS" for the class or stream the /grades page chose: a dialog with /newsms's
 * preview (recipients, parts, cost, each guardian's own text), then its confirmation; the results
 * are queued as one batch for messaging to send, and the dialog links to that batch in /sms.
 */
export function ResultsSmsButton(group: ReportGroup) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Options>({ language: 'en', guardians: 'primary' });
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<ResultsSmsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = open && !answer ? smsRequestOf(group, options) : null;
  const preview = useResultsSmsPreview(group.examId, request);
  const ready = preview.state === 'ready' ? preview.preview : null;

  const close = () => {
    setOpen(false);
    setAnswer(null);
    setFailure(null);
  };
  const send = async () => {
    const body = smsRequestOf(group, options);
    if (!body) return;
    setSending(true);
    setFailure(null);
    try {
      setAnswer(await sendResultsSms(group.examId, body));
      setConfirming(false);
    } catch (error) {
      setFailure(refusalOf(error).message);
      setConfirming(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Sms />}
        disabled={groupQuery(group) === null}
        onClick={() => setOpen(true)}
      >
        {translate(`${T}.button`)}
      </Button>
      <Dialog
        open={open}
        onClose={sending ? undefined : close}
        maxWidth="md"
        fullWidth
        aria-labelledby="results-sms-title"
      >
        <DialogTitle id="results-sms-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {answer ? (
            <Alert severity={answer.queued > 0 ? 'success' : 'warning'} role="status">
              <Typography>
                {answer.queued > 0
                  ? translate(`${T}.queued`, { smart_count: answer.queued })
                  : translate(`${T}.none_queued`)}
              </Typography>
              {answer.batch_id !== null && (
                <Link component={RouterLink} to={batchListPath(answer.batch_id)}>
                  {translate(`${T}.open_batch`)}
                </Link>
              )}
            </Alert>
          ) : (
            <>
              <Typography variant="body2">{translate(`${T}.explain`)}</Typography>
              <Choices value={options} onChange={setOptions} />
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {translate(`${T}.students`, { smart_count: preview.students ?? 0 })}
                {preview.skipped ? ` · ${translate(`${T}.skipped`, { smart_count: preview.skipped })}` : ''}
              </Typography>
              {failure && <Alert severity="error">{translate(`${T}.failed`, { error: failure })}</Alert>}
              <PreviewPanel state={preview} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            {translate(`${T}.cancel`)}
          </Button>
          {!answer && (
            <Button variant="contained" disabled={!ready || ready.recipients === 0} onClick={() => setConfirming(true)}>
              {translate(`${T}.review`)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmSend
        open={confirming}
        preview={ready}
        sendAt={undefined}
        sending={sending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    </>
  );
}
