// Single-value checks shared by every form. Each returns a message for the visitor, or null.

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

// The usual pattern: an unquoted local part, then a dotted host name of letters, digits and
// hyphens with a top-level part (name@company.com).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_FORMAT_MESSAGE = 'Enter an email address like name@company.com';

export function checkEmail(value: string): string | null {
  if (value.length > EMAIL_MAX_LENGTH) {
    return `Enter an email address of at most ${EMAIL_MAX_LENGTH} characters`;
  }
  const at = value.lastIndexOf('@');
  if (at > EMAIL_LOCAL_MAX_LENGTH) {
    return `Enter an email address with at most ${EMAIL_LOCAL_MAX_LENGTH} characters before the @`;
  }
  if (!EMAIL_PATTERN.test(value)) return EMAIL_FORMAT_MESSAGE;
  return null;
}

const PHONE_PATTERN = /^[0-9 +\-()]+$/;

export function checkPhone(value: string): string | null {
  if (!PHONE_PATTERN.test(value) || !/[0-9]/.test(value)) {
    return 'Enter a phone number using digits, spaces and + - ( )';
  }
  return null;
}

// C0 controls and DEL; a multi-line field may keep tab, line feed and carriage return.
const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

function isControl(code: number, multiline: boolean): boolean {
  return (code < 0x20 || code === 0x7f) && !(multiline && LINE_CONTROLS.has(code));
}

function hasControl(value: string, multiline: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    if (isControl(value.charCodeAt(index), multiline)) return true;
  }
  return false;
}

// Half of a surrogate pair on its own: not text, and not storable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Rejects characters no keyboard types (and that some databases refuse to store). */
export function checkCharacters(value: string, multiline: boolean): string | null {
  if (hasControl(value, multiline) || LONE_SURROGATE.test(value)) {
    return 'Remove the unusual characters from this field';
  }
  return null;
}

/** Replaces what checkCharacters rejects, for text kept without being checked (spam). */
export function replaceUnusualCharacters(text: string): string {
  let result = '';
  for (const char of text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')) {
    result += isControl(char.charCodeAt(0), false) ? ' ' : char;
  }
  return result;
}
