/** I18N3: the diner menu's language switch; the choice is remembered in this browser. */
import { isLanguageCode, LANGUAGES, type LanguageCode } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';

export function LanguageSwitch({
  value,
  onChange,
}: {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
}) {
  const t = useT();
  return (
    <select
      className="diner-language"
      aria-label={t('diner.language')}
      value={value}
      onChange={(e) => isLanguageCode(e.target.value) && onChange(e.target.value)}
      data-testid="diner-language"
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
