import type { Messages } from '../registryMessages';

/** Swahili of ../expenses.ts. */
export const EXPENSES_SW: Messages = {
  shule: {
    expenses_screens: {
      pdf: 'PDF ya hati',
      pdf_failed: 'PDF ya hati haikuweza kufunguliwa',
      documents: 'Hati za kuthibitisha',
      documents_full: 'Hati ya malipo huchukua hati zisizozidi 10',
      documents_none: 'Hakuna hati zilizoambatishwa',
      budget_heading: 'Dhidi ya bajeti',
      budget_within: 'Ndani ya bajeti iliyoidhinishwa ya mfuko kwa mwaka huu.',
      budget_failed: 'Bajeti haikuweza kuangaliwa sasa hivi',
      vouchers: 'Hati za malipo',
      new_voucher: 'Hati mpya',
      surrender_heading: 'Risiti za yaliyotumika',
      surrender_hint:
        'Andika kila risiti anayoleta mwenye masurufu, kisha chagua Rejesha kwenye masurufu pamoja na pesa zilizorudishwa: kwa pamoja lazima zifikie masurufu ya %{amount}.',
      issued_fixed: 'Yametolewa: kiasi cha masurufu hakibadiliki tena.',
    },
  },
};
