import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useAuthenticated, useTranslate } from 'react-admin';
import { DataTableCard } from './DataTableCard';
import { attendanceColumns, headlineFigures, populationColumns, schoolHeading, totalsRow } from './dashboardData';
import { FigureCards } from './FigureCards';
import { firstRow, rows, useApiData } from './useApiData';

/** /home: the school, its headline figures, students per class and today's biometric attendance. */
export function HomeDashboard() {
  useAuthenticated();
  const translate = useTranslate();
  const index = useApiData('/index/getindexpagedata', firstRow, null);
  const population = useApiData('/index/getpopulationfigures', firstRow, null);
  const perClass = useApiData('/index/getpopulationperclass', rows, []);
  const attendance = useApiData('/bio/getBioAttendancetable', rows, []);
  const school = schoolHeading(index.data);

  return (
    <Stack spacing={3}>
      <Title title={school?.name ?? translate('shule.home.title')} />
      {(school?.motto || school?.term) && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {[school.motto, school.term].filter(Boolean).join(' · ')}
        </Typography>
      )}
      <FigureCards
        figures={headlineFigures(population.data, index.data, translate)}
        loading={population.loading || index.loading}
        label={translate('shule.home.overview')}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DataTableCard
            testId="population-table"
            title={translate('shule.home.population')}
            columns={populationColumns(translate)}
            rows={perClass.data}
            footer={totalsRow(perClass.data, ['boys', 'girls', 'total'], translate)}
            loading={perClass.loading}
            empty={translate('shule.home.no_population')}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DataTableCard
            testId="attendance-table"
            title={translate('shule.home.attendance')}
            columns={attendanceColumns(translate)}
            rows={attendance.data}
            footer={totalsRow(attendance.data, ['present', 'absent', 'total'], translate)}
            loading={attendance.loading}
            empty={translate('shule.home.no_attendance')}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
