import type { ATTENDANCE_MESSAGES } from './hr-attendance.messages';

/** Swahili of hr-attendance.messages.ts. */
export const ATTENDANCE_MESSAGES_SW: Record<keyof typeof ATTENDANCE_MESSAGES, string> = {
  bad_date: 'Andika tarehe ya rejista kama YYYY-MM-DD',
  future_date: 'Rejista haiwezi kujazwa kwa siku ambayo bado haijafika',
  no_rows: 'Rejista haina mtu yeyote',
  twice: 'Mtu huyu yumo kwenye rejista mara mbili',
  not_employee: 'Si mfanyakazi hai wa shule hii',
  not_in_class: 'Si mwanafunzi wa darasa hili',
  no_class: 'Chagua darasa',
  stream_not_of_class: 'Mkondo huu haumo katika darasa lililochaguliwa',
};
