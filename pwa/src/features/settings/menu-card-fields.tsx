/** The menu card's fields of the item form (CARD1, CARD2): description, veg / non-veg / egg, allergens. */
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  type Allergen,
  allergenList,
  DESCRIPTION_MAX,
  DIET_LABELS,
  DIETS,
  type MenuItemRow,
} from '@tavola/shared';
import { useState } from 'react';
import type { SchemaForm } from '../../components/form.tsx';
import { SelectField, TextAreaField } from './settings-fields.tsx';
import './menu-card-fields.css';

export function MenuCardFields({ form, item }: { form: SchemaForm; item: MenuItemRow | null }) {
  const [allergens, setAllergens] = useState<Allergen[]>(() => allergenList(item?.allergens));
  const toggle = (a: Allergen, on: boolean) =>
    setAllergens((list) => (on ? [...list, a] : list.filter((x) => x !== a)));
  const error = form.errorFor('allergens');
  return (
    <>
      <TextAreaField
        form={form}
        name="description"
        label="Description"
        maxLength={DESCRIPTION_MAX}
        defaultValue={item?.description ?? ''}
      />
      <SelectField form={form} name="diet" label="Veg / Non-veg" defaultValue={item?.diet ?? ''}>
        <option value="">Not shown</option>
        {DIETS.map((d) => (
          <option key={d} value={d}>
            {DIET_LABELS[d]}
          </option>
        ))}
      </SelectField>
      <fieldset className="field allergen-field">
        <legend>Allergens</legend>
        {/* the form reads one value a name: the checked codes travel as one comma-separated field (CARD2) */}
        <input type="hidden" name="allergens" value={allergens.join(',')} />
        <div className="allergen-options">
          {ALLERGENS.map((a) => (
            <label key={a} className="allergen-option">
              <input
                type="checkbox"
                checked={allergens.includes(a)}
                onChange={(e) => toggle(a, e.target.checked)}
              />{' '}
              {ALLERGEN_LABELS[a]}
            </label>
          ))}
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </>
  );
}
