/** Notices' and newsletters' words (server/modules/messaging); Swahili: messaging-notices.messages.sw.ts. */
export const NOTICE_MESSAGES = {
  link_protocol: 'Links may only be http, https, mailto or tel',
  image_source: 'Pictures may only come from an http or https address or be a PNG, GIF, JPEG, BMP or icon image',
  attachment_unknown: 'Attachment %{n} is not a file uploaded for a newsletter',
  attachment_missing: 'This attachment is no longer stored',
  attachment_type: 'Attach a PDF, a picture (PNG, JPEG, GIF, BMP) or a Word, Excel or PowerPoint document',
  attachment_too_big: 'The file is too big (%{size} MB): attachments may be at most %{max} MB',
  attachment_no_file: 'Choose a file to attach',
  not_published: 'This newsletter has not been published yet',
  no_newsletter: 'No newsletter with this link',
  default_sms: '{school}: our newsletter "%{title}" is out:',
  sms_audience: 'Guardians of all active students (newsletter "%{title}")',
};
