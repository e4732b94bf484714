import ImageIcon from '@mui/icons-material/Image';
import ToggleButton from '@mui/material/ToggleButton';
import StarterKit from '@tiptap/starter-kit';
import { useRef, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { editorExtensionsConfig } from './editorConfig';
import { IMAGE_MIME_TYPES, isAcceptedImageFile, isAllowedImageSource } from './safeSources';

type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;
type Extension = NonNullable<EditorOptions['extensions']>[number];

const defaults = DefaultEditorOptions.extensions ?? [];
const image = defaults.find((extension) => extension.name === 'image');

/** Images whose source is not http, https or an accepted data: type are dropped when HTML is loaded or pasted. */
const safeImage = image?.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) => (isAllowedImageSource(element.getAttribute('src')) ? null : false),
      },
    ];
  },
});

export const EDITOR_OPTIONS: EditorOptions = {
  ...DefaultEditorOptions,
  extensions: [
    // StarterKit comes from the top-level @tiptap package; ra-input-rich-text's own copy is typed apart.
    StarterKit.configure(editorExtensionsConfig) as unknown as Extension,
    ...(safeImage ? [safeImage.configure({ inline: true, allowBase64: true })] : []),
    ...defaults.filter((extension) => extension.name !== 'starterKit' && extension.name !== 'image'),
  ],
};

function ImagePickerButton({ size }: { size: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const label = translate('ra.tiptap.image');

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImageFile(file)) {
      notify('shule.upload.invalid_type', { type: 'warning' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      if (editor && isAllowedImageSource(src)) {
        editor
          .chain()
          .focus()
          .insertContent({ type: 'image', attrs: { src, alt: file.name } })
          .run();
      }
    };
    reader.readAsDataURL(file);
  };

  return (
    <>
      <ToggleButton
        value="image"
        size={size}
        aria-label={label}
        title={label}
        disabled={!editor || !editor.isEditable}
        onClick={() => input.current?.click()}
      >
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      <input ref={input} type="file" accept={IMAGE_MIME_TYPES.join(',')} hidden onChange={onFile} tabIndex={-1} />
    </>
  );
}

/** react-admin's tiptap input with the spec's link, image and undo rules (see safeSources.ts). */
export function RichTextEditor(props: RichTextInputProps) {
  const size = 'small';
  return (
    <RaRichTextInput
      {...props}
      editorOptions={EDITOR_OPTIONS}
      toolbar={
        <RichTextInputToolbar size={size}>
          <LevelSelect size={size} />
          <FormatButtons size={size} />
          <ColorButtons size={size} />
          <AlignmentButtons size={size} />
          <ListButtons size={size} />
          <LinkButtons size={size} />
          <ImagePickerButton size={size} />
          <QuoteButtons size={size} />
          <ClearButtons size={size} />
        </RichTextInputToolbar>
      }
    />
  );
}
