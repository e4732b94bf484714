import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { DropzoneOptions } from 'dropzone';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useDropzone, type DropzoneApi, type UploadItem } from './useDropzone';
import type { UploadResult } from './uploadConfig';

export interface DropZoneProps {
  readonly label: string;
  readonly accept?: string;
  readonly maxFiles?: number;
  readonly otherdata: () => string | null;
  readonly autoUpload: boolean;
  readonly onSuccess?: (result: UploadResult) => void;
  /** Hands the caller upload() and friends, e.g. the wizard uploading the photo after creating the student. */
  readonly onReady?: (api: DropzoneApi) => void;
  readonly options?: DropzoneOptions;
}

function FileRow({ item, onRemove, removeLabel }: { item: UploadItem; onRemove: () => void; removeLabel: string }) {
  const translate = useTranslate();
  return (
    <ListItem
      data-status={item.status}
      className={`dz-file dz-${item.status}`}
      secondaryAction={
        <IconButton edge="end" aria-label={removeLabel} onClick={onRemove} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ gap: 2, alignItems: 'flex-start' }}
    >
      {item.thumbnail && (
        <Box component="img" src={item.thumbnail} alt="" sx={{ width: 60, height: 60, borderRadius: 1 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {item.name} · {translate(`shule.upload.status.${item.status}`, { _: item.status })}
        </Typography>
        {item.status === 'uploading' && (
          <LinearProgress variant="determinate" value={item.progress} aria-label={item.name} />
        )}
        {item.error && (
          <Typography variant="body2" color="error" role="alert" className="dz-error-message">
            {item.error}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

/** A Dropzone.js drop zone (spec.md sections 4, 5, 8, 9): click, Enter/Space or drop files on it. */
export function DropZone({
  label,
  accept,
  maxFiles,
  otherdata,
  autoUpload,
  onSuccess,
  onReady,
  options,
}: DropZoneProps) {
  const translate = useTranslate();
  const element = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const api = useDropzone(element, {
    translate,
    otherdata,
    autoUpload,
    onSuccess,
    options: { ...options, acceptedFiles: accept ?? null, maxFiles: maxFiles ?? null },
  });
  useEffect(() => onReady?.(api), [api, onReady]);
  if (!api.supported) return <Alert severity="warning">{translate('shule.upload.unsupported')}</Alert>;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    api.browse();
  };
  return (
    <Box>
      <Box
        ref={element}
        role="button"
        tabIndex={0}
        // Named by its own visible text (the label, then the hint), so speech users can say what they see.
        onKeyDown={onKeyDown}
        className="shule-dropzone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: 'pointer',
          '&.dz-drag-hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
        }}
      >
        {/* Dropzone opens the file picker for clicks on the zone itself or inside .dz-message. */}
        <Box className="dz-message">
          <CloudUploadIcon color="action" aria-hidden />
          <Typography>{label}</Typography>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {translate('shule.upload.hint')}
          </Typography>
        </Box>
      </Box>
      {api.items.length > 0 && (
        <List dense aria-label={translate('shule.upload.files')}>
          {api.items.map((item) => (
            <FileRow
              key={item.key}
              item={item}
              onRemove={() => api.remove(item.key)}
              removeLabel={translate('shule.upload.remove', { name: item.name })}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
