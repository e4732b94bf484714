import type { SETUP_MESSAGES } from './exams-setup.messages';

/** Swahili of exams-setup.messages.ts. */
export const SETUP_MESSAGES_SW: Record<keyof typeof SETUP_MESSAGES, string> = {
  weights_sum: 'Karatasi za %{subject} zina uzito unaojumlisha %{total}; karatasi za somo moja hujumlisha 100',
  paper_twice: '%{subject} karatasi ya %{paper} imeorodheshwa mara mbili',
  paper_has_marks: '%{subject} karatasi ya %{paper} ina alama zilizoingizwa, kwa hivyo haiwezi kuondolewa',
  out_of_below_marks:
    '%{subject} karatasi ya %{paper} tayari ina alama %{mark}: alama ya juu kabisa haiwezi kuwa chini ya hiyo',
  band_range: 'Kutoka (%{from}) ni juu ya Hadi (%{to})',
  band_overlap: 'Kiwango %{grade} kinaingiliana na kiwango %{other}',
  band_gap: 'Hakuna kiwango kinachotoa daraja kwa alama %{from} hadi %{to}: viwango hufunika 0 hadi 100',
  grade_twice: 'Daraja %{grade} limeorodheshwa mara mbili',
  system_twice: 'Mfumo wa madaraja %{name} tayari unatumika kwa aina hii, somo hili na kiwango hiki',
  not_a_teacher: '%{name} si mwalimu aliye kazini',
};
