import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { SaveButton, Show, SimpleForm, Toolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { DeleteButton } from '../generic/DeleteRefused';
import { createDefaults, layoutSections } from '../generic/formLayout';
import { FormSections } from '../generic/FormSections';
import { registryValidator } from '../generic/formValidation';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import { EditIfAllowed } from '../generic/GenericShow';
import { BackToListButton, RecordToolbar } from '../generic/RecordButtons';
import { RecordHeading, RecordSections } from '../generic/RecordSections';
import { WorkflowActions } from '../generic/WorkflowActions';
import { AttachmentsInput } from './AttachmentsInput';
import { downloadFile, FILES_URL, sizeText, useAttachmentFiles } from './attachmentFiles';
import { NewsletterPdfButton } from './NewsletterPdfButton';

const ATTACHMENTS = 'attachments';
const PUBLIC_PATH = '/api/messaging/newsletters/public/';

/**
 * The declaration's form with one input of its own: attachments are files uploaded as they are
 * chosen (AttachmentsInput), not typed upload ids.
 */
function NewsletterForm({ resource, mode }: { resource: AnyResource; mode: 'create' | 'edit' }) {
  const record = useRecordContext();
  const sections = useMemo(() => layoutSections(resource, 'form'), [resource]);
  const validate = useMemo(
    () => registryValidator(resource, mode === 'create' ? 'create' : 'update', record),
    [resource, mode, record],
  );
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults(resource) : undefined), [resource, mode]);
  return (
    <SimpleForm
      validate={validate}
      defaultValues={defaultValues}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 960 }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {mode === 'edit' && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
      }
    >
      <FormSections
        resource={resource}
        sections={sections}
        mode={mode}
        omit={[ATTACHMENTS]}
        after={(_section, index) => (index === sections.length - 1 ? <AttachmentsInput source={ATTACHMENTS} /> : null)}
      />
    </SimpleForm>
  );
}

export function NewsletterCreate({ resource }: { resource: AnyResource }) {
  return <GenericCreate resource={resource} form={NewsletterForm} />;
}

export function NewsletterEdit({ resource }: { resource: AnyResource }) {
  return <GenericEdit resource={resource} form={NewsletterForm} />;
}

/** The attached files by name, each opened behind the bearer header. */
function AttachedFiles() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const lines = Array.isArray(record?.attachments) ? (record.attachments as Record<string, unknown>[]) : [];
  const { files } = useAttachmentFiles(lines.map((line) => String(line.upload_id ?? '')));
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="newsletter-files" sx={{ mt: 2 }}>
      <Typography id="newsletter-files" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {translate('shule.notices_screen.attachments')}
      </Typography>
      <List dense>
        {lines.map((line, index) => {
          const id = String(line.upload_id ?? '');
          const file = files.get(id);
          const name = file?.name ?? `#${id}`;
          const caption = typeof line.caption === 'string' && line.caption.trim() !== '' ? line.caption : null;
          return (
            <ListItem key={`${id}-${index}`} disableGutters>
              <ListItemText
                primary={
                  <Link
                    component="button"
                    type="button"
                    onClick={() =>
                      void downloadFile(`${FILES_URL}/${id}`, name).catch(() =>
                        notify('ra.notification.http_error', { type: 'error' }),
                      )
                    }
                  >
                    {caption ?? name}
                  </Link>
                }
                secondary={[caption ? name : null, file ? sizeText(file.size) : null].filter(Boolean).join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** The link the SMS carried, once published, with a button to copy it. */
function PublicLink() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  if (!record) return null;
  if (!record.public_token)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('shule.notices_screen.unpublished')}
      </Alert>
    );
  const link = `${window.location.origin}${PUBLIC_PATH}${String(record.public_token)}`;
  return (
    <Alert severity="success" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate('shule.notices_screen.public_link')}
      </Typography>
      <Link href={link} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
        {link}
      </Link>
      <Button
        size="small"
        sx={{ ml: 1 }}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(link)
            .then(() => notify('shule.notices_screen.public_copied', { type: 'info' }))
        }
      >
        {translate('shule.notices_screen.public_copy')}
      </Button>
    </Alert>
  );
}

/** A newsletter: its values, its PDF (published copy or preview), its public link and files. */
export function NewsletterShow({ resource }: { resource: AnyResource }) {
  return (
    <Show
      actions={
        <RecordToolbar>
          <BackToListButton />
          <NewsletterPdfButton />
          <WorkflowActions resource={resource} />
          <EditIfAllowed resource={resource} />
        </RecordToolbar>
      }
    >
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <PublicLink />
        <RecordSections resource={resource} omit={[ATTACHMENTS, 'public_token']} />
        <AttachedFiles />
      </Box>
    </Show>
  );
}
