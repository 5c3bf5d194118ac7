// I18N1 (ADR 0064): `pnpm i18n:extract` finds every t('key') in the code and keeps the catalogs in step:
// new keys are added (empty in Hindi: English is shown until translated), keys no code uses are removed.
export default {
  locales: ['en', 'hi'],
  input: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
  output: 'src/i18n/catalogs/$LOCALE.json',
  // `translate` is `t` where a component's own `t` is in scope
  lexers: {
    ts: [{ lexer: 'JavascriptLexer', functions: ['t', 'translate'] }],
    tsx: [{ lexer: 'JsxLexer', functions: ['t', 'translate'] }],
  },
  keySeparator: false,
  namespaceSeparator: false,
  pluralSeparator: false,
  contextSeparator: false,
  defaultNamespace: 'translation',
  createOldCatalogs: false,
  keepRemoved: false,
  sort: true,
  indentation: 2,
  lineEnding: 'lf',
  defaultValue: '',
  failOnWarnings: false,
  verbose: false,
};
