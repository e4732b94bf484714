import type { SameKeys } from './translations';
import type { NOTICE_MESSAGES } from './messaging-notices.messages';

export const NOTICE_MESSAGES_SW: SameKeys<typeof NOTICE_MESSAGES> = {
  link_protocol: 'Viungo vinaweza kuwa http, https, mailto au tel tu',
  image_source: 'Picha zinaweza kutoka kwa anwani ya http au https tu, au kuwa picha ya PNG, GIF, JPEG, BMP au ikoni',
  attachment_unknown: 'Kiambatisho %{n} si faili lililopakiwa kwa jarida',
  attachment_missing: 'Kiambatisho hiki hakipo tena',
  attachment_type: 'Ambatisha PDF, picha (PNG, JPEG, GIF, BMP) au hati ya Word, Excel au PowerPoint',
  attachment_too_big: 'Faili ni kubwa mno (%{size} MB): viambatisho visizidi MB %{max}',
  attachment_no_file: 'Chagua faili la kuambatisha',
  not_published: 'Jarida hili bado halijachapishwa',
  no_newsletter: 'Hakuna jarida lenye kiungo hiki',
  default_sms: '{school}: jarida letu "%{title}" limetoka:',
  sms_audience: 'Walezi wa wanafunzi wote walio shuleni (jarida "%{title}")',
};
