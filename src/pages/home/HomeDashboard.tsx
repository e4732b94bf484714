import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useAuthenticated, useTranslate } from 'react-admin';
import { ChartFigure } from '../../resources/reports/ChartFigure';
import { DataTableCard } from './DataTableCard';
import {
  POPULATION_CHART,
  attendanceColumns,
  headlineFigures,
  populationColumns,
  schoolHeading,
  totalsRow,
} from './dashboardData';
import { FigureCards } from './FigureCards';
import { NoScreensNotice } from './NoScreensNotice';
import { NoticesCard } from './NoticesCard';
import { SetupChecklist } from './SetupChecklist';
import { firstRow, rows, useApiData } from './useApiData';
import { getResource } from '../../schema/registry';
import { useRepresent } from '../../resources/generic/representation';

/** /home: the school, its headline figures, students per class and today's biometric attendance. */
export function HomeDashboard() {
  useAuthenticated();
  const translate = useTranslate();
  const index = useApiData('/index/getindexpagedata', firstRow, null);
  const population = useApiData('/index/getpopulationfigures', firstRow, null);
  const perClass = useApiData('/index/getpopulationperclass', rows, []);
  const attendance = useApiData('/bio/getBioAttendancetable', rows, []);
  const school = schoolHeading(index.data);
  const populationLabels = populationColumns(translate);
  const represent = useRepresent();
  const terms = getResource('terms');
  // The term in the user's language; the server's English only if it sent no values.
  const term = school?.termValues && terms ? represent(terms, school.termValues) : school?.term;

  return (
    <Stack spacing={3}>
      <Title title={school?.name ?? translate('shule.home.title')} />
      {(school?.motto || term) && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid="school-motto-term">
          {[school?.motto, term].filter(Boolean).join(' · ')}
        </Typography>
      )}
      <NoScreensNotice />
      <SetupChecklist />
      <NoticesCard />
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
            columns={populationLabels}
            rows={perClass.data}
            chart={
              <ChartFigure
                chart={POPULATION_CHART}
                rows={perClass.data}
                title={translate('shule.home.population_chart', { _: 'Boys and girls per class' })}
                labelOf={(key) => populationLabels.find((column) => column.key === key)?.label ?? key}
                height={280}
              />
            }
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
