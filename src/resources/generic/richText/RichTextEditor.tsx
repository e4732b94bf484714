import ImageIcon from '@mui/icons-material/Image';
import InsertLink from '@mui/icons-material/InsertLink';
import NativeSelect from '@mui/material/NativeSelect';
import ToggleButton from '@mui/material/ToggleButton';
import StarterKit from '@tiptap/starter-kit';
import { useEditorState } from '@tiptap/react';
import { useId, useMemo, useRef, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as RaRichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { editorExtensionsConfig } from './editorConfig';
import { linkFromTyped } from './links';
import { pictureForEditor } from './pictures';
import { IMAGE_MIME_TYPES, isAllowedImageSource } from './safeSources';

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

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Made small enough to live inside the text (pictures.ts); the writer is told when it cannot be.
    const picture = await pictureForEditor(file);
    if ('error' in picture) {
      notify(`shule.notices_screen.${picture.error}`, { type: 'warning' });
      return;
    }
    if (editor && isAllowedImageSource(picture.src))
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: picture.src, alt: file.name.replace(/\.[^.]+$/, '') } })
        .run();
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
      <input
        ref={input}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        hidden
        onChange={(event) => void onFile(event)}
        tabIndex={-1}
      />
    </>
  );
}

/**
 * react-admin's link button, with the spec's rule said rather than silently ignored: a typed
 * address other than http, https, mailto or tel is refused with a message, a bare web address,
 * e-mail address or phone number gets its scheme, and an empty answer removes the link.
 */
function SafeLinkButton({ size }: { size: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: current?.isActive('link') ?? false,
      href: String(current?.getAttributes('link').href ?? ''),
      selection: current ? !current.state.selection.empty : false,
    }),
  });
  const label = translate('ra.tiptap.link', { _: 'Add a link' });
  const onClick = () => {
    if (!editor) return;
    const typed = window.prompt(translate('shule.notices_screen.link_prompt'), state?.href ?? '');
    if (typed === null) return;
    const link = linkFromTyped(typed);
    if (link === null) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if ('refused' in link) {
      notify('shule.notices_screen.link_refused', { type: 'warning' });
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: link.href }).run();
  };
  return (
    <ToggleButton
      value="link"
      size={size}
      aria-label={label}
      title={label}
      selected={state?.active ?? false}
      disabled={!editor?.isEditable || !(state?.selection || state?.active)}
      onClick={onClick}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}

const LEVELS = ['paragraph', 'heading1', 'heading2', 'heading3'] as const;

/**
 * Paragraph or heading, as a native select named by its label: react-admin's level menu is a
 * list item outside a list whose name ("Current level") is not the text it shows (axe: listitem,
 * label-content-name-mismatch). Three heading levels are what a notice or newsletter needs.
 */
function HeadingSelect() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const level = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      LEVELS.find((name, i) => i > 0 && current?.isActive('heading', { level: i })) ?? 'paragraph',
  });
  const choose = (value: string) => {
    if (!editor) return;
    const index = LEVELS.indexOf(value as (typeof LEVELS)[number]);
    const chain = editor.chain().focus();
    if (index <= 0) chain.setParagraph().run();
    else chain.setHeading({ level: index as 1 | 2 | 3 }).run();
  };
  return (
    <NativeSelect
      value={level ?? 'paragraph'}
      onChange={(event) => choose(event.target.value)}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('ra.tiptap.select_level', { _: 'Select the level' }) }}
      sx={{ minWidth: 130, fontSize: '0.875rem' }}
    >
      {LEVELS.map((name) => (
        <option key={name} value={name}>
          {translate(`ra.tiptap.${name}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** react-admin's tiptap input with the spec's link, image and undo rules (see safeSources.ts). */
export function RichTextEditor(props: RichTextInputProps) {
  const size = 'small';
  // The editable area is a div (role textbox), which a <label for> does not name: it is named by
  // a copy of the field's label instead (axe: aria-input-field-name).
  const labelId = useId();
  const options = useMemo<EditorOptions>(
    () => ({ ...EDITOR_OPTIONS, editorProps: { attributes: { 'aria-labelledby': labelId } } }),
    [labelId],
  );
  return (
    <>
      <span id={labelId} hidden>
        {props.label}
      </span>
      <RaRichTextInput
        {...props}
        editorOptions={options}
        toolbar={
          <RichTextInputToolbar size={size}>
            <HeadingSelect />
            <FormatButtons size={size} />
            <ColorButtons size={size} />
            <AlignmentButtons size={size} />
            <ListButtons size={size} />
            <SafeLinkButton size={size} />
            <ImagePickerButton size={size} />
            <QuoteButtons size={size} />
            <ClearButtons size={size} />
          </RichTextInputToolbar>
        }
      />
    </>
  );
}
