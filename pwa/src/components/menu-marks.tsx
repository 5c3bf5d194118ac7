/** The marks a menu card shows (CARD1, CARD2): the diet square and the allergen list, on the POS and the diner menu. */
import type { Allergen, Diet } from '@tavola/shared';
import { useT } from '../i18n/i18n.ts';
import { allergenLabel, dietLabel } from '../i18n/shared-labels.ts';
import './menu-marks.css';

/** The square-and-dot mark menus use for veg, non-veg and egg; nothing when unset. */
export function DietMark({ diet }: { diet: Diet | null }) {
  const t = useT();
  if (!diet) return null;
  const label = dietLabel(diet, t);
  return (
    <span className={`diet-mark diet-${diet}`} role="img" aria-label={label} title={label}>
      <span className="diet-dot" />
    </span>
  );
}

export function AllergenMarks({ allergens }: { allergens: readonly Allergen[] }) {
  const t = useT();
  if (allergens.length === 0) return null;
  return (
    <p className="allergen-marks" data-testid="allergens">
      <span className="allergen-label">{t('label.allergen.contains')}</span>{' '}
      {allergens.map((a) => allergenLabel(a, t)).join(', ')}
    </p>
  );
}
