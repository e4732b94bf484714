import type { Messages } from '../registryMessages';

/** Swahili of ../exams-reports.ts. */
export const EXAMS_REPORTS_SW: Messages = {
  shule: {
    exams_reports: {
      title: 'Ripoti za wanafunzi',
      choose_group: 'Chagua darasa au mkondo hapo juu ili kuchapisha ripoti zake.',
      download_class: 'Pakua ripoti za darasa',
      download_stream: 'Pakua ripoti za mkondo',
      students_label: 'Ripoti za %{exam}',
      nobody: 'Hakuna mwanafunzi wa darasa au mkondo huu aliyefanya mtihani huu.',
      load_failed: 'Ripoti hazikuweza kupakiwa.',
      pdf_failed: 'Ripoti haikuweza kuchapishwa.',
      position: 'Nafasi',
      student: 'Mwanafunzi',
      mean_grade: 'Wastani wa gredi',
      remarks: 'Maoni',
      form: 'Ripoti',
      form_of: 'Ripoti: %{name}',
      class_teacher: 'Maoni ya mwalimu wa darasa',
      principal: 'Maoni ya mkuu wa shule',
      remark_for: '%{remark} kwa %{name}',
      from_bank: 'Kutoka benki ya maoni ya %{grade}',
      save: 'Hifadhi maoni',
      save_for: 'Hifadhi maoni ya %{name}',
      saved: 'Maoni yamehifadhiwa',
      save_failed: 'Maoni hayakuweza kuhifadhiwa: %{error}',
      hint: 'Maoni huchapishwa kwenye ripoti; maoni yakiachwa wazi, ripoti huchapisha maoni ya benki kwa wastani wa gredi ya mwanafunzi.',
      sms: {
        button: 'Tuma matokeo kwa SMS',
        title: 'Tuma matokeo kwa SMS',
        explain:
          'Walezi wa kila mwanafunzi hupokea wastani wa gredi, alama na nafasi ya mwanafunzi, pamoja na salio la karo likiwepo.',
        language: 'Lugha ya ujumbe',
        english: 'Kiingereza',
        swahili: 'Kiswahili',
        guardians: 'Tuma kwa',
        primary: 'Mlezi mkuu',
        all: 'Kila mlezi',
        students: 'Mwanafunzi %{smart_count} mwenye matokeo |||| Wanafunzi %{smart_count} wenye matokeo',
        skipped:
          'Mwanafunzi %{smart_count} asiye na wastani wa gredi ameachwa |||| Wanafunzi %{smart_count} wasio na wastani wa gredi wameachwa',
        review: 'Hakiki na utume',
        cancel: 'Funga',
        queued: 'Ujumbe %{smart_count} umewekwa foleni |||| Jumbe %{smart_count} zimewekwa foleni',
        none_queued: 'Hakuna mlezi wa wanafunzi hawa mwenye namba ya simu, kwa hiyo hakuna kilichowekwa foleni.',
        open_batch: 'Fungua jumbe kwenye kumbukumbu ya SMS',
        failed: 'Matokeo hayakuweza kutumwa: %{error}',
      },
    },
  },
};
