import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from 'react-admin';
import { centsToAmount, parseAmount } from './money';

/**
 * Shows cents as "1234.50" and stores what the user types as exact cents. Text that is not an
 * amount stays in the form as text, so the user sees their input and a clear message instead of a
 * silently changed number.
 */
const format = (value: unknown): string => {
  if (typeof value === 'number') return centsToAmount(value);
  return typeof value === 'string' ? value : '';
};

const parse = (text: string): number | string | null => {
  const cents = parseAmount(text);
  return cents === undefined ? text : cents;
};

const amountOnly = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? 'shule.field.money_invalid' : undefined;

/** The caller's validators (required, a minimum) run after the check that the text is an amount. */
function withAmountCheck(validate: TextInputProps['validate']) {
  if (!validate) return amountOnly;
  return [amountOnly, ...(Array.isArray(validate) ? validate : [validate])];
}

export function MoneyInput(props: TextInputProps) {
  return (
    <TextInput
      {...props}
      format={format}
      parse={parse}
      validate={withAmountCheck(props.validate)}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
