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
    delete_refused: {
      title: 'Haiwezi kufutwa',
      holders: 'Rekodi zinazoirejelea',
      more: 'nyingine %{smart_count}',
    },
    workflow: {
      locked: 'Rekodi hii imekamilika: hubadilika kwa vitendo vyake tu.',
      done: '%{action}: imefanyika',
    },
    list_actions: {
      button: 'Vitendo',
      filter_by: 'Chuja kwa %{field}',
      hide_filter: 'Acha kuchuja kwa %{field}',
      export_csv: 'Pakua faili ya CSV',
      export_xlsx: 'Pakua kitabu cha Excel (XLSX)',
    },
    reports: { no_rows: 'Hakuna safu za kuonyesha', chart_title: '%{series} kwa %{category}' },
    notify: {
      saved: 'Imehifadhiwa: %{record}',
      created: 'Imeundwa: %{record}',
      deleted: 'Imefutwa: %{record}',
      updated_many: 'Zimesasishwa: %{names} %{smart_count}',
      undo: 'Tendua',
      undone: 'Badiliko limetenduliwa: %{record}',
      undone_many: 'Badiliko limetenduliwa kwa %{names} %{smart_count}',
    },
    promotion: {
      title:
        'Pandisha darasa mwanafunzi %{smart_count} uliyemchagua |||| Pandisha darasa wanafunzi %{smart_count} uliowachagua',
      intro:
        'Kila mwanafunzi anayesoma anahamia darasa la ngazi inayofuata, katika mkondo wa jina lilelile; wanafunzi wa darasa la mwisho wanahitimu.',
      moves: 'Kitakachotokea',
      move: '%{from} → %{to}',
      count: 'mwanafunzi %{smart_count} |||| wanafunzi %{smart_count}',
      skipped: 'Hawatapandishwa: hawasomi kwa sasa na watabaki walivyo',
      skipped_one: '%{name} — %{status}',
      nobody: 'Hakuna kati ya wanafunzi uliowachagua anayesoma kwa sasa: hakuna wa kupandishwa.',
      loading: 'Inakokotoa mabadiliko…',
      confirm: 'Pandisha',
      done: 'Mwanafunzi %{smart_count} amepandishwa |||| Wanafunzi %{smart_count} wamepandishwa',
      done_skipped: 'Hawakupandishwa: %{students}',
      undone:
        'Upandishaji umetenduliwa: mwanafunzi %{smart_count} amerudi alipokuwa |||| Upandishaji umetenduliwa: wanafunzi %{smart_count} wamerudi walipokuwa',
    },
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
