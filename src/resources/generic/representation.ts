import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { formatStoredDate, humanizeChoice } from '../../schema/display';
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
      const text = String(value);
      if (!resource.fields[name]?.choices || NUMERIC.test(text)) return text;
      return translate(choiceKey(resource, name, text), { _: humanizeChoice(text) });
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** representIn with the screen's translate. */
export function useRepresent(): (resource: AnyResource, record: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback((resource, record) => representIn(translate, resource, record), [translate]);
}
