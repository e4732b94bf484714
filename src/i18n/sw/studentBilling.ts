import type { Messages } from '../registryMessages';

/** Swahili of ../studentBilling.ts. */
export const STUDENT_BILLING_SW: Messages = {
  shule: {
    student_billing: {
      title: 'Utozaji wa wanafunzi',
      year: 'Mwaka wa masomo',
      term: 'Muhula',
      term_n: 'Muhula %{term}',
      tabs: { structures: 'Miundo ya ada', run: 'Utozaji wa muhula', vote_heads: 'Vifungu vya ada' },
      structures: {
        intro:
          'Kiasi kila darasa linalipa muhula huu, kwa kundi la ada. Fungua kiasi kuona au kubadilisha vifungu vyake.',
        class: 'Darasa',
        add: 'Weka',
        add_named: 'Weka muundo wa %{category} wa %{class}',
        open_named: '%{class}, %{category}: %{amount}',
        none: 'Haijawekwa',
        set_count: 'Miundo %{set} kati ya %{all} imewekwa kwa muhula %{term} %{year}',
        no_classes: 'Bado hakuna madarasa — yaongeze katika Mipangilio → Madarasa',
        no_categories: 'Bado hakuna makundi ya ada',
        add_category: 'Ongeza kundi la ada',
        all: 'Miundo yote ya ada',
      },
      vote_heads: {
        intro: 'Malipo hulipa vifungu kwa mpangilio wa kipaumbele chao, 1 kwanza.',
        none: 'Bado hakuna vifungu vya ada',
        add: 'Ongeza kifungu',
        all: 'Fungua orodha',
        active: 'Kinatumika',
        inactive: 'Hakitumiki',
      },
      run: {
        intro:
          'Humtoza kila mwanafunzi anayesoma katika madarasa yaliyochaguliwa kwa muundo wa darasa na kundi lake. Kuiendesha tena hakumtozi mtu mara mbili.',
        classes: 'Madarasa ya kutozwa',
        all_classes: 'Madarasa yote',
        preview: 'Angalia kwanza',
        run: 'Toza muhula %{term} %{year}',
        confirm_title: 'Toza muhula %{term} %{year}?',
        confirm:
          'Wanafunzi %{students} watapewa ankara za jumla ya %{amount}, na ankara zitaingizwa vitabuni. Waliokwisha tozwa wanaachwa kama walivyo.',
        students: 'Wanafunzi wa kutozwa',
        amount: 'Kiasi cha kutozwa',
        already: 'Walishatozwa',
        missing: 'Wanafunzi wasio na muundo wa ada, hawatozwi',
        missing_row:
          '%{class}, %{category}: mwanafunzi %{smart_count} |||| %{class}, %{category}: wanafunzi %{smart_count}',
        no_category: 'hakuna kundi la ada',
        nothing: 'Hakuna aliyebaki wa kutozwa muhula huu katika madarasa haya.',
        done: 'Mwanafunzi %{smart_count} ametozwa %{amount} |||| Wanafunzi %{smart_count} wametozwa %{amount}',
        done_skipped: '%{smart_count} waliokwisha tozwa wameachwa kama walivyo',
        open_run: 'Fungua awamu ya utozaji',
        open_invoices: 'Tazama ankara',
        runs: 'Awamu za awali',
        failed: 'Utozaji haukuweza kufanyika',
      },
    },
  },
};
