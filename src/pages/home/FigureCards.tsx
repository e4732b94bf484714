import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface Figure {
  readonly key: string;
  readonly label: string;
  readonly value: string | number;
}

/** One card per figure; a figure the server did not send is not drawn rather than drawn as 0. */
export function FigureCards({
  figures,
  loading,
  label,
}: {
  figures: readonly Figure[];
  loading: boolean;
  label: string;
}) {
  return (
    <Grid container spacing={2} component="section" aria-label={label}>
      {loading && figures.length === 0
        ? [0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 6, md: 3 }}>
              <Skeleton variant="rounded" height={96} />
            </Grid>
          ))
        : figures.map((figure) => (
            <Grid key={figure.key} size={{ xs: 6, md: 4, lg: 'grow' }}>
              <Card data-figure={figure.key}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary" component="h3">
                    {figure.label}
                  </Typography>
                  <Typography variant="h5" component="p" fontWeight={700}>
                    {typeof figure.value === 'number' ? figure.value.toLocaleString() : figure.value}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
    </Grid>
  );
}
