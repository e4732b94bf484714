import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../../providers/httpClient';
import { StudentPicker } from '../payments/StudentPicker';

export const T = 'shule.finance.mpesa.screen';

export interface Unmatched {
  readonly resource: 'mpesa_transactions' | 'bank_deposits';
  readonly id: number;
  /** What the money is, in a line: "QK7… KES 3,000 from GRACE ACHIENG". */
  readonly summary: string;
}

/**
 * Assign (the workflow action of both resources): the clerk finds the student by name or
 * admission number and the money is receipted to them on the server, in the action's transaction.
 */
export function AssignDialog({ item, onClose }: { item: Unmatched | null; onClose: (assigned: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    if (!item) return;
    setSaving(true);
    try {
      await httpClient(`${API_URL}/${item.resource}/${item.id}/assign`, {
        method: 'POST',
        body: JSON.stringify({ student_id: values.student_id }),
      });
      notify(`${T}.assigned`, { type: 'success' });
      onClose(true);
    } catch (error) {
      notify(error instanceof Error ? error.message : `${T}.assign_failed`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={item !== null} onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="assign-title">
      {item && (
        <Form onSubmit={submit} record={{ student_id: null }}>
          <DialogTitle id="assign-title">{translate(`${T}.assign_title`)}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {item.summary}
            </Typography>
            <StudentPicker />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate(`resources.${item.resource}.actions.assign_confirm`)}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={`${T}.assign`} disabled={saving} alwaysEnable icon={<span />} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
