/** Swahili of finance-payments.messages.ts. */
export const PAYMENTS_MESSAGES_SW = {
  student_not_found: 'Hakuna mwanafunzi mwenye kitambulisho %{id} katika shule hii',
  sponsor_needed: 'Malipo ya basari hutaja mfadhili wake',
  in_kind_needed: 'Eleza vitu vilivyopokelewa',
  not_bursary_mode: 'Basari pekee hulipa vifungu vilivyochaguliwa',
  same_student: 'Risiti tayari ni ya mwanafunzi huyu',
  moved_to: 'Imehamishiwa %{receipt}',
  moved_from: 'Imehamishwa kutoka %{receipt}',
  bursary_not_awarded: 'Basari hii ni %{status} na haiwezi kupokelewa',
  amount_positive: 'Kiasi lazima kiwe zaidi ya sifuri',
  no_receipt: 'Hakuna risiti %{id} katika shule hii',
  narration_payment: 'Risiti %{receipt}: %{student}',
  narration_credit: 'Salio limetumika: %{student}',
  narration_release: 'Ankara %{invoice} imefutwa: malipo yake yanakuwa salio',
  narration_void: 'Risiti %{receipt} imebatilishwa: %{reason}',
};
