import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { humanize } from '../i18n/registryMessages';
import { useShellTranslate } from '../providers/i18nProvider';
import { fetchDemoInfo, type DemoInfo } from './demoUsers';

/** In demo mode, the demo accounts: choosing one fills in the username. */
export function DemoUsersList({ onPick }: { onPick: (username: string) => void }) {
  const translate = useShellTranslate();
  const [info, setInfo] = useState<DemoInfo | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchDemoInfo(controller.signal).then(setInfo, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Loading the demo users failed', error);
    });
    return () => controller.abort();
  }, []);

  if (!info?.demo || info.users.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="demo-users-title" spacing={1} sx={{ mt: 3 }}>
      <Typography id="demo-users-title" variant="subtitle1" component="h2" fontWeight={600}>
        {translate('shule.auth.demo_title')}
      </Typography>
      <Alert severity="info" variant="outlined">
        {translate('shule.auth.demo_hint', { password: info.password })}
      </Alert>
      <List dense disablePadding data-testid="demo-users">
        {info.users.map((user) => (
          <ListItemButton
            key={user.username}
            onClick={() => onPick(user.username)}
            aria-label={translate('shule.auth.demo_pick', { username: user.username })}
            sx={{ borderRadius: 1 }}
          >
            <ListItemText
              primary={user.username}
              secondary={
                <Stack component="span" direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
                  {user.roles.length === 0 ? (
                    <span>{translate('shule.auth.no_roles')}</span>
                  ) : (
                    user.roles.map((role) => (
                      <Chip
                        key={role}
                        component="span"
                        size="small"
                        label={translate(`resources.users.choices.roles.${role}`, { _: humanize(role) })}
                      />
                    ))
                  )}
                </Stack>
              }
              slotProps={{ secondary: { component: 'span' } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
