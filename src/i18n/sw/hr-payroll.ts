import type { Messages } from '../registryMessages';

/** Swahili of ../hr-payroll.ts. */
export const HR_PAYROLL_SW: Messages = {
  shule: {
    hr_payroll: {
      recomputed:
        'Rejista, likizo au viwango vimebadilika tangu orodha hii ya mishahara ilipokokotolewa, kwa hivyo imekokotolewa upya.',
      refresh_failed: 'Haikuwezekana kuthibitisha kama orodha hii ya mishahara iko sawa: %{reason}',
      totals: 'Jumla',
      figures: {
        employees: 'Wafanyakazi',
        gross_pay: 'Mshahara wa jumla',
        paye: 'PAYE',
        nssf: 'NSSF (sehemu zote mbili)',
        shif: 'SHIF au NHIF',
        housing_levy: 'Ushuru wa nyumba (sehemu zote mbili)',
        other_deductions: 'Makato mengine',
        net_pay: 'Mshahara halisi',
        employer_cost: 'Gharama kwa shule',
      },
      who: {
        title: 'Kuandaa, kuidhinisha na kulipa',
        prepared: 'Imeandaliwa na %{name}',
        computed: 'Ilikokotolewa mwisho na %{name} tarehe %{when}',
        approved: 'Imeidhinishwa na %{name} tarehe %{date}',
        paid: 'Imelipwa tarehe %{date} na %{name}; ingizo la daftari %{entry}',
        awaiting: 'Inasubiri kuidhinishwa na msimamizi wa HR ambaye hakuiandaa wala kuikokotoa upya mwisho.',
      },
      downloads: {
        title: 'Hati za mishahara na faili',
        payslips: 'Hati zote za mishahara (PDF)',
        after_approval: 'Faili za marejesho na malipo hutolewa orodha ya mishahara ikishaidhinishwa.',
        no_employer_pin:
          'PIN ya KRA ya shule haiko kwenye Mipangilio ya shule: kadi za P9A na marejesho ya P10 huihitaji. Msimamizi wa mfumo huiongeza hapo.',
        mpesa_note:
          'M-Pesa hulipa shilingi nzima: kila kiasi kwenye faili ya M-Pesa ni shilingi za mshahara halisi, senti hulipwa kwa pesa taslimu.',
        csv: 'CSV',
        xlsx: 'Excel',
        failed: 'Faili haikuweza kutengenezwa: %{reason}',
        files: {
          p10: 'KRA P10 (iTax)',
          'p10-classic': 'KRA P10 (mpangilio wa zamani)',
          nssf: 'Marejesho ya NSSF',
          shif: 'Marejesho ya SHIF',
          'housing-levy': 'Ushuru wa nyumba',
          helb: 'HELB',
          'bank-advice': 'Maagizo kwa benki',
          mpesa: 'Malipo ya jumla ya M-Pesa',
        },
      },
      lines: {
        title: 'Hati za mishahara',
        in_shillings: 'Kiasi kwa shilingi za Kenya; kila safu inapangika.',
        payslip: 'Hati ya mshahara',
        payslip_of: 'Hati ya mshahara: %{name}',
        p9a: 'P9A',
        p9a_of: 'P9A %{year}: %{name}',
        p9a_year: 'Mwaka wa kadi za P9A',
        actions: 'Hati',
        pdf_failed: 'PDF haikuweza kutengenezwa: %{reason}',
      },
    },
  },
};
