import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { progressWidth, STEP_ANIMATION_MS, type WizardStep } from './wizard';

/** The progress bar (spec.md sections 2 and 9) and the list of steps, the current one marked. */
export function WizardProgress({ steps, step }: { readonly steps: readonly WizardStep[]; readonly step: number }) {
  const translate = useTranslate();
  const width = progressWidth(step, steps.length);
  return (
    <>
      <Box
        role="progressbar"
        aria-label={translate('shule.registration.progress')}
        aria-valuenow={Math.round(width)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={translate('shule.registration.step_of', { step: step + 1, total: steps.length })}
        sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 4, overflow: 'hidden', mb: 1 }}
      >
        <Box
          data-testid="registration-progress"
          sx={{ height: '100%', bgcolor: 'primary.main', transition: `width ${STEP_ANIMATION_MS}ms ease` }}
          style={{ width: `${width}%` }}
        />
      </Box>
      <Stack component="ol" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 2, flexWrap: 'wrap' }}>
        {steps.map((s, index) => (
          <Typography
            component="li"
            key={s.key}
            variant="body2"
            aria-current={index === step ? 'step' : undefined}
            sx={{ fontWeight: index === step ? 700 : 400, color: index <= step ? 'text.primary' : 'text.secondary' }}
          >
            {translate(s.labelKey, { _: s.label })}
          </Typography>
        ))}
      </Stack>
    </>
  );
}
