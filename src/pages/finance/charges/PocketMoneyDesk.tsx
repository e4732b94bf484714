import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  Form,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  TextInput,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { HttpError } from '../../../providers/httpClient';
import { optionTextOf } from '../../../resources/generic/conditionalInputs';
import { MoneyInput } from '../../../resources/generic/MoneyInput';
import { formatKes } from '../../../resources/generic/money';
import { todayAtSchool } from '../../../schema/display';
import { useDeskText } from './text';
import { useStatement, WalletPanel } from './WalletPanel';

const searchQuery = (q: string) => ({ q });
const studentText = optionTextOf('students');
const required_ = required();

/**
 * What the server refused, by field, for the form to show under each input. The data provider
 * throws the app's own HttpError (providers/tokenClient.ts), not react-admin's class of that name,
 * so the check must be against ours or no refusal ever reaches the form.
 */
function refusedFields(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { errors?: Record<string, unknown> } | null;
  if (!body?.errors) return undefined;
  return Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, String(v)]));
}

/** The wallet of the student chosen in the form, read live as the clerk picks. */
function ChosenWallet({ round }: { readonly round: number }) {
  const studentId = useWatch({ name: 'student_id' }) as unknown;
  const statement = useStatement(typeof studentId === 'number' ? studentId : null, round);
  return <WalletPanel statement={statement} />;
}

/**
 * /pocketmoneydesk, where /pocketmoney's Create leads: the clerk finds the boarder, sees the
 * wallet's balance and history beside the form, and records a deposit or a withdrawal. The server
 * refuses a withdrawal beyond the balance (even two at once), and the answer shows under Amount.
 */
export function PocketMoneyDesk() {
  const text = useDeskText();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [round, setRound] = useState(0);
  // ?student=<id> opens the desk on that student's wallet (a link from the student's record).
  const asked = Number(new URLSearchParams(useLocation().search).get('student'));
  const [student, setStudent] = useState<number | undefined>(
    Number.isSafeInteger(asked) && asked > 0 ? asked : undefined,
  );

  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.create('pocket_money_transactions', { data: values });
      notify(text('saved', { balance: formatKes(Number(data.balance_after), locale) }), { type: 'success' });
      setStudent(Number(values.student_id));
      setRound((r) => r + 1);
      return undefined;
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) return fields;
      // A refusal without fields (no right, no such student): said, not left as an unhandled rejection.
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={text('title')} />
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {text('intro')}
      </Typography>
      <Form
        key={round}
        record={{}}
        defaultValues={{ student_id: student, kind: 'deposit', mode: 'cash', transacted_on: todayAtSchool() }}
        onSubmit={save}
        noValidate
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent>
                <ReferenceInput source="student_id" reference="students" filter={{ status: 'active' }}>
                  <AutocompleteInput
                    label={text('student')}
                    optionText={studentText}
                    filterToQuery={searchQuery}
                    validate={required_}
                    fullWidth
                  />
                </ReferenceInput>
                <RadioButtonGroupInput
                  source="kind"
                  label={text('kind')}
                  choices={[
                    { id: 'deposit', name: text('deposit') },
                    { id: 'withdrawal', name: text('withdrawal') },
                  ]}
                  translateChoice={false}
                  validate={required_}
                />
                <MoneyInput source="amount" label={text('amount')} validate={required_} fullWidth />
                <RadioButtonGroupInput
                  source="mode"
                  label={text('mode')}
                  choices={[
                    { id: 'cash', name: text('cash') },
                    { id: 'mpesa', name: text('mpesa') },
                  ]}
                  translateChoice={false}
                  validate={required_}
                />
                {/* The hint as a placeholder: as helper text it ran into the Date label below. */}
                <TextInput
                  source="reference"
                  label={text('reference')}
                  placeholder={text('reference_help')}
                  fullWidth
                />
                <DateInput source="transacted_on" label={text('date')} validate={required_} fullWidth />
                <TextInput source="note" label={text('note')} fullWidth />
                <SaveButton label={text('save')} alwaysEnable sx={{ mt: 1 }} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              <CardContent>
                <ChosenWallet round={round} />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Form>
    </Box>
  );
}
