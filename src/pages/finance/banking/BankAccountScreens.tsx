import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import { createContext, useContext } from 'react';
import { FunctionField, Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AnyResource } from '../../../schema/registry';
import { Figure, Figures } from '../../../resources/generic/Figures';
import { GenericList } from '../../../resources/generic/GenericList';
import { EditIfAllowed } from '../../../resources/generic/GenericShow';
import { BackToListButton, LabelledLinkButton, RecordToolbar } from '../../../resources/generic/RecordButtons';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import { formatKes } from '../../../resources/generic/money';
import type { BankBalances } from '../../../schema/bank-reconciliation';
import { useApiData } from '../../home/useApiData';

const pickBalances = (json: unknown): BankBalances =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as BankBalances) : {};
const NO_BALANCES: BankBalances = {};

/** Every bank account's cash-book balance, fetched once for the whole list or record. */
const Balances = createContext<BankBalances>(NO_BALANCES);
const useBalances = () => useApiData('/finance/banking/balances', pickBalances, NO_BALANCES).data;

function useBalanceText(id: unknown): string {
  const [locale] = useLocaleState();
  const cents = useContext(Balances)[String(id)];
  return cents === undefined ? '' : formatKes(cents, locale);
}

function BalanceText({ id }: { readonly id: unknown }) {
  return <>{useBalanceText(id)}</>;
}

/** /banks: the generic list with each account's cash-book balance today. */
export function BankAccountsList({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  return (
    <Balances.Provider value={useBalances()}>
      <GenericList
        resource={resource}
        columns={
          <FunctionField
            label={translate('shule.banking_screens.balance')}
            textAlign="right"
            sortable={false}
            render={(record) => <BalanceText id={record.id} />}
          />
        }
      />
    </Balances.Provider>
  );
}

function AccountActions({ resource }: { readonly resource: AnyResource }) {
  const record = useRecordContext();
  return (
    <RecordToolbar>
      <BackToListButton />
      {record && (
        <>
          <LabelledLinkButton
            to={`/cashbook?account=${String(record.id)}`}
            label="shule.banking_screens.cash_book"
            icon={<MenuBookIcon />}
          />
          <LabelledLinkButton
            to={`/bankreconciliation?account=${String(record.id)}`}
            label="shule.banking_screens.reconcile"
            icon={<AccountBalanceIcon />}
          />
        </>
      )}
      <EditIfAllowed resource={resource} />
    </RecordToolbar>
  );
}

function BalanceFigure() {
  const translate = useTranslate();
  const record = useRecordContext();
  const balance = useBalanceText(record?.id);
  if (!record) return null;
  return (
    <Figures columnMin="14rem" sx={{ mb: 2 }}>
      <Figure label={translate('shule.banking_screens.balance_today')} value={balance} testId="bank-balance" />
    </Figures>
  );
}

/** A bank account: its details, its cash-book balance, and the way to its cash book and reconciliation. */
export function BankAccountShow({ resource }: { resource: AnyResource }) {
  return (
    <Balances.Provider value={useBalances()}>
      <Show actions={<AccountActions resource={resource} />}>
        <Box sx={{ p: 2 }}>
          <RecordHeading resource={resource} />
          <BalanceFigure />
          <RecordSections resource={resource} />
        </Box>
      </Show>
    </Balances.Provider>
  );
}
