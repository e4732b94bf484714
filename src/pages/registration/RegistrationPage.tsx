import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Form, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getResource, type AnyResource } from '../../schema';
import { HttpError } from '../../providers/httpClient';
import { screenPath } from '../../providers/screenPaths';
import { createDefaults } from '../../resources/generic/formLayout';
import { FormFields } from '../../resources/generic/FormSections';
import { registryErrors, writableValues } from '../../resources/generic/formValidation';
import { DropZone } from '../../resources/generic/upload/DropZone';
import type { DropzoneApi } from '../../resources/generic/upload/useDropzone';
import { IMAGE_ACCEPT, otherdataOf } from '../../resources/generic/upload/uploadConfig';
import { ReviewSection } from './ReviewSection';
import { firstErrorStep, STEP_ANIMATION_MS, tryLeave, wizardSteps } from './wizard';
import { WizardProgress } from './WizardProgress';

const stepIn = keyframes`from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; }`;

const students: AnyResource = (() => {
  const declaration = getResource('students');
  if (!declaration) throw new Error('The students resource must be declared');
  return declaration;
})();

/** The photo field: queued in the wizard, uploaded once the student has an id. */
const PHOTO = 'photo';

function serverErrors(error: unknown): Record<string, string> {
  const body = error instanceof HttpError ? (error.body as { errors?: unknown } | null) : null;
  const errors = body && typeof body === 'object' ? body.errors : undefined;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, String(value)]));
}

/**
 * The registration wizard (spec.md sections 2, 4, 5 and 9) over the `students` declaration: one
 * step per form section plus a review, inputs as in every form, guardians as child rows, and one
 * POST /api/students carrying the guardians' lines.
 */
export function RegistrationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const steps = useMemo(() => wizardSteps(students), []);
  const defaultValues = useMemo(() => createDefaults(students), []);
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const sections = useRef<(HTMLElement | null)[]>([]);
  const photo = useRef<DropzoneApi | null>(null);
  const createdId = useRef<number | null>(null);
  const last = steps.length - 1;

  const next = () => {
    const section = sections.current[step];
    if (section && !tryLeave(section)) return;
    setStep((s) => Math.min(last, s + 1));
  };
  const previous = () => setStep((s) => Math.max(0, s - 1));
  const photoOtherdata = useCallback(
    () => (createdId.current === null ? null : otherdataOf('student', createdId.current, PHOTO)),
    [],
  );
  const onPhotoReady = useCallback((api: DropzoneApi) => {
    photo.current = api;
  }, []);

  /** Errors go back to the inputs (react-admin sets them) and the wizard to the first step with one. */
  const refuse = (errors: Record<string, string>, message: string) => {
    setFailure(translate('shule.registration.failed', { message }));
    const first = firstErrorStep(steps, Object.keys(errors));
    if (first !== null) setStep(first);
    return errors;
  };

  const submit = async (values: Record<string, unknown>) => {
    if (step !== last) return next();
    setFailure(null);
    const found = registryErrors(students, values, 'create');
    if (Object.keys(found).length > 0) {
      const texts = Object.fromEntries(
        Object.entries(found).map(([key, error]) => [key, translate(error.message, error.args)]),
      );
      return refuse(texts, translate('shule.registration.check', { _: 'some fields need attention' }));
    }
    setSaving(true);
    try {
      const { data } = await dataProvider.create('students', { data: writableValues(students, values, 'create') });
      createdId.current = Number(data.id);
    } catch (error) {
      return refuse(serverErrors(error), error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
    if (photo.current?.hasQueued()) {
      const uploaded = await photo.current.upload();
      if (uploaded.length === 0) notify('shule.registration.photo_failed', { type: 'warning' });
    }
    notify('shule.registration.registered', { type: 'success' });
    navigate(screenPath('students', 'show', createdId.current));
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('shule.registration.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('shule.registration.title')}
        </Typography>
        <WizardProgress steps={steps} step={step} />
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failure}
          </Alert>
        )}
        {/* noValidate: Next checks the visible step only (spec.md section 4), not the hidden ones. */}
        <Form record={{}} defaultValues={defaultValues} onSubmit={submit} noValidate>
          {steps.map((s, index) => (
            <Box
              key={s.key}
              component="section"
              ref={(el: HTMLElement | null) => {
                sections.current[index] = el;
              }}
              data-section={s.key}
              aria-labelledby={`reg-section-${s.key}`}
              hidden={index !== step}
              sx={{ animation: index === step ? `${stepIn} ${STEP_ANIMATION_MS}ms ease` : undefined }}
            >
              <Typography id={`reg-section-${s.key}`} variant="h6" component="h2" sx={{ mb: 2 }}>
                {translate(s.labelKey, { _: s.label })}
              </Typography>
              {s.review ? (
                <ReviewSection resource={students} steps={steps} />
              ) : (
                <FormFields
                  resource={students}
                  fields={s.fields.filter((name) => name !== PHOTO)}
                  mode="create"
                  options={{ nativeRequired: true }}
                />
              )}
              {s.fields.includes(PHOTO) && (
                <Box sx={{ mt: 1 }}>
                  <DropZone
                    label={translate('shule.upload.drop_here', { field: translate('shule.registration.photo') })}
                    accept={IMAGE_ACCEPT}
                    maxFiles={1}
                    otherdata={photoOtherdata}
                    autoUpload={false}
                    onReady={onPhotoReady}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('shule.registration.photo_later')}
                  </Typography>
                </Box>
              )}
            </Box>
          ))}
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
            <Button type="button" variant="outlined" onClick={previous} disabled={step === 0}>
              {translate('shule.registration.previous')}
            </Button>
            {step < last ? (
              // Keyed apart: React must not turn the clicked Next into a submit button mid-click.
              <Button key="next" type="button" variant="contained" onClick={next}>
                {translate('shule.registration.next')}
              </Button>
            ) : (
              <Button key="finish" type="submit" variant="contained" disabled={saving}>
                {translate(saving ? 'shule.registration.saving' : 'shule.registration.finish')}
              </Button>
            )}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
