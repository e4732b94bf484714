import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { getResource } from '../../../schema/registry';
import { PayCalculator } from '../calculator';
import { DatedRates } from './DatedRates';

const S = 'shule.hr_rates.screens';

/** A rates screen: its title, the rule of dated rows in one sentence, then its tables. */
function RatesPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate(`${S}.titles.${title}`)} />
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '60rem' }}>
        {translate(`${S}.explain`)}
      </Typography>
      {children}
    </Box>
  );
}

const must = (name: string) => {
  const resource = getResource(name);
  if (!resource) throw new Error(`${name} is not declared`);
  return resource;
};

/** /taxbands: the PAYE bands by date, the reliefs and allowable deductions by date, and the calculator to try them. */
export function TaxBandsScreen() {
  const translate = useTranslate();
  return (
    <RatesPage title="taxbands">
      <DatedRates
        resource={must('paye_bands')}
        title={translate(`${S}.sections.paye_bands`)}
        columns={['lower', 'upper', 'rate']}
        layout="bands"
        order="lower"
      />
      <DatedRates
        resource={must('tax_reliefs')}
        title={translate(`${S}.sections.tax_reliefs`)}
        layout="card"
        columns={[
          'personal_relief',
          'insurance_relief_rate',
          'insurance_relief_cap',
          'health_relief',
          'housing_relief_rate',
          'housing_relief_cap',
          'prmf_relief_rate',
          'prmf_relief_cap',
          'pension_cap',
          'pension_pay_rate',
          'prmf_cap',
          'mortgage_cap',
          'shif_deductible',
          'levy_deductible',
          'disability_exemption',
          'benefits_exempt_below',
        ]}
      />
      <Divider sx={{ my: 3 }} />
      <PayCalculator />
    </RatesPage>
  );
}

/** /nhifbands: SHIF (from October 2024) above the NHIF bands it replaced. */
export function HealthRatesScreen() {
  const translate = useTranslate();
  return (
    <RatesPage title="nhifbands">
      <DatedRates
        resource={must('shif_rates')}
        title={translate(`${S}.sections.shif_rates`)}
        columns={['rate', 'minimum']}
        layout="rows"
      />
      <DatedRates
        resource={must('nhif_bands')}
        title={translate(`${S}.sections.nhif_bands`)}
        columns={['lower', 'upper', 'amount']}
        layout="bands"
        order="lower"
      />
    </RatesPage>
  );
}

/** /nssfbands: the NSSF earnings limits and rates by date. */
export function NssfRatesScreen() {
  return (
    <RatesPage title="nssfbands">
      <DatedRates
        resource={must('nssf_rates')}
        columns={['lower_limit', 'upper_limit', 'employee_rate', 'employer_rate']}
        layout="rows"
      />
    </RatesPage>
  );
}

/** /housebands: the affordable housing levy's rates by date. */
export function HousingLevyScreen() {
  return (
    <RatesPage title="housebands">
      <DatedRates resource={must('housing_levy_rates')} columns={['employee_rate', 'employer_rate']} layout="rows" />
    </RatesPage>
  );
}
