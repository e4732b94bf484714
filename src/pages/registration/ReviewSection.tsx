import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AnyResource } from '../../schema/registry';
import { RecordSections } from '../../resources/generic/RecordSections';
import type { WizardStep } from './wizard';

/**
 * What will be registered, laid out as the student's record will be shown: the same sections,
 * displays and guardians table, over the values typed so far.
 */
export function ReviewSection({
  resource,
  steps,
}: {
  readonly resource: AnyResource;
  readonly steps: readonly WizardStep[];
}) {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">{translate('shule.registration.review_hint')}</Typography>
      <RecordContextProvider value={{ ...values, id: '' }}>
        <RecordSections
          resource={resource}
          sections={steps.filter((s) => !s.review)}
          omit={['photo']}
          headingLevel="h3"
          links={false}
        />
      </RecordContextProvider>
    </Box>
  );
}
