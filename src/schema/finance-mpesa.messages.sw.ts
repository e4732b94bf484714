/** Swahili of finance-mpesa.messages.ts. */
export const MPESA_MESSAGES_SW = {
  no_student: 'Hakuna mwanafunzi mwenye kitambulisho %{id} katika shule hii',
  not_configured:
    'M-Pesa haijawekwa: andika namba ya biashara, consumer key, consumer secret na passkey kwenye mipangilio ya M-Pesa',
  daraja_refused: 'Safaricom imekataa ombi: %{detail}',
  daraja_unreachable: 'Safaricom haikupatikana; jaribu tena baada ya muda mfupi',
  bad_phone: 'Andika namba ya Safaricom kama 0712 345 678',
  bad_amount: 'Andika kiasi kamili cha shilingi kuanzia 1 hadi 250,000',
  bad_callback: 'Ujumbe huu si ule ambao M-Pesa hutuma',
  csv_too_big: 'Faili ni kubwa kuliko MB 5: hamisha kipindi kifupi zaidi',
  csv_empty: 'Faili halina mistari ya taarifa ya benki',
  csv_columns: 'Faili linahitaji safu za tarehe, kumbukumbu (au maelezo) na kiasi; zilizopatikana: %{found}',
  csv_line: 'Mstari %{line}: %{problem}',
  csv_bad_date: 'tarehe "%{value}" si tarehe',
  csv_bad_amount: 'kiasi "%{value}" si kiasi',
  stk: {
    cancelled: 'Mzazi ameghairi ombi',
    insufficient: 'Hakuna pesa za kutosha kwenye akaunti ya M-Pesa',
    unreachable: 'Simu haikupatikana',
    wrong_pin: 'PIN isiyo sahihi iliandikwa',
    expired: 'Ombi liliisha muda kabla ya kujibiwa',
    other: 'M-Pesa imejibu: %{detail}',
  },
};
