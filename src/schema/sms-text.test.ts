import { describe, expect, it } from 'vitest';
import { countSms, fillTemplate, isGsm7, placeholderProblems, placeholdersIn, smsAmount } from './sms-text';

const EMOJI = '😀'; // U+1F600: one character, a surrogate pair (two UTF-16 units)

describe('countSms: GSM-7', () => {
  it('fits 160 characters in one part and starts a second at 161', () => {
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, parts: 1, perPart: 160 });
    expect(countSms('a'.repeat(161))).toMatchObject({ units: 161, parts: 2, perPart: 153 });
  });

  it('holds 153 per part once concatenated: 306 is two parts, 307 three', () => {
    expect(countSms('a'.repeat(306)).parts).toBe(2);
    expect(countSms('a'.repeat(306)).remaining).toBe(0);
    expect(countSms('a'.repeat(307)).parts).toBe(3);
  });

  it('counts an extension character as two septets', () => {
    const euro = countSms('€');
    expect(euro).toMatchObject({ encoding: 'gsm7', characters: 1, units: 2 });
    // 159 letters and one '{' are 161 septets: two parts, although 160 characters.
    expect(countSms(`${'a'.repeat(159)}{`)).toMatchObject({ characters: 160, units: 161, parts: 2 });
    expect(countSms(`${'a'.repeat(158)}^`).parts).toBe(1);
  });

  it('never splits an escape pair across parts', () => {
    // 152 letters then '[': the pair would straddle 153, so the second part starts with it.
    const text = `${'a'.repeat(152)}[${'a'.repeat(152)}`;
    expect(countSms(text).units).toBe(306);
    expect(countSms(text).parts).toBe(3);
  });

  it('knows accented letters of the GSM alphabet and the empty message', () => {
    expect(isGsm7('É à ü Ñ ß £ ¥ @ \n')).toBe(true);
    expect(countSms('')).toMatchObject({ parts: 0, units: 0, remaining: 160 });
  });
});

describe('countSms: UCS-2', () => {
  it('one emoji makes the whole message UCS-2 and counts two units', () => {
    const count = countSms(`Hello ${EMOJI}`);
    expect(count).toMatchObject({ encoding: 'ucs2', characters: 7, units: 8, parts: 1, perPart: 70 });
  });

  it('fits 70 units in one part and 67 per part beyond', () => {
    expect(countSms('ç'.repeat(70))).toMatchObject({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(countSms('ç'.repeat(71))).toMatchObject({ units: 71, parts: 2, perPart: 67 });
    expect(countSms('ç'.repeat(134)).parts).toBe(2);
    expect(countSms('ç'.repeat(135)).parts).toBe(3);
    // 68 letters and an emoji: 70 units, one part; a letter more: two.
    expect(countSms(`${'a'.repeat(68)}${EMOJI}`).parts).toBe(1);
    expect(countSms(`${'a'.repeat(69)}${EMOJI}`).parts).toBe(2);
  });

  it('never splits a surrogate pair across parts', () => {
    // 66 units then an emoji: it does not fit in the first part's last unit, so 3 parts, not 2.
    const text = `${'a'.repeat(66)}${EMOJI}${'a'.repeat(66)}`;
    expect(countSms(text).units).toBe(134);
    expect(countSms(text).parts).toBe(3);
    const aligned = `${'a'.repeat(65)}${EMOJI}${'a'.repeat(67)}`;
    expect(countSms(aligned).parts).toBe(2);
  });
});

describe('placeholders', () => {
  it('lists the placeholders a template names, each once', () => {
    expect(placeholdersIn('{first_name} owes {balance}; {first_name}')).toEqual(['first_name', 'balance']);
  });

  it('finds unknown placeholders and ones without a value for the recipients', () => {
    expect(placeholderProblems('{fee} for {first_name}', ['guardian'])).toEqual({ unknown: ['fee'], inapplicable: [] });
    expect(placeholderProblems('{balance} {name}', ['staff'])).toEqual({ unknown: [], inapplicable: ['balance'] });
    expect(placeholderProblems('{first_name} at {school}', ['number'])).toEqual({
      unknown: [],
      inapplicable: ['first_name'],
    });
    expect(placeholderProblems('{school}', ['guardian', 'staff', 'number'])).toEqual({ unknown: [], inapplicable: [] });
  });

  it('fills each known placeholder with the recipient’s value, an unset one with nothing', () => {
    expect(
      fillTemplate('Dear {guardian_name}, {first_name} owes KES {balance}. {stream}', {
        guardian_name: 'Mary Otieno',
        first_name: 'Brian',
        balance: '12,500',
      }),
    ).toBe('Dear Mary Otieno, Brian owes KES 12,500. ');
    expect(fillTemplate('{fee} stays', {})).toBe('{fee} stays');
  });

  it('writes a balance as an SMS does', () => {
    expect(smsAmount(1_250_000)).toBe('12,500');
    expect(smsAmount(1_250_050)).toBe('12,500.50');
    expect(smsAmount(0)).toBe('0');
    expect(smsAmount(-150_000)).toBe('-1,500');
  });
});
