import Stack from '@mui/material/Stack';
import {
  AutocompleteArrayInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  required,
  SelectInput,
  TextInput,
  useGetList,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MoneyInput } from '../../../resources/generic/MoneyInput';
import { optionTextOf } from '../../../resources/generic/conditionalInputs';
import { SMS_AUDIENCE_KINDS, type SmsAudienceKind } from '../../../schema/sms-compose';
import { recipientKind } from './request';

const T = 'shule.compose_screen';
const ALL = { page: 1, perPage: 500 };
const searchQuery = (q: string) => ({ q });
const studentText = optionTextOf('students');
const required_ = required();

type Named = { id: number | string; name?: unknown; class_id?: unknown; level?: unknown };

/** One of the school's lists (classes, streams, hostels, departments) as choices, asked only when shown. */
function useChoices(resource: string, enabled: boolean, sort = 'name') {
  const { data, isPending, error } = useGetList<Named>(
    resource,
    { pagination: ALL, sort: { field: sort, order: 'ASC' } },
    { enabled },
  );
  return { rows: data ?? [], isPending: enabled && isPending, error };
}

/**
 * Who receives the message, as a school office says it: guardians of a class, a stream, a hostel,
 * boarders or day scholars, students owing more than an amount, chosen students; teachers, staff, a
 * department; or numbers typed or pasted. The pick-lists are the school's own, fetched from the API.
 */
export function AudienceSection() {
  const kind = useWatch({ name: 'kind' }) as SmsAudienceKind | '' | undefined;
  const needsClasses = kind === 'class' || kind === 'stream' || kind === 'balance_above';
  const classes = useChoices('classes', needsClasses, 'level');
  const streams = useChoices('streams', kind === 'stream');
  const hostels = useChoices('hostels', kind === 'hostel');
  const departments = useChoices('departments', kind === 'department');
  const classNames = new Map(classes.rows.map((c) => [String(c.id), String(c.name ?? '')]));
  const classOrder = new Map(classes.rows.map((c, i) => [String(c.id), i]));
  const streamChoices = [...streams.rows]
    .sort(
      (a, b) =>
        (classOrder.get(String(a.class_id)) ?? 0) - (classOrder.get(String(b.class_id)) ?? 0) ||
        String(a.name).localeCompare(String(b.name)),
    )
    .map((s) => ({ id: s.id, name: `${classNames.get(String(s.class_id)) ?? ''} ${String(s.name ?? '')}`.trim() }));
  const choices = (rows: Named[]) => rows.map((r) => ({ id: r.id, name: String(r.name ?? r.id) }));
  const pick = (source: string, label: string, list: ReturnType<typeof useChoices>, items = choices(list.rows)) => (
    <SelectInput
      source={source}
      label={`${T}.${label}`}
      choices={items}
      isPending={list.isPending}
      validate={required_}
      emptyText=""
      helperText={list.error ? `${T}.list_failed` : false}
      fullWidth
    />
  );

  return (
    <Stack spacing={0.5}>
      <SelectInput
        source="kind"
        label={`${T}.audience.kind`}
        choices={SMS_AUDIENCE_KINDS.map((k) => ({ id: k, name: `${T}.audience.kinds.${k}` }))}
        validate={required_}
        emptyText=""
        helperText={false}
        fullWidth
      />
      {kind === 'class' && pick('class_id', 'audience.class', classes)}
      {kind === 'stream' && pick('stream_id', 'audience.stream', streams, streamChoices)}
      {kind === 'hostel' && pick('hostel_id', 'audience.hostel', hostels)}
      {kind === 'department' && pick('department_id', 'audience.department', departments)}
      {kind === 'balance_above' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <MoneyInput
            source="amount"
            label={`${T}.audience.amount`}
            helperText={`${T}.audience.amount_help`}
            validate={required_}
            fullWidth
          />
          <SelectInput
            source="balance_class_id"
            label={`${T}.audience.balance_class`}
            choices={choices(classes.rows)}
            isPending={classes.isPending}
            emptyText={`${T}.audience.any_class`}
            helperText={false}
            fullWidth
          />
        </Stack>
      )}
      {kind === 'students' && (
        <ReferenceArrayInput source="student_ids" reference="students" perPage={20}>
          <AutocompleteArrayInput
            label={`${T}.audience.students`}
            helperText={`${T}.audience.students_help`}
            optionText={studentText}
            filterToQuery={searchQuery}
            validate={required_}
            fullWidth
          />
        </ReferenceArrayInput>
      )}
      {kind === 'numbers' && (
        <TextInput
          source="numbers"
          label={`${T}.audience.numbers`}
          helperText={`${T}.audience.numbers_help`}
          validate={required_}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { inputMode: 'tel', spellCheck: false } }}
          fullWidth
        />
      )}
      {kind && recipientKind(kind) === 'guardian' && (
        <RadioButtonGroupInput
          source="guardians"
          label={`${T}.audience.guardians`}
          choices={[
            { id: 'primary', name: `${T}.audience.guardians_primary` },
            { id: 'all', name: `${T}.audience.guardians_all` },
          ]}
          helperText={false}
        />
      )}
    </Stack>
  );
}
