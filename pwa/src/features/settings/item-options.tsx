/**
 * An item's variants or addons (SET4): a collapsible list, each row with edit and delete,
 * and Add opening the add/update modal (its messages: VAL8).
 */
import {
  type AddonRow,
  addonArgs,
  createAddon,
  createVariant,
  deleteAddon,
  deleteVariant,
  type ItemOptionIdArgs,
  type Mutator,
  SETTINGS_SAVED,
  TEXTS,
  updateAddon,
  updateVariant,
  type VariantMutationArgs,
  type VariantRow,
  variantArgs,
} from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { formatMoney } from '../../lib/format.ts';
import { moneyText, withMoneyText } from './money-text.ts';
import { save } from './settings-data.ts';
import { DialogActions } from './settings-fields.tsx';
import { RowActions } from './settings-table.tsx';

type Option = VariantRow | AddonRow;
export type OptionKind = 'variant' | 'addon';

/** Variants and addons carry the same fields: one form and one set of mutator types serve both. */
type Kind = {
  plural: string;
  label: string;
  form: ReturnType<typeof withMoneyText<typeof variantArgs>>;
  create: Mutator<VariantMutationArgs>;
  update: Mutator<VariantMutationArgs>;
  remove: Mutator<ItemOptionIdArgs>;
  added: string;
  updated: string;
  deleted: string;
};

const KINDS: Record<OptionKind, Kind> = {
  variant: {
    plural: 'Variants',
    label: 'Variant',
    form: withMoneyText(variantArgs, ['price']),
    create: createVariant,
    update: updateVariant,
    remove: deleteVariant,
    added: SETTINGS_SAVED.variantAdded,
    updated: SETTINGS_SAVED.variantUpdated,
    deleted: SETTINGS_SAVED.variantDeleted,
  },
  addon: {
    plural: 'Addons',
    label: 'Addon',
    form: withMoneyText(addonArgs, ['price']),
    create: createAddon,
    update: updateAddon,
    remove: deleteAddon,
    added: SETTINGS_SAVED.addonAdded,
    updated: SETTINGS_SAVED.addonUpdated,
    deleted: SETTINGS_SAVED.addonDeleted,
  },
};

function OptionDialog({
  kind,
  itemId,
  option,
  onClose,
}: {
  kind: OptionKind;
  itemId: string;
  option: Option | null;
  onClose: () => void;
}) {
  const k = KINDS[kind];
  const form = useSchemaForm(k.form, async ({ title, price }) => {
    const args = { itemId, title, price };
    const saved = option
      ? await save(k.update, { id: option.id, ...args }, k.updated)
      : await save(k.create, { id: uuidv7(), ...args }, k.added);
    if (saved) onClose();
  });
  const title = `${option ? 'Update' : 'Add'} ${k.label}`;
  return (
    <Dialog open onClose={onClose} title={title} testId={`${kind}-dialog`}>
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        <Field form={form} name="title" label="Title" required defaultValue={option?.title ?? ''} />
        <Field
          form={form}
          name="price"
          label="Price"
          inputMode="decimal"
          defaultValue={moneyText(option?.price)}
          hint={kind === 'variant' ? 'Replaces the item price.' : 'Added to the item price.'}
        />
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

export function ItemOptions({
  kind,
  itemId,
  options,
  currency,
}: {
  kind: OptionKind;
  itemId: string;
  options: readonly Option[];
  currency: string;
}) {
  const k = KINDS[kind];
  const [editing, setEditing] = useState<{ option: Option | null } | null>(null);
  const remove = (o: Option) => {
    if (confirmAction(TEXTS.confirmIrreversible)) void save(k.remove, { id: o.id, itemId }, k.deleted);
  };
  return (
    <details className="item-options" open data-testid={`${kind}s`}>
      <summary>
        {k.plural} ({options.length})
      </summary>
      <div className="item-options-body">
        {options.length === 0 ? (
          <p className="muted">No {k.plural.toLowerCase()} yet.</p>
        ) : (
          <ul className="option-list">
            {options.map((o) => (
              <li key={o.id} className="option-row">
                <span className="option-title">{o.title}</span>
                <span className="option-price">
                  {kind === 'addon' ? '+ ' : ''}
                  {formatMoney(o.price, currency)}
                </span>
                <RowActions
                  name={o.title}
                  onEdit={() => setEditing({ option: o })}
                  onDelete={() => remove(o)}
                />
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setEditing({ option: null })}
        >
          Add {k.label}
        </button>
      </div>
      {editing && (
        <OptionDialog kind={kind} itemId={itemId} option={editing.option} onClose={() => setEditing(null)} />
      )}
    </details>
  );
}
