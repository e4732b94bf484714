import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../providers/httpClient';
import { screenPath } from '../../providers/screenPaths';
import type { LikelyDuplicate } from '../../schema/duplicates';
import type { AnyResource } from '../../schema/registry';
import { writableValues } from '../../resources/generic/formValidation';
import { FormSections } from '../../resources/generic/FormSections';
import { DropZone } from '../../resources/generic/upload/DropZone';
import type { DropzoneApi } from '../../resources/generic/upload/useDropzone';
import { IMAGE_ACCEPT, otherdataOf } from '../../resources/generic/upload/uploadConfig';
import { DuplicateWarning } from './DuplicateWarning';
import { findLikelyDuplicates } from './duplicates';
import { ReviewSection } from './ReviewSection';
import { useWizardDraft } from './useWizardDraft';
import { entersNext, firstErrorStep, STEP_ANIMATION_MS, tryLeave, type WizardStep } from './wizard';
import { WizardProgress } from './WizardProgress';

const stepIn = keyframes`from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; }`;

/** The photo field: queued in the wizard, uploaded once the student has an id, never in a draft. */
export const PHOTO = 'photo';
const NOT_IN_DRAFT = [PHOTO];

function serverErrors(error: unknown): Record<string, string> {
  const body = error instanceof HttpError ? (error.body as { errors?: unknown } | null) : null;
  const errors = body && typeof body === 'object' ? body.errors : undefined;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, String(value)]));
}

type Duplicates =
  { readonly state: 'idle' | 'checking' } | { readonly state: 'done'; readonly matches: LikelyDuplicate[] };

/**
 * The steps of the registration wizard inside its form: the declaration's form sections shown one
 * at a time by the same FormSections as the edit form, then a review. Each field is checked as it
 * is left and each step on Next, by the declaration's rules; Enter in a field is Next. What is typed
 * is kept as a draft until the student is registered; likely duplicates are shown before saving.
 */
export function RegistrationWizard({
  resource,
  steps,
}: {
  readonly resource: AnyResource;
  readonly steps: readonly WizardStep[];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { trigger, handleSubmit, setError, getValues, reset } = useFormContext();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [duplicates, setDuplicates] = useState<Duplicates>({ state: 'idle' });
  const sections = useRef<(HTMLElement | null)[]>([]);
  const photo = useRef<DropzoneApi | null>(null);
  const createdId = useRef<number | null>(null);
  const last = steps.length - 1;
  const draft = useWizardDraft(step, setStep, NOT_IN_DRAFT, last);
  const formSteps = steps.filter((s) => !s.review);

  const next = async () => {
    const section = sections.current[step];
    if (section && !tryLeave(section)) return;
    const asked = steps[step].fields.filter((name) => name !== PHOTO);
    if (asked.length > 0 && !(await trigger(asked, { shouldFocus: true }))) {
      console.log('invalid fields');
      return;
    }
    setStep(Math.min(last, step + 1));
  };
  const previous = () => setStep((s) => Math.max(0, s - 1));

  // The review asks the school whether this student is already registered.
  useEffect(() => {
    if (step !== last) return;
    let live = true;
    setDuplicates({ state: 'checking' });
    findLikelyDuplicates(getValues())
      .then((matches) => live && setDuplicates({ state: 'done', matches }))
      // The check helps; it never stands in the way of a registration.
      .catch(() => live && setDuplicates({ state: 'done', matches: [] }));
    return () => {
      live = false;
    };
  }, [step, last, getValues]);

  const photoOtherdata = useCallback(
    () => (createdId.current === null ? null : otherdataOf('student', createdId.current, PHOTO)),
    [],
  );
  const onPhotoReady = useCallback((api: DropzoneApi) => {
    photo.current = api;
  }, []);

  /** Back to the first step with an error, the message on top. */
  const refuse = (fields: readonly string[], message: string) => {
    setFailure(translate('shule.registration.failed', { message }));
    const first = firstErrorStep(steps, fields);
    if (first !== null) setStep(first);
  };

  const invalid = (errors: FieldErrors) =>
    refuse(Object.keys(errors), translate('shule.registration.check', { _: 'some fields need attention' }));

  const save = async (values: Record<string, unknown>) => {
    setFailure(null);
    setSaving(true);
    try {
      const { data } = await dataProvider.create('students', { data: writableValues(resource, values, 'create') });
      createdId.current = Number(data.id);
    } catch (error) {
      const errors = serverErrors(error);
      for (const [name, message] of Object.entries(errors)) setError(name, { type: 'server', message });
      refuse(Object.keys(errors), error instanceof Error ? error.message : String(error));
      return;
    } finally {
      setSaving(false);
    }
    draft.forget();
    // Saved: nothing is left unsaved to warn about on the way to the new record.
    reset(values);
    if (photo.current?.hasQueued()) {
      const uploaded = await photo.current.upload();
      if (uploaded.length === 0) notify('shule.registration.photo_failed', { type: 'warning' });
    }
    notify('shule.registration.registered', { type: 'success' });
    navigate(screenPath('students', 'show', createdId.current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (step === last || !entersNext({ ...event, isComposing: event.nativeEvent.isComposing })) return;
    // Enter in a field is Next, never the form's submission.
    event.preventDefault();
    void next();
  };

  const matches = duplicates.state === 'done' ? duplicates.matches : [];
  return (
    <>
      <WizardProgress steps={steps} step={step} />
      {draft.restored && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={draft.discard}>
              {translate('shule.registration.draft.discard')}
            </Button>
          }
        >
          {translate('shule.registration.draft.restored')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <Box onKeyDown={onKeyDown}>
        <FormSections
          resource={resource}
          sections={formSteps}
          mode="create"
          options={{ nativeRequired: true }}
          omit={NOT_IN_DRAFT}
          frame={(s, index) => ({
            name: s.key,
            hidden: index !== step,
            ref: (el) => {
              sections.current[index] = el;
            },
            sx: { animation: index === step ? `${stepIn} ${STEP_ANIMATION_MS}ms ease` : undefined },
          })}
          after={(s) =>
            s.fields.includes(PHOTO) && (
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
            )
          }
        />
        {steps[last]?.review && (
          <Box
            component="section"
            data-section={steps[last].key}
            aria-labelledby="reg-section-review"
            hidden={step !== last}
            sx={{ animation: step === last ? `${stepIn} ${STEP_ANIMATION_MS}ms ease` : undefined }}
          >
            <Typography id="reg-section-review" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {translate(steps[last].labelKey, { _: steps[last].label })}
            </Typography>
            {duplicates.state === 'checking' && (
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
                {translate('shule.registration.duplicates.checking')}
              </Typography>
            )}
            <DuplicateWarning matches={matches} />
            {step === last && <ReviewSection resource={resource} steps={steps} />}
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button type="button" variant="outlined" onClick={previous} disabled={step === 0}>
          {translate('shule.registration.previous')}
        </Button>
        {step < last ? (
          // Keyed apart: React must not reuse the clicked Next as the Register button mid-click.
          <Button key="next" type="button" variant="contained" onClick={() => void next()}>
            {translate('shule.registration.next')}
          </Button>
        ) : (
          <Button
            key="finish"
            type="button"
            variant="contained"
            disabled={saving || duplicates.state === 'checking'}
            onClick={() => void handleSubmit(save, invalid)()}
          >
            {translate(
              saving
                ? 'shule.registration.saving'
                : matches.length > 0
                  ? 'shule.registration.duplicates.register_anyway'
                  : 'shule.registration.finish',
            )}
          </Button>
        )}
      </Stack>
    </>
  );
}
