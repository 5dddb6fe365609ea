import { describe, expect, it } from 'vitest';
import { initI18n } from './index';
import { chooseLocale, readLocale, storeLocale } from './locale';

describe('language choice', () => {
  it('prefers the stored choice, then a supported browser language, then en-GB', () => {
    expect(chooseLocale('en-US', ['en-AU'])).toBe('en-US');
    expect(chooseLocale(null, ['fr-FR', 'en-au'])).toBe('en-AU');
    expect(chooseLocale('de-DE', ['en-US'])).toBe('en-US');
    expect(chooseLocale(null, ['fr-FR', 'en'])).toBe('en-GB');
    expect(chooseLocale(null, [])).toBe('en-GB');
  });

  it('stores the choice under atrium_locale', () => {
    storeLocale('en-AU');
    expect(localStorage.getItem('atrium_locale')).toBe('en-AU');
    expect(readLocale()).toBe('en-AU');
  });

  it('spells colour and organisation the British way in en-GB and en-AU and the American way in en-US', async () => {
    const gb = await initI18n('en-GB');
    const au = await initI18n('en-AU');
    const us = await initI18n('en-US');
    expect(gb.t('nav.organisations')).toBe('Organisations');
    expect(au.t('nav.organisations')).toBe('Organisations');
    expect(us.t('nav.organisations')).toBe('Organizations');
    // en-US falls back to en for words that do not differ.
    expect(us.t('customers.customerId')).toBe('Customer Id');
  });
});
