import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';

/**
 * The most common passwords of public breach corpora, 8 characters and longer (shorter ones fail
 * the length rule anyway): 17,950 entries from the frequency list of @zxcvbn-ts/language-common
 * (MIT), one per line. ASVS 5.0 (6.2.4) asks that such passwords be refused.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common;
}

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a new password is refused, or undefined when it is acceptable: its length, a breached
 * common password, or the username or school's name (however spaced or capitalised).
 */
export function passwordProblem(
  password: string,
  context: { readonly username?: string; readonly schoolName?: string },
): { readonly code: string; readonly message: string; readonly args: Record<string, number> } | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return {
      code: 'shule.validation.password_length',
      message: `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
      args: { min: PASSWORD_MIN, max: PASSWORD_MAX },
    };
  if (commonPasswords().has(password) || commonPasswords().has(password.toLowerCase()))
    return {
      code: 'shule.validation.password_common',
      message: 'This password is one of the most common and is easily guessed; choose another',
      args: {},
    };
  const folded = fold(password);
  for (const name of [context.username, context.schoolName])
    if (name && fold(name) !== '' && folded === fold(name))
      return {
        code: 'shule.validation.password_personal',
        message: 'A password must not be the username or the school name',
        args: {},
      };
  return undefined;
}
