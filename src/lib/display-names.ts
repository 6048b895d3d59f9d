// Names people read for the codes the API sends (ISO 4217 currencies, ISO 3166 countries), in English as
// the rest of the app; a code the runtime does not know is shown as it is.

function displayName(type: 'currency' | 'region', code: string): string {
  try {
    return new Intl.DisplayNames('en', { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    // A code of the wrong shape ("EURO", "") makes Intl throw.
    return code;
  }
}

// "GEL" → "Georgian Lari".
export const currencyName = (code: string): string => displayName('currency', code);

// "GE" → "Georgia".
export const countryName = (code: string): string => displayName('region', code);
