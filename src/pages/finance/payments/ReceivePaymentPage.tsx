import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DateInput,
  Form,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { HttpError } from '../../../providers/httpClient';
import { MoneyInput } from '../../../resources/generic/MoneyInput';
import { todayAtSchool } from '../../../schema/display';
import { PreviewPanel } from './PreviewPanel';
import { ReceiptSaved, type SavedReceipt } from './ReceiptSaved';
import { StudentPicker } from './StudentPicker';

const T = 'shule.payments_screen';
const MODES = ['cash', 'mpesa', 'bank', 'cheque', 'in_kind'] as const;
const required_ = required();

function GoodsInput() {
  const mode = useWatch({ name: 'mode' }) as unknown;
  if (mode !== 'in_kind') return null;
  return <TextInput source="in_kind_description" label={`${T}.goods`} validate={required_} fullWidth />;
}

/** What the server refused, by field, for the form to show under each input. */
function refusedFields(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { errors?: Record<string, unknown> } | null;
  if (!body?.errors) return undefined;
  return Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, String(v)]));
}

/**
 * /receivefees (ROLE_Pay_Fees and finance administrators), where /feepayments' Create leads: the
 * student found by name or admission number, the amount, how it was paid, and beside it the
 * server's own allocation of the money (per invoice and vote head, and any credit) before
 * anything is saved. Saving numbers the receipt; then it can be printed at once.
 */
export function ReceivePaymentPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [saved, setSaved] = useState<SavedReceipt | null>(null);
  const [round, setRound] = useState(0);

  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.create('fee_payments', { data: values });
      setSaved(data as unknown as SavedReceipt);
      return undefined;
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) return fields;
      throw error;
    }
  };

  if (saved)
    return (
      <Box sx={{ mt: 2, mb: 4 }}>
        <Title title={translate(`${T}.title`)} />
        <ReceiptSaved
          receipt={saved}
          onAnother={() => {
            setSaved(null);
            setRound((r) => r + 1);
          }}
        />
      </Box>
    );

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate(`${T}.title`)} />
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {translate(`${T}.intro`)}
      </Typography>
      <Form
        key={round}
        record={{}}
        defaultValues={{ mode: 'cash', paid_on: todayAtSchool() }}
        onSubmit={save}
        warnWhenUnsavedChanges
        noValidate
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent>
                <StudentPicker />
                <MoneyInput source="amount" label={`${T}.amount`} validate={required_} fullWidth />
                <SelectInput
                  source="mode"
                  label={`${T}.mode`}
                  choices={MODES.map((m) => ({ id: m, name: `${T}.modes.${m}` }))}
                  validate={required_}
                  fullWidth
                />
                <GoodsInput />
                <TextInput
                  source="reference"
                  label={`${T}.reference`}
                  placeholder={translate(`${T}.reference_help`)}
                  fullWidth
                />
                <DateInput source="paid_on" label={`${T}.paid_on`} validate={required_} fullWidth />
                <TextInput source="payer" label={`${T}.payer`} fullWidth />
                <SaveButton label={`${T}.save`} alwaysEnable sx={{ mt: 1 }} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              <CardContent>
                <PreviewPanel />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Form>
    </Box>
  );
}
