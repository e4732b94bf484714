import type { Messages } from './registryMessages';

/** Texts of the report forms panel and the results-by-SMS button (/grades); Swahili: sw/exams-reports.ts. */
export const EXAMS_REPORTS_EN: Messages = {
  shule: {
    exams_reports: {
      title: 'Report forms',
      choose_group: 'Choose a class or a stream above to print its report forms.',
      download_class: 'Download the class’s report forms',
      download_stream: 'Download the stream’s report forms',
      students_label: 'Report forms of %{exam}',
      nobody: 'No student of this class or stream sat this exam.',
      load_failed: 'The report forms could not be loaded.',
      pdf_failed: 'The report form could not be printed.',
      position: 'Position',
      student: 'Student',
      mean_grade: 'Mean grade',
      remarks: 'Remarks',
      form: 'Report form',
      form_of: 'Report form: %{name}',
      class_teacher: 'Class teacher’s remark',
      principal: 'Principal’s remark',
      remark_for: '%{remark} for %{name}',
      from_bank: 'From the remark bank for %{grade}',
      save: 'Save remarks',
      save_for: 'Save remarks for %{name}',
      saved: 'Remarks saved',
      save_failed: 'The remarks could not be saved: %{error}',
      hint: 'Remarks print on the report form; an empty remark prints the remark bank’s for the student’s mean grade.',
      sms: {
        button: 'Send results by SMS',
        title: 'Send results by SMS',
        explain:
          'Each student’s guardians receive the student’s mean grade, points and position, and the fee balance when one is owed.',
        language: 'Language of the message',
        english: 'English',
        swahili: 'Kiswahili',
        guardians: 'Send to',
        primary: 'The primary guardian',
        all: 'Every guardian',
        students: '%{smart_count} student with results |||| %{smart_count} students with results',
        skipped:
          '%{smart_count} without a mean grade is left out |||| %{smart_count} without a mean grade are left out',
        review: 'Review and send',
        cancel: 'Close',
        queued: '%{smart_count} message queued |||| %{smart_count} messages queued',
        none_queued: 'No guardian of these students has a mobile number, so nothing was queued.',
        open_batch: 'Open the messages in the SMS log',
        failed: 'The results could not be sent: %{error}',
      },
    },
  },
};
