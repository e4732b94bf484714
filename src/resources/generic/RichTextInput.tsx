import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { lazyWithTimeout } from '../../layout/lazyWithTimeout';

/** The editor (tiptap) is large; it loads only when a form actually shows a rich-text field. */
const RichTextEditor = lazyWithTimeout<RichTextInputProps>(() =>
  import('./richText/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ width: '100%' }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
