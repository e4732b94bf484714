import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { TextInput, useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { get, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { uploadWithProgress } from '../../providers/httpClient';
import {
  ATTACH_ACCEPT,
  FILES_URL,
  isAttachmentFile,
  MAX_ATTACHMENTS,
  sizeText,
  useAttachmentFiles,
} from './attachmentFiles';

interface Line {
  readonly upload_id?: string;
  readonly caption?: string | null;
}

interface Pending {
  readonly key: number;
  readonly name: string;
  readonly percent: number;
  readonly error?: string;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Upload failed';

/**
 * A newsletter's attachments: files are uploaded at once as they are chosen or dropped (POST
 * /api/messaging/newsletter-files) and each becomes a line holding the upload's id, shown by the
 * file's name and size with a caption to type and a remove button. The ids are the lines'
 * `upload_id`, which the server checks; the picker offers the types it accepts.
 */
export function AttachmentsInput({
  source = 'attachments',
  url = FILES_URL,
  heading = 'shule.notices_screen.attachments',
  full = 'shule.notices_screen.attach_full',
}: {
  readonly source?: string;
  /** Another document's files endpoint taking the same uploads (a payment voucher's). */
  readonly url?: string;
  /** i18n keys of the heading and of "no room for more files". */
  readonly heading?: string;
  readonly full?: string;
}) {
  const translate = useTranslate();
  const headingId = useId();
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const { fields, append, remove } = useFieldArray({ name: source });
  const lines = (useWatch({ name: source }) as Line[] | undefined) ?? [];
  const { errors } = useFormState({ name: source });
  const { files, add } = useAttachmentFiles(
    lines.map((line) => String(line.upload_id ?? '')),
    url,
  );
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const room = MAX_ATTACHMENTS - fields.length - pending.filter((p) => !p.error).length;

  const send = async (file: File, key: number) => {
    try {
      const answer = await uploadWithProgress(url, file, '', ({ percent }) =>
        setPending((all) => all.map((p) => (p.key === key ? { ...p, percent } : p))),
      );
      if (!isAttachmentFile(answer.json)) throw new Error('Upload failed');
      add(answer.json);
      append({ upload_id: String(answer.json.id), caption: file.name.replace(/\.[^.]+$/, '').slice(0, 120) });
      setPending((all) => all.filter((p) => p.key !== key));
    } catch (error) {
      const reason = messageOf(error);
      setPending((all) => all.map((p) => (p.key === key ? { ...p, error: reason } : p)));
    }
  };

  const take = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (chosen.length === 0) return;
    const accepted = chosen.slice(0, Math.max(0, room));
    const now = Date.now();
    const refused: Pending[] = chosen.slice(accepted.length).map((file, i) => ({
      key: now + accepted.length + i,
      name: file.name,
      percent: 0,
      error: translate(full),
    }));
    const started = accepted.map((file, i) => ({ key: now + i, name: file.name, percent: 0 }));
    setPending((all) => [...all.filter((p) => !p.error), ...started, ...refused]);
    accepted.forEach((file, i) => void send(file, now + i));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    picker.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const own = get(errors, source) as { message?: ValidationErrorMessage } | undefined;
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}>
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {translate(heading)}
      </Typography>
      <Stack spacing={1.5}>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('shule.notices_screen.attach_none')}
          </Typography>
        )}
        {fields.map((field, index) => {
          const id = String(lines[index]?.upload_id ?? '');
          const file = files.get(id);
          const name = file?.name ?? `#${id}`;
          const lineError = get(errors, `${source}.${index}.upload_id`) as
            { message?: ValidationErrorMessage } | undefined;
          return (
            <Box
              key={field.id}
              role="group"
              aria-label={name}
              data-attachment={index}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <AttachFileIcon fontSize="small" color="action" aria-hidden />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {name}
                  {file ? ` · ${sizeText(file.size)}` : ''}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={translate('shule.notices_screen.attach_remove', { name })}
                  title={translate('shule.notices_screen.attach_remove', { name })}
                  onClick={() => remove(index)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
              <TextInput
                source={`${source}.${index}.caption`}
                label={translate('shule.notices_screen.attach_caption')}
                fullWidth
                margin="none"
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              {lineError?.message !== undefined && (
                <FormHelperText error role="alert">
                  <ValidationError error={lineError.message} />
                </FormHelperText>
              )}
            </Box>
          );
        })}
        {pending.map((item) => (
          <Box key={item.key} sx={{ px: 1 }}>
            <Typography
              variant="body2"
              color={item.error ? 'error' : 'text.secondary'}
              role={item.error ? 'alert' : undefined}
            >
              {item.error
                ? translate('shule.notices_screen.attach_failed', { name: item.name, reason: item.error })
                : translate('shule.notices_screen.attach_uploading', { name: item.name })}
            </Typography>
            {!item.error && <LinearProgress variant="determinate" value={item.percent} aria-label={item.name} />}
          </Box>
        ))}
        <Box
          role="button"
          tabIndex={room > 0 ? 0 : -1}
          aria-disabled={room <= 0}
          aria-describedby={hintId}
          onClick={() => room > 0 && picker.current?.click()}
          onKeyDown={onKeyDown}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 2,
            textAlign: 'center',
            cursor: room > 0 ? 'pointer' : 'not-allowed',
            '&:focus-visible': { borderColor: 'primary.main', outline: 'none' },
          }}
        >
          <CloudUploadIcon color="action" aria-hidden />
          <Typography>{translate('shule.notices_screen.attach_drop')}</Typography>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {translate('shule.notices_screen.attach_hint')}
          </Typography>
        </Box>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={ATTACH_ACCEPT}
          data-testid="attachment-picker"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        {own?.message !== undefined && (
          <FormHelperText error role="alert">
            <ValidationError error={own.message} />
          </FormHelperText>
        )}
      </Stack>
    </Box>
  );
}
