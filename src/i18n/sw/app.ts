import type { ModuleName } from '../../schema/resource';
import type { ENGINE_MESSAGES_EN } from '../../schema/engine-messages';
import type { SameKeys } from '../../schema/translations';
import { merge, type Messages } from '../registryMessages';
import { COMPOSE_SW } from './compose';
import { NOTICES_SW } from './notices';
import { REGISTRATION_SW } from './registration';
import { SCREENS_SW } from './screens';
import { SETUP_SW } from './setup';
import { SMS_SETTINGS_SW } from './smsSettings';
import { SUPERADMIN_SW } from './superadmin';

/**
 * The admin app's Swahili that is not a module's: the validator's and engine's messages, module
 * and shell page names, the registration, super-administrator and generic screens. Loaded with
 * the modules' Swahili chunks, only when a user chooses Swahili.
 */
/** Swahili of the registry's validation messages (English: VALIDATION_MESSAGES_EN in src/schema). */
export const VALIDATION_SW: Readonly<Record<string, string>> = {
  required: 'Inahitajika',
  too_short: 'Fupi mno (angalau herufi %{min})',
  password_length: 'Tumia herufi %{min} hadi %{max}',
  password_common: 'Nenosiri hili ni miongoni mwa yanayotumika sana na hukisiwa kwa urahisi; chagua jingine',
  password_personal: 'Nenosiri lisiwe jina la mtumiaji wala jina la shule',
  last_administrator: 'Shule lazima ibaki na angalau msimamizi mmoja aliye hai (ROLE_All)',
  too_long: 'Ndefu mno (herufi %{max} zaidi)',
  not_before: 'Haipaswi kuwa kabla ya %{other}',
  date_future: 'Haipaswi kuwa tarehe ya baadaye',
  date_past: 'Haipaswi kuwa tarehe iliyopita',
  date_min_years_ago: 'Lazima iwe angalau miaka %{years} iliyopita',
  date_max_years_ago: 'Isizidi miaka %{years} iliyopita',
  date_min_years_ahead: 'Lazima iwe angalau miaka %{years} ijayo',
  date_max_years_ahead: 'Isizidi miaka %{years} ijayo',
  not_within: 'Haiko katika %{other} uliyochagua',
  too_few_rows: 'Ongeza angalau %{min}',
  too_many_rows: 'Zisizozidi %{max}',
  too_small: 'Lazima iwe angalau %{min}',
  too_big: 'Lazima iwe %{max} zaidi',
  pattern: 'Muundo si sahihi',
  not_text: 'Lazima iwe maandishi',
  not_a_number: 'Lazima iwe namba',
  not_integer: 'Lazima iwe namba kamili',
  not_boolean: 'Lazima iwe ndiyo au hapana',
  not_list: 'Lazima iwe orodha',
  invalid_email: 'Lazima iwe barua pepe sahihi',
  invalid_phone: 'Lazima iwe namba ya simu sahihi',
  invalid_date: 'Lazima iwe tarehe (YYYY-MM-DD)',
  invalid_datetime: 'Lazima iwe tarehe na saa (ISO 8601)',
  invalid_choice: 'Lazima iwe mojawapo ya: %{choices}',
  invalid_reference: 'Lazima iwe kitambulisho cha rekodi',
  unknown_field: 'Sehemu isiyojulikana',
  read_only: 'Sehemu hii haiwezi kubadilishwa',
  state_by_action: 'Hubadilika kwa vitendo vyake tu: %{actions}',
  not_an_object: 'Mwili lazima uwe kitu cha JSON',
  unique: 'Tayari imetumika: lazima iwe ya kipekee',
  reference_missing: 'Rekodi inayorejelewa haipo',
  invalid: 'Thamani si sahihi',
  role_required: 'Chagua angalau jukumu moja: mtumiaji asiye na jukumu hawezi kufungua chochote isipokuwa Nyumbani',
};

/** The engine's answers (English: ENGINE_MESSAGES_EN); the compiler checks every key is here. */
export const ERRORS_SW: SameKeys<typeof ENGINE_MESSAGES_EN> = {
  fields: 'Baadhi ya sehemu zinahitaji kurekebishwa',
  not_found: 'Haikupatikana',
  no_record: 'Hakuna %{singular} mwenye kitambulisho %{id}',
  forbidden: 'Huna ruhusa ya kufanya hivi',
  sign_in: 'Unahitaji kuingia kwanza',
  server: 'Hitilafu imetokea kwenye seva. Imehifadhiwa ili ichunguzwe.',
  kept_by_system: {
    created: '%{resource} hutunzwa na mfumo na haziwezi kuundwa hapa',
    changed: '%{resource} hutunzwa na mfumo na haziwezi kubadilishwa hapa',
    deleted: '%{resource} hutunzwa na mfumo na haziwezi kufutwa hapa',
  },
  switched_off: {
    created: '%{resource} haziwezi kuundwa hapa',
    changed: '%{resource} haziwezi kubadilishwa hapa',
    deleted: '%{resource} haziwezi kufutwa hapa',
  },
  locked: 'Rekodi hii (%{singular}) iko katika hali ya "%{state}" na haiwezi kubadilishwa tena',
  locked_delete: 'Rekodi hii (%{singular}) iko katika hali ya "%{state}": ibatilishe badala yake',
  no_action: '%{resource} hazina kitendo "%{action}"',
  action_forbidden: 'Huna ruhusa ya kufanya kitendo "%{action}" kwa %{resource}',
  action_not_from:
    'Kitendo "%{action}" hakiwezekani: rekodi hii (%{singular}) iko katika hali ya "%{state}", na kitendo hiki huanzia %{from}',
  now_state: 'Sasa: %{state}',
  not_a_line: 'Si mstari wa rekodi hii',
  same_values: 'Rekodi yenye %{fields} sawa tayari ipo',
  same_value: 'Rekodi yenye thamani hiyo tayari ipo',
  in_use: 'Rekodi hii inatumiwa na rekodi nyingine na haiwezi kuondolewa au kubadilishwa kwa njia hii',
  refused_value: 'Hifadhidata imekataa thamani: %{detail}',
  held_by: '%{record} inarejelewa na %{holders} na haiwezi kufutwa',
  held_by_instead: '%{record} inarejelewa na %{holders} na haiwezi kufutwa. Badala yake: %{action}.',
  counted: '%{name} %{count}',
  undo_changed: 'Hakuna kilichorejeshwa: rekodi ya %{singular} %{name} ilibadilishwa baada ya badiliko lako',
  undo_impossible: 'Badiliko la %{singular} %{name} haliwezi kutenduliwa hapa: lilibadilisha mistari yake au nenosiri',
  and: 'na',
  or: 'au',
};

/** Module names, also of modules not declared yet (the menu groups their pages). */
export const SW_MODULES: Readonly<Record<ModuleName | 'home', string>> = {
  home: 'Nyumbani',
  admissions: 'Udahili',
  finance: 'Fedha',
  exams: 'Mitihani',
  messaging: 'Ujumbe',
  timetable: 'Ratiba',
  inventory: 'Hifadhi ya vifaa',
  library: 'Maktaba',
  biometrics: 'Bayometriki',
  hr: 'Rasilimali watu',
  settings: 'Mipangilio',
  elearning: 'Masomo ya mtandaoni',
  branches: 'Matawi',
};

/** The shell's own pages (SHELL_PAGES) by routeKey(path); module pages are in each module's Swahili. */
export const SW_SHELL_ROUTES: Readonly<Record<string, string>> = {
  root: 'Ingia',
  superUsers: 'Wasimamizi wakuu',
  branches: 'Matawi',
  branches_schools_id: 'Shule za tawi',
  branches_users_id: 'Watumiaji wa tawi',
  home: 'Nyumbani',
  superadmin: 'Msimamizi mkuu',
  meeting_meetingId: 'Mkutano',
};

export const APP_SW: Messages = merge(
  {
    shule: {
      validation: { ...VALIDATION_SW },
      errors: ERRORS_SW as unknown as Messages,
      modules: { ...SW_MODULES },
      routes: { ...SW_SHELL_ROUTES },
    },
  },
  { shule: REGISTRATION_SW },
  SUPERADMIN_SW,
  SCREENS_SW,
  SETUP_SW,
  COMPOSE_SW,
  NOTICES_SW,
  SMS_SETTINGS_SW,
);
