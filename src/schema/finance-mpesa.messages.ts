/** English of the finance module's mpesa answers, under `shule.finance.mpesa`. */
export const MPESA_MESSAGES = {
  no_student: 'No student with id %{id} in this school',
  not_configured:
    'M-Pesa is not set up: enter the shortcode, consumer key, consumer secret and passkey in M-Pesa settings',
  daraja_refused: 'Safaricom refused the request: %{detail}',
  daraja_unreachable: 'Safaricom could not be reached; try again in a moment',
  bad_phone: 'Enter a Safaricom number such as 0712 345 678',
  bad_amount: 'Enter a whole number of shillings from 1 to 250,000',
  bad_callback: 'The callback is not one M-Pesa sends',
  csv_too_big: 'The file is larger than 5 MB: export a shorter period',
  csv_empty: 'The file has no statement lines',
  csv_columns: 'The file needs date, reference (or description) and amount columns; found: %{found}',
  csv_line: 'Line %{line}: %{problem}',
  csv_bad_date: 'the date "%{value}" is not a date',
  csv_bad_amount: 'the amount "%{value}" is not an amount',
  stk: {
    cancelled: 'The parent cancelled the prompt',
    insufficient: 'Not enough money in the M-Pesa account',
    unreachable: 'The phone could not be reached',
    wrong_pin: 'The wrong PIN was entered',
    expired: 'The prompt expired before it was answered',
    other: 'M-Pesa answered: %{detail}',
  },
};
