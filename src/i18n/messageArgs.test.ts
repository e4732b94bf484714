import { describe, expect, it } from 'vitest';
import { RESOURCES, validateRecord, type AnyResource, type FieldDef } from '../schema';
import { VALIDATION_MESSAGES_EN } from '../schema/validation-messages';
import { VALIDATION_SW } from './sw/app';

/** A value each kind refuses for breaking a limit (too long, too short, too big, too small). */
function outOfLimits(field: FieldDef): unknown[] {
  switch (field.kind) {
    case 'text':
    case 'long_text':
    case 'rich_text':
    case 'file':
    case 'password':
      return [
        'x'.repeat(Math.max(300_000, (field.max ?? 0) + 1)),
        ...(field.kind === 'password' || field.min !== undefined ? ['x'] : []),
      ];
    case 'email':
      return [`x@${`${'b'.repeat(60)}.`.repeat(5)}ke`];
    case 'number':
    case 'money':
      return [...(field.max !== undefined ? [field.max + 1] : []), ...(field.min !== undefined ? [field.min - 1] : [])];
    default:
      return [];
  }
}

const fill = (template: string, args: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));

/**
 * Every limit a field's value can break names its limit in both languages: the arguments come from
 * the check that failed, not only from what the declaration states (a text's default 255 characters,
 * a password's policy), so no message shows a raw `%{max}`.
 */
describe('validation messages name their limits', () => {
  const cases = RESOURCES.flatMap((resource: AnyResource) =>
    Object.entries(resource.fields).flatMap(([name, field]) =>
      outOfLimits(field).map(
        (value) => [`${resource.name}.${name} = ${String(value).slice(0, 12)}`, resource, name, value] as const,
      ),
    ),
  );

  it('covers the registry', () => expect(cases.length).toBeGreaterThan(30));

  it.each(cases)('%s', (_label, resource, name, value) => {
    const result = validateRecord(resource, { [name]: value }, 'update');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const error = result.errors[name];
    expect(error).toBeDefined();
    const code = error.message.replace('shule.validation.', '');
    for (const template of [VALIDATION_MESSAGES_EN[code], VALIDATION_SW[code]]) {
      expect(template).toBeDefined();
      expect(fill(template, error.args)).not.toMatch(/%\{/);
    }
  });
});
