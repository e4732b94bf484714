import type { MARKS_MESSAGES } from './exams-marks.messages';

/** Swahili of exams-marks.messages.ts. */
export const MARKS_MESSAGES_SW: Record<keyof typeof MARKS_MESSAGES, string> = {
  no_exam: 'Hakuna mtihani wenye nambari %{id} katika shule hii',
  no_stream: 'Hakuna mkondo kama huo katika shule hii',
  no_subject: 'Hakuna somo kama hilo katika shule hii',
  choose_sheet: 'Chagua mkondo na somo',
  not_open: 'Alama za %{exam} haziwezi tena kuingizwa wala kubadilishwa: mtihani ni %{status}',
  not_sitting: '%{class} haufanyi %{exam}',
  no_papers: '%{exam} hauna karatasi ya %{subject}',
  not_yours:
    'Hufundishi %{subject} katika %{stream}: mwalimu wa somo hilo au ofisi ya mitihani ndiye anayeingiza alama hizi',
  not_teacher: 'Akaunti yako haijaunganishwa na mwalimu, kwa hivyo huna masomo ya kuingizia alama',
  rows_list: 'Tuma safu za karatasi ya alama kama orodha',
  not_in_stream: 'Mwanafunzi huyu hayumo katika %{stream}',
  row_twice: 'Mwanafunzi huyu ametumwa mara mbili',
  unknown_paper: 'Hakuna karatasi ya %{paper} ya %{subject} katika mtihani huu',
  not_a_mark: 'Andika alama, X (au abs) kwa asiyekuwepo, au uache wazi',
  above_out_of: '%{mark} ni juu ya alama ya juu kabisa ya karatasi (%{out_of})',
  below_zero: 'Alama haiwezi kuwa chini ya 0',
  one_decimal: 'Alama ina desimali moja tu',
};
