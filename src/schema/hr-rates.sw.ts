/** Swahili of hr-rates.ts: the statutory rate tables. */
const IN_FORCE_HELP =
  'Mshahara wa mwezi hutumia safu za tarehe ya karibuni iliyo siku ya kwanza ya mwezi wake au kabla';
const RATE_HELP = 'Asilimia, kama 2.75';
const AUTHORITY_HELP = 'Sheria au tangazo lililoiweka';

export const RATES_SW = {
  resources: {
    paye_bands: {
      name: 'Kiwango cha kodi |||| Viwango vya kodi (PAYE)',
      represent: 'Kiwango cha {rate}% kuanzia {effective_from}',
      fields: {
        effective_from: 'Inatumika kuanzia',
        lower: 'Mshahara unaotozwa kodi zaidi ya',
        upper: 'Hadi kiasi',
        rate: 'Asilimia ya kodi (%)',
        note: 'Mamlaka',
      },
      helps: {
        effective_from: IN_FORCE_HELP,
        upper: 'Acha wazi kwa kiwango cha juu kabisa: hakuna kikomo',
        rate: RATE_HELP,
        note: AUTHORITY_HELP,
      },
    },
    tax_reliefs: {
      name: 'Nafuu za kodi |||| Nafuu za kodi na makato yanayoruhusiwa',
      count: 'Safu ya nafuu |||| Safu za nafuu',
      represent: 'Nafuu kuanzia {effective_from}',
      fields: {
        effective_from: 'Inatumika kuanzia',
        personal_relief: 'Nafuu ya binafsi',
        insurance_relief_rate: 'Nafuu ya bima (%)',
        insurance_relief_cap: 'Nafuu ya bima isizidi',
        health_relief: 'NHIF au SHIF hupata nafuu ya bima',
        housing_relief_rate: 'Nafuu ya nyumba nafuu (%)',
        housing_relief_cap: 'Nafuu ya nyumba nafuu isizidi',
        prmf_relief_rate: 'Nafuu ya mfuko wa matibabu baada ya kustaafu (%)',
        prmf_relief_cap: 'Nafuu ya mfuko wa matibabu baada ya kustaafu isizidi',
        pension_cap: 'Pensheni inayokatwa kabla ya kodi hadi',
        pension_pay_rate: 'Pensheni inayokatwa kabla ya kodi hadi (% ya mshahara taslimu)',
        prmf_cap: 'Mfuko wa matibabu baada ya kustaafu unaokatwa hadi',
        mortgage_cap: 'Riba ya mkopo wa nyumba inayokatwa hadi',
        shif_deductible: 'SHIF hukatwa kabla ya kodi',
        levy_deductible: 'Ushuru wa nyumba hukatwa kabla ya kodi',
        disability_exemption: 'Kisichotozwa kodi kwa watu wenye ulemavu',
        benefits_exempt_below: 'Marupurupu yasiyo pesa hayatozwi kodi chini ya',
        note: 'Mamlaka',
      },
      helps: {
        effective_from: IN_FORCE_HELP,
        insurance_relief_rate: RATE_HELP,
        health_relief:
          'Mchango wa afya huhesabiwa kama ada ya bima (NHIF kuanzia 2022 hadi SHIF ilipoanza kukatwa kabla ya kodi)',
        housing_relief_rate: RATE_HELP,
        prmf_relief_rate: RATE_HELP,
        pension_cap: 'NSSF na pensheni nyingine iliyosajiliwa pamoja, kwa mwezi',
        pension_pay_rate: RATE_HELP,
        disability_exemption: 'Mshahara wa mwezi usiotozwa kodi kwa mfanyakazi mwenye cheti cha msamaha',
        note: AUTHORITY_HELP,
      },
      sections: { 0: 'Nafuu', 1: 'Makato yanayoruhusiwa', other: 'Maelezo mengine' },
    },
    nhif_bands: {
      name: 'Kiwango cha NHIF |||| Viwango vya NHIF na SHIF',
      represent: 'Kiwango cha NHIF kuanzia {effective_from}',
      fields: {
        effective_from: 'Inatumika kuanzia',
        effective_to: 'Mwisho wa kutumika',
        lower: 'Mshahara wa jumla kuanzia',
        upper: 'Hadi kiasi',
        amount: 'Mchango',
        note: 'Mamlaka',
      },
      helps: {
        effective_from: IN_FORCE_HELP,
        effective_to: 'Acha wazi: hadi kitakapobadilishwa',
        upper: 'Acha wazi kwa kiwango cha juu kabisa',
        note: AUTHORITY_HELP,
      },
    },
    shif_rates: {
      name: 'Kiwango cha SHIF |||| Viwango vya SHIF',
      represent: 'SHIF kuanzia {effective_from}',
      fields: {
        effective_from: 'Inatumika kuanzia',
        rate: 'Kiwango (% ya mshahara wa jumla)',
        minimum: 'Angalau',
        note: 'Mamlaka',
      },
      helps: { effective_from: IN_FORCE_HELP, rate: RATE_HELP, note: AUTHORITY_HELP },
    },
    nssf_rates: {
      name: 'Kiwango cha NSSF |||| Viwango vya NSSF',
      represent: 'NSSF kuanzia {effective_from}',
      fields: {
        effective_from: 'Inatumika kuanzia',
        lower_limit: 'Kikomo cha chini cha mapato (Daraja I)',
        upper_limit: 'Kikomo cha juu cha mapato (Daraja II)',
        employee_rate: 'Mfanyakazi (%)',
        employer_rate: 'Mwajiri (%)',
        note: 'Mamlaka',
      },
      helps: {
        effective_from: IN_FORCE_HELP,
        employee_rate: RATE_HELP,
        employer_rate: RATE_HELP,
        note: AUTHORITY_HELP,
      },
    },
    housing_levy_rates: {
      name: 'Kiwango cha ushuru wa nyumba |||| Viwango vya ushuru wa nyumba',
      represent: 'Ushuru wa nyumba kuanzia {effective_from}',
      fields: {
        effective_from: 'Inatumika kuanzia',
        employee_rate: 'Mfanyakazi (% ya mshahara wa jumla)',
        employer_rate: 'Mwajiri (% ya mshahara wa jumla)',
        note: 'Mamlaka',
      },
      helps: {
        effective_from: IN_FORCE_HELP,
        employee_rate: RATE_HELP,
        employer_rate: RATE_HELP,
        note: AUTHORITY_HELP,
      },
    },
  },
  pages: {},
  reports: {},
};
