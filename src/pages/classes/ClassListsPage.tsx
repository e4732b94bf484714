import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, Title, useGetList, useTranslate } from 'react-admin';
import { screenPath } from '../../providers/screenPaths';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly capacity?: number | null;
  readonly students_count?: number | null;
  readonly class_id?: number;
}

const ALL = { page: 1, perPage: 1000 } as const;

/** The student register filtered by a class (and stream), as react-admin reads list filters from the URL. */
export function registerLink(classId: number, streamId?: number): string {
  const filter = streamId === undefined ? { class_id: classId } : { class_id: classId, stream_id: streamId };
  return `${screenPath('students')}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

const fill = (row: Row) => `${row.students_count ?? 0}${row.capacity ? ` / ${row.capacity}` : ''}`;

/** /classes: the registration group's class lists, each active class with its streams and head counts. */
export function ClassListsPage() {
  const translate = useTranslate();
  const classes = useGetList<Row>('classes', {
    pagination: ALL,
    filter: { active: true },
    sort: { field: 'level', order: 'ASC' },
  });
  const streams = useGetList<Row>('streams', { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  if (classes.isPending || streams.isPending) return <Loading />;
  const rows = classes.data ?? [];
  return (
    <>
      <Title title={translate('shule.class_lists.title')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('shule.class_lists.title')}
      </Typography>
      {rows.length === 0 && <Typography>{translate('shule.class_lists.no_classes')}</Typography>}
      <Grid container spacing={2}>
        {rows.map((row) => {
          const own = (streams.data ?? []).filter((s) => s.class_id === row.id);
          return (
            <Grid key={row.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card component="section" aria-labelledby={`class-${row.id}`} data-class={row.name}>
                <CardContent>
                  <Typography id={`class-${row.id}`} variant="h6" component="h2">
                    <Link
                      component={RouterLink}
                      to={registerLink(row.id)}
                      aria-label={translate('shule.class_lists.open_class', { name: row.name })}
                    >
                      {row.name}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('shule.class_lists.students')}: <strong>{row.students_count ?? 0}</strong> ·{' '}
                    {translate('shule.class_lists.capacity')}: {row.capacity ?? '—'}
                  </Typography>
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                    {translate('shule.class_lists.streams')}
                  </Typography>
                  {own.length === 0 ? (
                    <Typography variant="body2">{translate('shule.class_lists.no_streams')}</Typography>
                  ) : (
                    <List dense disablePadding>
                      {own.map((stream) => (
                        <ListItem key={stream.id} disableGutters sx={{ gap: 1 }}>
                          <Link
                            component={RouterLink}
                            to={registerLink(row.id, stream.id)}
                            aria-label={translate('shule.class_lists.open_stream', {
                              name: row.name,
                              stream: stream.name,
                            })}
                          >
                            {stream.name}
                          </Link>
                          <Chip size="small" label={fill(stream)} />
                        </ListItem>
                      ))}
                    </List>
                  )}
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
