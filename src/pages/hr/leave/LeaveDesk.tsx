import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type MouseEvent, useId } from 'react';
import { Title, useGetManyAggregate, useRecordContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatStoredDate, todayAtSchool } from '../../../schema/display';
import { availableActions } from '../../../schema';
import { leaveApplications } from '../../../schema/hr-leave';
import { GenericList } from '../../../resources/generic/GenericList';
import { useUserRoles, WorkflowActionButton } from '../../../resources/generic/WorkflowActions';
import { BalancesPanel } from './BalancesPanel';
import { HolidaysPanel } from './HolidaysPanel';
import { LeaveTypesPanel } from './LeaveTypesPanel';
import { useLeaveText } from './text';

const TABS = ['applications', 'balances', 'types', 'holidays'] as const;
type TabName = (typeof TABS)[number];

/**
 * The decisions a list row offers: approve or reject a pending application, cancel approved leave
 * not over yet (withdrawing a pending one is on its record). Named for screen readers by whose leave
 * and which days they decide; a click here decides, it does not open the record.
 */
function DecideCell(_props: { readonly label?: string }) {
  const record = useRecordContext();
  const t = useLeaveText();
  const employeeId = record?.employee_id as number | undefined;
  const { data } = useGetManyAggregate('employees', { ids: employeeId ? [employeeId] : [] });
  const roles = useUserRoles();
  if (!record) return null;
  const offered =
    record.status === 'pending' ? ['approve', 'reject'] : record.end_date >= todayAtSchool() ? ['cancel'] : [];
  const actions = availableActions(roles, leaveApplications, record).filter(([name]) => offered.includes(name));
  if (actions.length === 0) return null;
  const employee = data?.[0];
  const name = employee ? `${String(employee.first_name)} ${String(employee.last_name)}` : '';
  const dates = `${formatStoredDate(record.start_date)} – ${formatStoredDate(record.end_date)}`;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box role="group" aria-label={t('decide', { name, dates })} onClick={stop} sx={{ display: 'flex', gap: 0.5 }}>
      {actions.map(([name, action]) => (
        <WorkflowActionButton key={name} resource={leaveApplications} record={record} name={name} action={action} />
      ))}
    </Box>
  );
}

/**
 * /leave (HR roles): the leave desk. Applications with their approve and reject buttons, each
 * employee's balances for a year, the school's leave types and its public holidays, one tab each;
 * the tab is kept in the address (?tab=balances) so Back returns to it.
 */
export function LeaveDesk() {
  const t = useLeaveText();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabName = TABS.includes(asked as TabName) ? (asked as TabName) : 'applications';
  const choose = (next: TabName) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(next === 'applications' ? current : '');
        if (next === 'applications') kept.delete('tab');
        else kept.set('tab', next);
        return kept;
      },
      { replace: true },
    );
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      {/* The applications' list names the page itself. */}
      {tab !== 'applications' && <Title title={t('tabs.label')} />}
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => choose(next)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        sx={{ mb: 1 }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`${id}-${name}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'applications' ? (
          <GenericList resource={leaveApplications} columns={<DecideCell label={t('types.actions')} />} />
        ) : (
          <Card>
            <CardContent>
              {tab === 'balances' && <BalancesPanel />}
              {tab === 'types' && <LeaveTypesPanel />}
              {tab === 'holidays' && <HolidaysPanel />}
            </CardContent>
          </Card>
        )}
      </div>
    </Box>
  );
}
