import type { REGISTER_MESSAGES } from './hr-register.messages';

/** Swahili of hr-register.messages.ts. */
export const REGISTER_MESSAGES_SW: Record<keyof typeof REGISTER_MESSAGES, string> = {
  needs_salary: 'Mfanyakazi aliye kwenye orodha ya mishahara ya shule anahitaji mshahara wa msingi',
  needs_method: 'Chagua jinsi mfanyakazi aliye kwenye orodha ya mishahara anavyolipwa',
  needs_bank_branch: 'Analipwa kwa benki: chagua tawi la benki',
  needs_account: 'Analipwa kwa benki: andika nambari ya akaunti',
  needs_mpesa: 'Analipwa kwa M-Pesa: andika nambari ya M-Pesa',
  needs_certificate: 'Msamaha wa ulemavu unahitaji nambari ya cheti chake',
  tsc_not_teaching: 'Masharti ya TSC ni ya walimu tu',
  needs_amount: 'Posho ya kiasi kisichobadilika inahitaji kiasi chake',
  needs_percent: 'Posho ya asilimia inahitaji asilimia yake ya mshahara wa msingi',
  needs_month: 'Malipo ya mara moja yanahitaji mwezi yanapolipwa',
  month_order: 'Mwezi wa mwisho uko kabla ya wa kwanza',
  balance_over_principal: 'Salio haliwezi kuzidi kiasi kilichokopwa',
  needs_principal: 'Mkopo au malipo ya mapema yanahitaji kiasi kilichokopwa',
  no_employee: 'Hakuna mfanyakazi mwenye nambari %{id}',
  staff_no_pattern: 'Mfumo wa nambari ya mfanyakazi unahitaji {SEQ} (kwa mfano EMP/{SEQ:3})',
};
