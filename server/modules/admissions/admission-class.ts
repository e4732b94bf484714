import type { Hook } from '../../engine/hooks';
import { isBlank } from './records';

/**
 * The class a student joined, kept on the student (students.admission_class_id) for the leaving
 * certificate: promotion moves class_id on year by year and nothing else remembers where the
 * student started. Set once, when the student is registered; a system write (an import, the demo)
 * may give it, a user never does (the field is read-only).
 */
export const admissionClassHooks: { beforeSave: Hook } = {
  beforeSave({ action, data }) {
    if (action !== 'create' || !isBlank(data.admission_class_id)) return;
    data.admission_class_id = data.class_id ?? null;
  },
};
