import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from '../forms/fields';
import { typedBeforeHydration } from './typed-before-hydration';

const shown = FORM_FIELDS.contact.filter((spec) => spec.shown);
const empty = Object.fromEntries(shown.map((spec) => [spec.name, '']));

describe('typedBeforeHydration', () => {
  it('returns what the page holds beyond state, field by field', () => {
    const page: Record<string, string> = { name: 'Ada', message: 'Hello\nthere', email: '' };
    expect(typedBeforeHydration(shown, empty, (name) => page[name])).toEqual({
      name: 'Ada',
      message: 'Hello\nthere',
    });
  });

  it('returns null when nothing was typed or state already has it', () => {
    expect(typedBeforeHydration(shown, empty, () => '')).toBeNull();
    expect(
      typedBeforeHydration(shown, { ...empty, name: 'Ada' }, (n) => (n === 'name' ? 'Ada' : '')),
    ).toBeNull();
  });

  it('ignores fields the page does not have and fields the form does not show', () => {
    const page: Record<string, string> = { website: 'spam', document: 'x' };
    expect(typedBeforeHydration(shown, empty, (name) => page[name])).toBeNull();
  });
});
