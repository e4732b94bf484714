import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { getStoredUser } from '../../providers/session';
import { clearDraft, draftKey, keptValues, readDraft, writeDraft, type WizardDraft } from './draft';

/** Typing pauses this long before the draft is written: every keystroke would be wasted work. */
export const DRAFT_DELAY_MS = 300;

export interface DraftControls {
  /** The draft the wizard was restored from, while its notice shows. */
  readonly restored: WizardDraft | null;
  /** Throws the draft away and starts again from an empty wizard. */
  readonly discard: () => void;
  /** The student is registered: the draft is done with. */
  readonly forget: () => void;
}

/**
 * Keeps the wizard's values and step as a draft while they differ from an empty wizard, and
 * restores them when the wizard opens again. `omit` names fields kept out (the photo's upload).
 */
export function useWizardDraft(
  step: number,
  setStep: (step: number) => void,
  omit: readonly string[],
  lastStep: number,
): DraftControls {
  const { reset, watch, getValues, formState } = useFormContext();
  const { isDirty } = useFormState();
  const [key] = useState(() => draftKey(getStoredUser()));
  const [restored, setRestored] = useState<WizardDraft | null>(null);
  const latest = useRef({ step, isDirty, done: false });
  latest.current = { ...latest.current, step, isDirty };

  const save = useCallback(() => {
    const { step: at, isDirty: changed, done } = latest.current;
    if (done) return;
    if (!changed) clearDraft(key);
    else writeDraft(key, { step: at, values: keptValues(getValues(), omit), savedAt: new Date().toISOString() });
  }, [key, getValues, omit]);

  // Once the form is ready: react-admin's form sets its starting values on mount, after its children's effects.
  const { isReady } = formState;
  const opened = useRef(false);
  useEffect(() => {
    if (!isReady || opened.current) return;
    opened.current = true;
    const draft = readDraft(key);
    if (!draft) return;
    // Kept against the empty wizard's defaults, so the restored values count as unsaved changes.
    reset(draft.values, { keepDefaultValues: true });
    setStep(Math.max(0, Math.min(draft.step, lastStep)));
    setRestored(draft);
  }, [isReady, key, reset, setStep, lastStep]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        save();
      }, DRAFT_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving mid-pause: what was typed last is kept too.
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [watch, save]);

  // A step moved is part of the draft: the wizard reopens where the user was.
  useEffect(() => {
    if (latest.current.isDirty) save();
  }, [step, save]);

  const discard = useCallback(() => {
    clearDraft(key);
    reset();
    setStep(0);
    setRestored(null);
  }, [key, reset, setStep]);

  const forget = useCallback(() => {
    latest.current = { ...latest.current, done: true };
    clearDraft(key);
  }, [key]);

  return { restored, discard, forget };
}
