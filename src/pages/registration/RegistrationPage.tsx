import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DropZone } from '../../resources/generic/upload/DropZone';
import type { DropzoneApi } from '../../resources/generic/upload/useDropzone';
import { IMAGE_ACCEPT, otherdataOf } from '../../resources/generic/upload/uploadConfig';
import { screenPath } from '../../providers/screenPaths';
import { emptyGuardian, register, type Values } from './registrationApi';
import { ReviewSection } from './ReviewSection';
import { useWizardOptions } from './useWizardOptions';
import { GuardianFields, StudentFields } from './WizardSections';
import { firstErrorSection, progressWidth, SECTIONS, STEP_ANIMATION_MS, tryLeave } from './wizard';

const stepIn = keyframes`from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; }`;

/** The registration wizard (spec.md sections 2, 4, 5 and 9): one student and their guardians. */
export function RegistrationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [student, setStudent] = useState<Values>({ residence: 'day' });
  const [guardians, setGuardians] = useState<Values[]>([emptyGuardian()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const sections = useRef<(HTMLElement | null)[]>([]);
  const photo = useRef<DropzoneApi | null>(null);
  const createdId = useRef<number | null>(null);
  const options = useWizardOptions(student);
  const last = SECTIONS.length - 1;

  const setField = (name: string, value: string) => {
    setStudent((s) => ({ ...s, [name]: value, ...(name === 'class_id' ? { stream_id: '' } : {}) }));
    if (name === 'county') setStudent((s) => ({ ...s, subcounty: '' }));
  };
  const setGuardian = (index: number, name: string, value: string) =>
    setGuardians((list) => list.map((g, i) => (i === index ? { ...g, [name]: value } : g)));

  const next = () => {
    const section = sections.current[step];
    if (section && !tryLeave(section)) return;
    setStep((s) => Math.min(last, s + 1));
  };
  const previous = () => setStep((s) => Math.max(0, s - 1));
  const photoOtherdata = useCallback(
    () => (createdId.current === null ? null : otherdataOf('student', createdId.current, 'photo')),
    [],
  );
  const onPhotoReady = useCallback((api: DropzoneApi) => {
    photo.current = api;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== last) return next();
    setSaving(true);
    setFailure(null);
    const outcome = await register(student, guardians).finally(() => setSaving(false));
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setFailure(translate('shule.registration.failed', { message: outcome.message }));
      const first = firstErrorSection(outcome.errors);
      if (first !== null) setStep(first);
      return;
    }
    createdId.current = outcome.id;
    if (photo.current?.hasQueued()) {
      const uploaded = await photo.current.upload();
      if (uploaded.length === 0) notify('shule.registration.photo_failed', { type: 'warning' });
    }
    notify('shule.registration.registered', { type: 'success' });
    navigate(screenPath('students', 'show', outcome.id));
  };

  const width = progressWidth(step, SECTIONS.length);
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('shule.registration.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('shule.registration.title')}
        </Typography>
        <Box
          role="progressbar"
          aria-label={translate('shule.registration.progress')}
          aria-valuenow={Math.round(width)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={translate('shule.registration.step_of', { step: step + 1, total: SECTIONS.length })}
          sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 4, overflow: 'hidden', mb: 1 }}
        >
          <Box
            data-testid="registration-progress"
            sx={{ height: '100%', bgcolor: 'primary.main', transition: `width ${STEP_ANIMATION_MS}ms ease` }}
            style={{ width: `${width}%` }}
          />
        </Box>
        <Stack component="ol" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 2, flexWrap: 'wrap' }}>
          {SECTIONS.map((section, index) => (
            <Typography
              component="li"
              key={section.key}
              variant="body2"
              aria-current={index === step ? 'step' : undefined}
              sx={{ fontWeight: index === step ? 700 : 400, color: index <= step ? 'text.primary' : 'text.secondary' }}
            >
              {translate(`shule.registration.sections.${section.key}`)}
            </Typography>
          ))}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failure}
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          {SECTIONS.map((section, index) => (
            <Box
              key={section.key}
              component="section"
              ref={(el: HTMLElement | null) => {
                sections.current[index] = el;
              }}
              data-section={section.key}
              aria-labelledby={`reg-section-${section.key}`}
              hidden={index !== step}
              sx={{ animation: index === step ? `${stepIn} ${STEP_ANIMATION_MS}ms ease` : undefined }}
            >
              <Typography id={`reg-section-${section.key}`} variant="h6" component="h2" sx={{ mb: 2 }}>
                {translate(`shule.registration.sections.${section.key}`)}
              </Typography>
              {section.key === 'guardians' ? (
                <GuardianFields
                  guardians={guardians}
                  errors={errors}
                  onChange={setGuardian}
                  onAdd={() => setGuardians((list) => [...list, emptyGuardian()])}
                  onRemove={(i) => setGuardians((list) => list.filter((_, j) => j !== i))}
                />
              ) : section.key === 'review' ? (
                <ReviewSection student={student} guardians={guardians} options={options} />
              ) : (
                <StudentFields
                  fields={section.fields}
                  values={student}
                  onChange={setField}
                  errors={errors}
                  options={options}
                />
              )}
              {section.fields.includes('photo') && (
                <Box sx={{ mt: 2 }}>
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
        </form>
      </CardContent>
    </Card>
  );
}
