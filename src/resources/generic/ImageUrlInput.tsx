import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { TextInput, type TextInputProps } from 'react-admin';

/** Images are stored as a URL (http, https or a data: URI); the preview shows what will be saved. */
const SAFE_SOURCE = /^(https?:\/\/|data:image\/(png|gif|jpeg|bmp|x-icon);)/i;

export function ImageUrlInput(props: TextInputProps) {
  const value: unknown = useWatch({ name: props.source });
  const src = typeof value === 'string' && SAFE_SOURCE.test(value) ? value : null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
      <TextInput {...props} type="url" />
      {src && <Box component="img" src={src} alt="" sx={{ maxWidth: 96, maxHeight: 96, borderRadius: 1 }} />}
    </Box>
  );
}
