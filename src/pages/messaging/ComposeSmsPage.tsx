import Box from '@mui/material/Box';
import { Form, Title, useTranslate } from 'react-admin';
import { ComposeForm } from './compose/ComposeForm';
import { COMPOSE_DEFAULTS } from './compose/request';

/** Send is a button that asks first (compose/ConfirmSend.tsx), never the form's own submission. */
const noSubmit = () => undefined;

/**
 * /newsms (ROLE_Send_Custom_sms): an SMS to guardians, staff or typed numbers, as bulk-SMS products
 * for schools do it. Who and what on the left, the server's preview of every recipient's own message,
 * the parts and the cost beside them, then a confirmation; the sent batch opens in /sms. Leaving
 * with a message written asks first.
 */
export function ComposeSmsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('shule.compose_screen.title')} />
      <Form record={{}} defaultValues={COMPOSE_DEFAULTS} onSubmit={noSubmit} warnWhenUnsavedChanges noValidate>
        <ComposeForm />
      </Form>
    </Box>
  );
}
