import type { AnyResource } from '../../schema/registry';
import { layoutSections, type LayoutSection } from '../../resources/generic/formLayout';

/**
 * The registration wizard's rules, kept apart from React so they are tested as they are: its steps
 * are the `students` declaration's form sections plus a review, Next proceeds only when the step's
 * visible required fields are filled, and the progress bar has the width spec.md gives it.
 */
export const REVIEW_KEY = 'review';

export interface WizardStep extends LayoutSection {
  readonly review: boolean;
}

/** The declared sections, in order, then the review. */
export function wizardSteps(resource: AnyResource): WizardStep[] {
  return [
    ...layoutSections(resource, 'form', { declaredOnly: true }).map((s) => ({
      ...s,
      fields: s.fields.filter((name) => !resource.fields[name]?.readOnly),
      review: false,
    })),
    { key: REVIEW_KEY, labelKey: 'shule.registration.sections.review', label: 'Review', fields: [], review: true },
  ];
}

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

/** The step asking for an error's field: "first_name" or "guardians.0.phone"; null if none does. */
export function stepOfError(steps: readonly WizardStep[], path: string): number | null {
  const field = path.split('.')[0];
  const index = steps.findIndex((s) => s.fields.includes(field));
  return index >= 0 ? index : null;
}

/** The first step with an error, in wizard order; null when no step asks for the fields in error. */
export function firstErrorStep(steps: readonly WizardStep[], errors: readonly string[]): number | null {
  const found = errors.map((path) => stepOfError(steps, path)).filter((i): i is number => i !== null);
  return found.length > 0 ? Math.min(...found) : null;
}

/** What Enter does in a field of a step, as far as the wizard is concerned. */
export interface EnterKey {
  readonly key: string;
  readonly target: EventTarget | null;
  readonly defaultPrevented: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  readonly isComposing?: boolean;
}

/** Inputs whose Enter is their own: a button's, a file picker's. */
const OWN_ENTER = new Set(['button', 'submit', 'reset', 'file', 'image']);

/**
 * Whether Enter in a field means Next: a plain Enter in a one-line input that no control took for
 * itself (an open pick-list chooses its option; a text area starts a new line; a button presses).
 */
export function entersNext(event: EnterKey): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return false;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || OWN_ENTER.has(target.type)) return false;
  return target.getAttribute('aria-expanded') !== 'true';
}
