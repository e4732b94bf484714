import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { choiceLabel, formatStoredDate } from '../../schema/display';
import { displayPhone } from '../../schema/phone';
import type { AnyResource } from '../../schema/registry';
import { choiceKey } from './keys';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A choice's code that reads the same in every language (a term's '3'): shown as it is. */
const NUMERIC = /^\d+$/;

/**
 * A record's name in the user's language: the declaration's template, or the language's own where
 * it has words ('Term {term} {academic_year}' → 'Muhula {term} {academic_year}'), filled with the
 * record's values, a choice by its label ('leave_out' → 'Leave out', 'Ruhusa'), a date as dd/mm/yyyy.
 */
export function representIn(translate: Translate, resource: AnyResource, record: Record<string, unknown>): string {
  const template = translate(`resources.${resource.name}.represent`, { _: resource.represent });
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = record[name];
      if (value === null || value === undefined) return '';
      const kind = resource.fields[name]?.kind;
      // Dates as every screen shows them: 'Leave out 03/02/2026', never the wire's ISO.
      if (kind === 'date' || kind === 'datetime') return formatStoredDate(value, kind === 'datetime');
      // Phones as Kenyans dial them: 'James Kiptoo (0710 039 595)', never the stored +254710039595.
      if (kind === 'phone') return displayPhone(String(value));
      const text = String(value);
      const field = resource.fields[name];
      if (!field?.choices || NUMERIC.test(text)) return text;
      return translate(choiceKey(resource, name, text), { _: choiceLabel(field, text) });
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** representIn with the screen's translate. */
export function useRepresent(): (resource: AnyResource, record: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback((resource, record) => representIn(translate, resource, record), [translate]);
}
