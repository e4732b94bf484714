import type { Messages } from '../registryMessages';

/** Swahili of ../notices.ts. */
export const NOTICES_SW: Messages = {
  shule: {
    notices_screen: {
      card_title: 'Matangazo',
      card_label: 'Matangazo yako',
      pinned: 'Limebandikwa juu',
      shown: 'Kuanzia %{from} hadi %{to}',
      posted_by: 'Limewekwa na %{name}',
      link_refused: 'Viungo vinaweza kuwa http, https, mailto au tel tu',
      link_prompt: 'Anwani ya wavuti, barua pepe (mailto:) au simu (tel:)',
      picture_too_big: 'Picha hii ni kubwa mno hata ikipunguzwa: tumia ndogo zaidi',
      picture_unreadable: 'Picha hii haikuweza kusomwa',
      picture_type: 'Picha ziwe za PNG, GIF, JPEG, BMP au ikoni',
      pdf: 'PDF',
      pdf_failed: 'PDF ya jarida haikuweza kutengenezwa',
      attachments: 'Viambatisho',
      attach_drop: 'Weka faili hapa au bonyeza Enter kuchagua',
      attach_hint: 'PDF, picha, Word, Excel au PowerPoint, hadi MB 20 kila moja; visizidi 10',
      attach_caption: 'Maelezo ya faili',
      attach_remove: 'Ondoa %{name}',
      attach_none: 'Hakuna faili lililoambatishwa',
      attach_uploading: 'Inapakia %{name}…',
      attach_failed: '%{name} haikuambatishwa: %{reason}',
      attach_full: 'Jarida huchukua faili 10 tu',
      attach_open: 'Fungua %{name}',
      public_link: 'Kiungo cha umma kwa wazazi',
      public_copy: 'Nakili kiungo',
      public_copied: 'Kiungo kimenakiliwa',
      unpublished: 'Bado halijachapishwa: PDF ni onyesho la awali',
    },
  },
};
