/** The marks a menu card shows (CARD1, CARD2): the diet square and the allergen list, on the POS and the diner menu. */
import { ALLERGEN_LABELS, type Allergen, DIET_LABELS, type Diet } from '@tavola/shared';
import './menu-marks.css';

/** The square-and-dot mark menus use for veg, non-veg and egg; nothing when unset. */
export function DietMark({ diet }: { diet: Diet | null }) {
  if (!diet) return null;
  return (
    <span
      className={`diet-mark diet-${diet}`}
      role="img"
      aria-label={DIET_LABELS[diet]}
      title={DIET_LABELS[diet]}
    >
      <span className="diet-dot" />
    </span>
  );
}

export function AllergenMarks({ allergens }: { allergens: readonly Allergen[] }) {
  if (allergens.length === 0) return null;
  return (
    <p className="allergen-marks" data-testid="allergens">
      <span className="allergen-label">Contains:</span> {allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}
    </p>
  );
}
