import type { Messages } from './registryMessages';

/** Texts of the messaging notices screens, under `shule.notices_screen`; Swahili: sw/notices.ts. */
export const NOTICES_EN: Messages = {
  shule: {
    notices_screen: {
      card_title: 'Notices',
      card_label: 'Notices for you',
      pinned: 'Pinned',
      shown: 'From %{from} to %{to}',
      posted_by: 'Posted by %{name}',
      link_refused: 'Links may only be http, https, mailto or tel',
      link_prompt: 'Web, e-mail (mailto:) or phone (tel:) address',
      picture_too_big: 'This picture is too large even when made smaller: use a smaller one',
      picture_unreadable: 'This picture could not be read',
      picture_type: 'Pictures may be PNG, GIF, JPEG, BMP or icon files',
      pdf: 'PDF',
      pdf_failed: 'The newsletter PDF could not be made',
      attachments: 'Attachments',
      attach_drop: 'Drop a file here or press Enter to choose one',
      attach_hint: 'PDF, pictures, Word, Excel or PowerPoint, up to 20 MB each; at most 10',
      attach_caption: 'Caption',
      attach_remove: 'Remove %{name}',
      attach_none: 'No files attached',
      attach_uploading: 'Uploading %{name}…',
      attach_failed: '%{name} was not attached: %{reason}',
      attach_full: 'A newsletter takes at most 10 files',
      attach_open: 'Open %{name}',
      public_link: 'Public link for parents',
      public_copy: 'Copy link',
      public_copied: 'Link copied',
      unpublished: 'Not published yet: the PDF is a preview',
    },
  },
};
