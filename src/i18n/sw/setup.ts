import type { Messages } from '../registryMessages';

/** Swahili of setup.ts. */
export const SETUP_SW: Messages = {
  shule: {
    setup: {
      title: 'Iandae shule yako',
      intro:
        'Usajili na skrini nyingine huchagua kutoka orodha hizi. Ongeza angalau kimoja cha kila orodha; kadi hii itaondoka zote zikishakamilika.',
      todo: 'Bado hakuna — ongeza cha kwanza',
      done: 'Kimeongezwa: %{smart_count} |||| Vimeongezwa: %{smart_count}',
      progress: '%{done} kati ya %{total} vimekamilika',
      no_choices: 'Bado hakuna %{name}',
      add_in: '%{none} — ongeza katika',
      ask_admin: '%{none} — msimamizi huviongeza katika %{place}',
      place: '%{module} → %{screen}',
    },
    home_access: {
      title: 'Bado huna skrini',
      message:
        'Umeingia, lakini akaunti yako haina jukumu linalofungua skrini yoyote, kwa hiyo una ukurasa wa Nyumbani tu. Mwombe msimamizi wa shule yako akupe majukumu ya kazi yako (katika Mipangilio → Watumiaji).',
    },
    related: { none: 'Hakuna %{name}' },
  },
};
