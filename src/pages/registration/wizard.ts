/**
 * The registration wizard's rules, kept apart from React so they are tested as they are: which
 * student fields each section asks for, when Next may proceed and how wide the progress bar is.
 */
export type SectionKey = 'student' | 'placement' | 'background' | 'guardians' | 'medical' | 'review';

export interface WizardSection {
  readonly key: SectionKey;
  /** Student fields asked in this section, in order (guardians have their own list). */
  readonly fields: readonly string[];
}

export const SECTIONS: readonly WizardSection[] = [
  {
    key: 'student',
    fields: [
      'first_name',
      'middle_name',
      'last_name',
      'gender',
      'date_of_birth',
      'upi_number',
      'admission_no',
      'admission_date',
    ],
  },
  { key: 'placement', fields: ['class_id', 'stream_id', 'residence', 'hostel_id'] },
  { key: 'background', fields: ['county', 'subcounty', 'previous_school', 'kcpe_index', 'kcpe_marks'] },
  { key: 'guardians', fields: [] },
  { key: 'medical', fields: ['medical_notes', 'photo'] },
  { key: 'review', fields: [] },
];

/** Guardian fields asked for each guardian (student_id is the new student's, set by the server). */
export const GUARDIAN_FIELDS = ['name', 'relationship', 'phone', 'email', 'national_id'] as const;

/** Student fields the wizard does not ask: kept by the server or by other modules. */
export const NOT_ASKED = ['status', 'fee_balance', 'guardian_name', 'guardian_phone'] as const;

/** spec.md sections 2 and 9: the share of completed sections scaled by 125 percent, at most 100%. */
export const PROGRESS_FACTOR = 125;
export function progressWidth(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, (Math.max(0, completed) / total) * PROGRESS_FACTOR);
}

/** spec.md section 9: the step animation. */
export const STEP_ANIMATION_MS = 500;

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Visible as jQuery's :visible has it: the element takes up room on the page. */
export const isShown = (element: Element): boolean => element.getClientRects().length > 0;

/**
 * spec.md sections 4 and 5: the first visible required input, textarea or select of a section that
 * is empty, or null when Next may proceed.
 */
export function firstBlocking(
  section: ParentNode,
  visible: (element: Element) => boolean = isShown,
): FormControl | null {
  const controls = section.querySelectorAll<FormControl>('input[required], textarea[required], select[required]');
  for (const control of controls) {
    if (control.disabled || !visible(control)) continue;
    if (control.value.trim() === '') return control;
  }
  return null;
}

/** Tries to leave a section: reports the browser's validity message on the first empty field. */
export function tryLeave(section: ParentNode, visible?: (element: Element) => boolean): boolean {
  const blocking = firstBlocking(section, visible);
  if (!blocking) return true;
  blocking.reportValidity();
  console.log('invalid fields');
  return false;
}

/** The section holding a server error's field: "student.first_name" or "guardians.0.phone". */
export function sectionOfError(path: string): number {
  const [scope, field] = path.split('.');
  if (scope === 'guardians') return SECTIONS.findIndex((s) => s.key === 'guardians');
  const index = SECTIONS.findIndex((s) => s.fields.includes(field));
  return index >= 0 ? index : 0;
}

/** The first section with an error, in wizard order. */
export function firstErrorSection(errors: Readonly<Record<string, string>>): number | null {
  const sections = Object.keys(errors).map(sectionOfError);
  return sections.length > 0 ? Math.min(...sections) : null;
}
