import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { screenPath } from '../../providers/screenPaths';
import { setupPending, setupSteps, type SetupCounts } from './setupSteps';

/** How many records a resource holds: the list's total for a page of one. */
async function countOf(dataProvider: ReturnType<typeof useDataProvider>, name: string): Promise<[string, number]> {
  const answer = await dataProvider.getList(name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return [name, answer.total ?? answer.data.length];
}

/**
 * A new school's setup on Home: one line per declared setup step the user can take (classes,
 * streams, terms, hostels), ticked once the school has one such record; a line not done leads to
 * the form that adds one. The card goes once every step is done.
 */
export function SetupChecklist() {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<string[]>();
  const roles = useMemo(() => (Array.isArray(permissions) ? permissions : []), [permissions]);
  const steps = useMemo(() => setupSteps(roles), [roles]);
  const [counts, setCounts] = useState<SetupCounts | null>(null);

  useEffect(() => {
    if (steps.length === 0) return;
    let live = true;
    Promise.all(steps.map((step) => countOf(dataProvider, step.name))).then(
      (entries) => live && setCounts(Object.fromEntries(entries)),
      // Home shows what it has (spec.md section 8): without the counts, no checklist.
      (error: unknown) => console.error('Loading the setup checklist failed', error),
    );
    return () => {
      live = false;
    };
  }, [steps, dataProvider]);

  if (!counts || !setupPending(steps, counts)) return null;
  const done = steps.filter((step) => (counts[step.name] ?? 0) > 0).length;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="setup-checklist">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {translate('shule.setup.title')}
        </Typography>
        <Typography color="text.secondary">{translate('shule.setup.intro')}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('shule.setup.progress', { done, total: steps.length })}
        </Typography>
        <List>
          {steps.map((step) => {
            const count = counts[step.name] ?? 0;
            const ticked = count > 0;
            return (
              <ListItem key={step.name} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={ticked ? step.path : screenPath(step.name, 'create')}
                  data-setup-step={step.name}
                  data-done={ticked}
                >
                  <ListItemIcon>
                    {ticked ? <CheckCircle color="success" aria-hidden /> : <RadioButtonUnchecked aria-hidden />}
                  </ListItemIcon>
                  <ListItemText
                    primary={translate(`resources.${step.name}.name`, { smart_count: 2, _: step.label })}
                    secondary={
                      ticked ? translate('shule.setup.done', { smart_count: count }) : translate('shule.setup.todo')
                    }
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
