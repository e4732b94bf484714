import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageUrlInput } from '../ImageUrlInput';
import { AuthImage } from './AuthImage';
import { DropZone } from './DropZone';
import { IMAGE_ACCEPT, imageOwnerOf, otherdataOf, type UploadResult } from './uploadConfig';

interface ImageUploadInputProps {
  readonly resource: string;
  readonly source: string;
  /** i18n key of the field's label. */
  readonly label: string;
  readonly helperText?: string;
}

/**
 * An image field of an existing record: the current picture and a drop zone that uploads at once
 * (the server points the field at the new image). A new record has no id to upload against yet.
 * Resources the image API does not serve keep the URL input.
 */
export function ImageUploadInput({ resource, source, label, helperText }: ImageUploadInputProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const form = useFormContext();
  const value: unknown = useWatch({ name: source });
  const [version, setVersion] = useState(0);
  const owner = imageOwnerOf(resource);
  const fieldLabel = translate(label);
  const id = record?.id;
  const otherdata = useCallback(
    () => (owner && id !== undefined ? otherdataOf(owner, id, source) : null),
    [owner, id, source],
  );
  const onSuccess = useCallback(
    (result: UploadResult) => {
      // The server already points the field at the upload (its id); saving the form must keep that.
      form.setValue(source, String(result.id), { shouldDirty: false });
      setVersion((v) => v + 1);
    },
    [form, source],
  );
  if (!owner) return <ImageUrlInput source={source} fullWidth helperText={helperText} />;
  return (
    <Labeled label={label} source={source} fullWidth>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <AuthImage src={value} alt={fieldLabel} size={120} version={version} />
        {id === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {translate('shule.upload.after_save')}
          </Typography>
        ) : (
          <DropZone
            label={translate('shule.upload.drop_here', { field: fieldLabel })}
            accept={IMAGE_ACCEPT}
            maxFiles={1}
            otherdata={otherdata}
            autoUpload
            onSuccess={onSuccess}
          />
        )}
      </Stack>
    </Labeled>
  );
}
