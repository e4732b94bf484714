import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { feeTemplates, type FeeTemplate } from './api';

const T = 'shule.finance_screens.sms';

export interface MessageValue {
  readonly template: string;
  readonly message: string;
  readonly guardians: 'primary' | 'all';
}

export const templateId = (value: MessageValue): number | undefined =>
  value.template.startsWith('t') ? Number(value.template.slice(1)) : undefined;

/**
 * The message of a fee SMS: a template of the purpose asked for (the school's fee reminders, or
 * the invoice notices) written into the box, where it can be edited, and which guardians get it.
 */
export function MessageFields({
  purpose,
  value,
  onChange,
}: {
  readonly purpose: FeeTemplate['purpose'];
  readonly value: MessageValue;
  readonly onChange: (value: MessageValue) => void;
}) {
  const translate = useTranslate();
  const [templates, setTemplates] = useState<FeeTemplate[]>([]);
  useEffect(() => {
    let live = true;
    feeTemplates()
      .then((all) => {
        if (!live) return;
        const mine = all.filter((t) => t.purpose === purpose);
        setTemplates(mine);
        // The first template is written in at once, so the preview has something to show.
        if (value.message === '' && mine[0]) onChange({ ...value, template: keyOf(mine[0], 0), message: mine[0].body });
      })
      .catch((error: unknown) => console.error('Fee SMS templates failed', error));
    return () => {
      live = false;
    };
    // Loaded once per purpose; the value is read only to fill an empty box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purpose]);
  const keyOf = (t: FeeTemplate, i: number) => (t.id === null ? `b${i}` : `t${t.id}`);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={translate(`${T}.template`)}
        value={value.template}
        onChange={(e) => {
          const i = templates.findIndex((t, j) => keyOf(t, j) === e.target.value);
          onChange({ ...value, template: e.target.value, message: i >= 0 ? templates[i].body : value.message });
        }}
        fullWidth
      >
        <MenuItem value="">{translate(`${T}.no_template`)}</MenuItem>
        {templates.map((t, i) => (
          <MenuItem key={keyOf(t, i)} value={keyOf(t, i)}>
            {`${t.name} · ${translate(`${T}.languages.${t.language}`, { _: t.language })}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate(`${T}.message`)}
        value={value.message}
        onChange={(e) => onChange({ ...value, message: e.target.value })}
        multiline
        minRows={4}
        fullWidth
        helperText={translate(`${T}.message_help`)}
        slotProps={{ htmlInput: { maxLength: 918 } }}
      />
      <FormControl>
        <FormLabel id="fee-sms-guardians">{translate(`${T}.guardians`)}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="fee-sms-guardians"
          value={value.guardians}
          onChange={(e) => onChange({ ...value, guardians: e.target.value === 'all' ? 'all' : 'primary' })}
        >
          <FormControlLabel value="primary" control={<Radio />} label={translate(`${T}.guardians_primary`)} />
          <FormControlLabel value="all" control={<Radio />} label={translate(`${T}.guardians_all`)} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
