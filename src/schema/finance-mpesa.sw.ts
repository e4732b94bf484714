/** Swahili of finance-mpesa.ts: resources by name, pages by path, reports by name. */
const MONEY_IN = { matched: 'Imelinganishwa', unmatched: 'Haijalinganishwa', assigned: 'Imepewa mwanafunzi' };

const ASSIGN = {
  label: 'Mpe mwanafunzi',
  confirm: 'Pesa zinatolewa risiti kwa mwanafunzi huyu na kugawanywa kama malipo mengine.',
  fields: { student_id: 'Mwanafunzi' },
};

export const MPESA_SW = {
  resources: {
    mpesa_settings: {
      name: 'Mipangilio ya M-Pesa |||| Mipangilio ya M-Pesa',
      fields: {
        environment: 'Mazingira',
        account_type: 'Aina ya akaunti',
        shortcode: 'Namba ya biashara',
        consumer_key: 'Ufunguo wa Daraja (consumer key)',
        consumer_secret: 'Siri ya Daraja (consumer secret)',
        passkey: 'Nenosiri la Lipa na M-Pesa (passkey)',
        keys_hint: 'Funguo zilizowekwa',
        reject_unknown_accounts: 'Kataa akaunti zisizojulikana',
        callback_secret: 'Siri ya anwani za M-Pesa',
      },
      helps: {
        shortcode: 'Namba ya paybill au till ambayo wazazi hulipia',
        consumer_key: 'Acha tupu ili kubaki na ufunguo uliopo',
        consumer_secret: 'Acha tupu ili kubaki na siri iliyopo',
        passkey: 'Passkey ya Lipa na M-Pesa Online; acha tupu ili kuibakiza',
        reject_unknown_accounts:
          'Safaricom hukataa malipo ambayo namba ya akaunti hailingani na mwanafunzi yeyote (uthibitishaji lazima uwashwe na Safaricom)',
      },
      choices: {
        environment: { sandbox: 'Majaribio (sandbox)', production: 'Halisi' },
        // Safaricom's own Swahili menu names: Lipa Bili, Nunua Bidhaa na Huduma.
        account_type: { paybill: 'Paybill (Lipa Bili)', till: 'Till (Nunua Bidhaa na Huduma)' },
      },
    },
    mpesa_transactions: {
      name: 'Malipo ya M-Pesa |||| Malipo ya M-Pesa',
      fields: {
        trans_id: 'Msimbo wa M-Pesa',
        trans_time: 'Ililipwa',
        amount: 'Kiasi',
        bill_ref: 'Akaunti iliyoandikwa',
        msisdn: 'Simu (imefichwa)',
        payer_name: 'Imelipwa na',
        short_code: 'Namba ya biashara',
        kind: 'Aina',
        status: 'Hali',
        student_id: 'Mwanafunzi',
        payment_id: 'Risiti',
        raw: 'Kama ilivyopokelewa',
      },
      choices: {
        kind: { c2b: 'Paybill au till', stk: 'Ombi la M-Pesa (STK)' },
        status: MONEY_IN,
      },
      actions: { assign: ASSIGN },
    },
    stk_requests: {
      name: 'Ombi la M-Pesa |||| Maombi ya M-Pesa',
      fields: {
        student_id: 'Mwanafunzi',
        phone: 'Simu',
        amount: 'Kiasi',
        account_reference: 'Akaunti',
        checkout_request_id: 'Kitambulisho cha ombi',
        merchant_request_id: 'Kitambulisho cha mfanyabiashara',
        status: 'Hali',
        result_code: 'Msimbo wa jibu',
        result_desc: 'Jibu',
        mpesa_receipt: 'Msimbo wa M-Pesa',
        transaction_id: 'Muamala wa M-Pesa',
      },
      choices: {
        status: { pending: 'Linasubiri', paid: 'Limelipwa', failed: 'Limeshindikana', cancelled: 'Limeghairiwa' },
      },
    },
    bank_deposits: {
      name: 'Amana ya benki |||| Amana za benki',
      fields: {
        value_date: 'Tarehe',
        reference: 'Kumbukumbu',
        amount: 'Kiasi',
        description: 'Maelezo',
        line_key: 'Mstari wa taarifa ya benki',
        status: 'Hali',
        student_id: 'Mwanafunzi',
        payment_id: 'Risiti',
      },
      choices: { status: MONEY_IN },
      actions: { assign: ASSIGN },
    },
  },
  pages: { '/unmatchedpayments': 'Malipo yasiyolinganishwa' },
  reports: {},
};
