/**
 * I18N1: catalog keys left untranslated on purpose in a language (they show the English text). Empty for Hindi:
 * product words ("POS", "KOT", "Token") are translated as Indian restaurants say them, in the catalog itself.
 */
export const UNTRANSLATED: Readonly<Record<string, readonly string[]>> = {
  hi: [],
};
