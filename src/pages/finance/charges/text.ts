import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/** The pocket-money desk's words, English and Swahili, kept with the screen. */
const EN = {
  title: 'Pocket money desk',
  intro: 'Find the student, see the wallet, then record money given in or taken out.',
  student: 'Student',
  kind: 'Transaction',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  amount: 'Amount',
  mode: 'Mode',
  cash: 'Cash',
  mpesa: 'M-Pesa',
  reference: 'Reference',
  reference_help: 'The M-Pesa code, if any',
  date: 'Date',
  note: 'Note',
  save: 'Record',
  saved: 'Recorded: the wallet now holds %{balance}',
  balance: 'Wallet balance',
  deposits: 'Deposited',
  withdrawals: 'Withdrawn',
  choose: 'Choose a student to see the wallet',
  empty: 'No pocket money yet',
  history: 'Transactions',
  after: 'Balance after',
};
type Words = Record<keyof typeof EN, string>;
const SW: Words = {
  title: 'Dawati la pesa za matumizi',
  intro: 'Tafuta mwanafunzi, angalia mkoba wake, kisha andika pesa zilizowekwa au kutolewa.',
  student: 'Mwanafunzi',
  kind: 'Muamala',
  deposit: 'Kuweka',
  withdrawal: 'Kutoa',
  amount: 'Kiasi',
  mode: 'Njia',
  cash: 'Pesa taslimu',
  mpesa: 'M-Pesa',
  reference: 'Kumbukumbu',
  reference_help: 'Nambari ya M-Pesa, kama ipo',
  date: 'Tarehe',
  note: 'Maelezo',
  save: 'Andika',
  saved: 'Imeandikwa: mkoba sasa una %{balance}',
  balance: 'Salio la mkoba',
  deposits: 'Zilizowekwa',
  withdrawals: 'Zilizotolewa',
  choose: 'Chagua mwanafunzi kuona mkoba wake',
  empty: 'Hakuna pesa za matumizi bado',
  history: 'Miamala',
  after: 'Salio baada',
};
export const DESK_WORDS = { en: EN as Words, sw: SW };

/** The desk's words in the user's language, with %{name} filled in. */
export function useDeskText(): (key: keyof Words, args?: Record<string, string>) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (key, args = {}) =>
      (locale === 'sw' ? SW : EN)[key].replace(/%\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole),
    [locale],
  );
}
