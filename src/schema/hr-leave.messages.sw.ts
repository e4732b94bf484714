import type { LEAVE_MESSAGES } from './hr-leave.messages';

/** Swahili of hr-leave.messages.ts. */
export const LEAVE_MESSAGES_SW: Record<keyof typeof LEAVE_MESSAGES, string> = {
  overlap: 'Hii inaingiliana na %{type} kuanzia %{from} hadi %{to}, ambayo %{status}',
  beyond_balance:
    'Zimebaki siku %{remaining} tu za %{type} kwa %{year} (zilizopatikana %{entitled}, zilizohamishwa %{carried}, zilizochukuliwa %{taken}, zinazosubiri %{pending}): likizo hii inahitaji %{days}',
  women_only: '%{type} huchukuliwa na wanawake pekee',
  men_only: '%{type} huchukuliwa na wanaume pekee',
  no_days: 'Tarehe hizi hazina siku za kazi: wikendi na sikukuu za umma hazihesabiwi',
  before_employed: 'Likizo inaanza kabla mfanyakazi hajaajiriwa (%{date})',
  after_left: 'Likizo inaisha baada ya mfanyakazi kuondoka (%{date})',
  type_inactive: '%{type} haitolewi tena',
  document_needed: '%{type} inahitaji hati ya kuthibitisha: iambatishe kabla likizo haijaidhinishwa',
  bad_year: 'Andika mwaka kati ya 2000 na 2100',
  bad_month: 'Andika mwezi kama YYYY-MM',
  no_employee: 'Hakuna mfanyakazi mwenye nambari %{id}',
};
