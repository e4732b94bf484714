import type { PAYROLL_MESSAGES } from './hr-payroll.messages';

/** Swahili of hr-payroll.messages.ts. */
export const PAYROLL_MESSAGES_SW: Record<keyof typeof PAYROLL_MESSAGES, string> = {
  no_payroll: 'Hakuna orodha ya mishahara yenye nambari %{id}',
  period_taken: 'Tayari kuna orodha ya mishahara ya %{period}: ghairi rasimu hiyo ili kuendesha mwezi huo tena',
  period_fixed:
    'Mwezi wa orodha ya mishahara huwekwa inapoundwa: ghairi rasimu hii na uunde nyingine ya mwezi mwingine',
  period_ahead: 'Orodha ya mishahara inaweza kuundwa hadi mwezi ujao: %{period} ni mbele zaidi',
  own_payroll:
    'Uliandaa au ulikokotoa upya orodha hii ya mishahara mwisho, kwa hivyo msimamizi mwingine wa HR lazima aiidhinishe',
  stale:
    'Rejista, likizo au viwango vimebadilika tangu orodha hii ilipokokotolewa: ikokotoe upya kabla haijaidhinishwa',
  paid_early: 'Orodha ya mishahara hulipwa siku ya kwanza ya mwezi wake au baadaye (%{date})',
  no_payslip: 'Orodha hii ya mishahara haina hati ya mshahara ya mfanyakazi %{id}',
  no_school_fund: 'Shule haina Mfuko wa Shule (SF) wa kulipa mishahara: mhasibu aandae kwanza orodha ya akaunti',
  no_account: 'Orodha ya akaunti haina akaunti wazi %{code}: mhasibu aiongeze au aifungue tena',
  narration: 'Mishahara ya %{period}: wafanyakazi %{employees}',
  year_needed: 'Chagua mwaka kuanzia 2000 hadi 2100',
  no_paid_payslips: 'Hakuna orodha ya mishahara iliyolipwa ya %{year} inayomlipa mfanyakazi huyu',
  files_after_approval: 'Faili za marejesho na malipo hutolewa orodha ya mishahara ikishaidhinishwa',
  unknown_file: 'Hakuna faili ya mishahara inayoitwa %{name}',
  cut_to_third:
    'Makato ya KES %{cut} hayakuchukuliwa: mfanyakazi hubaki na angalau theluthi moja ya mshahara (Sheria ya Ajira k.19(3))',
};
