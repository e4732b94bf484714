/** English of the HR module's attendance answers, under `shule.hr.attendance`. Swahili: hr-attendance.messages.sw.ts. */
export const ATTENDANCE_MESSAGES = {
  bad_date: 'Give the register’s date as YYYY-MM-DD',
  future_date: 'A register cannot be marked for a day that has not come',
  no_rows: 'The register has no one in it',
  twice: 'This person is on the register twice',
  not_employee: 'Not an active employee of this school',
  not_in_class: 'Not a student of this class',
  no_class: 'Choose a class',
  stream_not_of_class: 'This stream is not in the class chosen',
};
