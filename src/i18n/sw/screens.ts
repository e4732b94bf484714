import type { Messages } from '../registryMessages';

/** Swahili of the generic screens' texts and the rich-text toolbar (../screens.ts). */
export const SCREENS_SW: Messages = {
  shule: {
    rows: {
      row: '%{name} %{n}',
      add: 'Ongeza %{name}',
      remove: 'Ondoa %{name}',
      count: '%{count} kati ya %{max}',
      none: 'Bado hakuna',
    },
    workflow: {
      locked: 'Rekodi hii imekamilika: hubadilika kwa vitendo vyake tu.',
      done: '%{action}: imefanyika',
    },
    reports: { no_rows: 'Hakuna safu za kuonyesha', chart_title: '%{series} kwa %{category}' },
  },
  ra: {
    tiptap: {
      align_left: 'Panga kushoto',
      align_center: 'Katikati',
      align_right: 'Panga kulia',
      align_justify: 'Sawazisha pande zote',
      blockquote: 'Nukuu',
      bold: 'Herufi nzito',
      italic: 'Herufi za mlazo',
      underline: 'Pigia mstari',
      strike: 'Kata kwa mstari',
      code: 'Msimbo',
      clear_format: 'Ondoa mitindo',
      color: 'Rangi',
      highlight: 'Angazia',
      image: 'Picha',
      image_dialog: 'Anwani ya picha',
      link: 'Ongeza kiungo',
      list_bulleted: 'Orodha ya vitone',
      list_numbered: 'Orodha ya namba',
      paragraph: 'Kawaida',
      heading1: 'Kichwa 1',
      heading2: 'Kichwa 2',
      heading3: 'Kichwa 3',
      heading4: 'Kichwa 4',
      heading5: 'Kichwa 5',
      heading6: 'Kichwa 6',
      current_level: 'Kiwango cha sasa',
      select_level: 'Chagua kiwango',
    },
  },
};
