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
  TEXTS,
  updateAddon,
  updateVariant,
  type VariantMutationArgs,
  type VariantRow,
  variantArgs,
} from '@tavola/shared';
import { useState } from 'react';
import { Field, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { formatMoney } from '../../lib/format.ts';
import { moneyText, withMoneyText } from './money-text.ts';
import { save } from './settings-data.ts';
import { FormDialog } from './settings-fields.tsx';
import { RowActions } from './settings-table.tsx';

type Option = VariantRow | AddonRow;
export type OptionKind = 'variant' | 'addon';

/** Variants and addons carry the same fields: one form and one set of mutator types serve both. */
type Kind = {
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
    form: withMoneyText(variantArgs, ['price']),
    create: createVariant,
    update: updateVariant,
    remove: deleteVariant,
    get added() {
      return savedText('variantAdded');
    },
    get updated() {
      return savedText('variantUpdated');
    },
    get deleted() {
      return savedText('variantDeleted');
    },
  },
  addon: {
    form: withMoneyText(addonArgs, ['price']),
    create: createAddon,
    update: updateAddon,
    remove: deleteAddon,
    get added() {
      return savedText('addonAdded');
    },
    get updated() {
      return savedText('addonUpdated');
    },
    get deleted() {
      return savedText('addonDeleted');
    },
  },
};

/** A kind's words in the current language (whole messages, never built from a kind's name). */
const textsOf = (t: ReturnType<typeof useT>, kind: OptionKind) =>
  kind === 'variant'
    ? {
        add: t('settings.variant.add'),
        update: t('settings.variant.update'),
        list: (n: number) => t('settings.variant.list', { n }),
        empty: t('settings.variant.empty'),
        hint: t('settings.variant.hint'),
      }
    : {
        add: t('settings.addon.add'),
        update: t('settings.addon.update'),
        list: (n: number) => t('settings.addon.list', { n }),
        empty: t('settings.addon.empty'),
        hint: t('settings.addon.hint'),
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
  const t = useT();
  const texts = textsOf(t, kind);
  const k = KINDS[kind];
  const form = useSchemaForm(k.form, async ({ title, price }) => {
    const args = { itemId, title, price };
    const saved = option
      ? await save(k.update, { id: option.id, ...args }, k.updated)
      : await save(k.create, { id: uuidv7(), ...args }, k.added);
    if (saved) onClose();
  });
  const title = option ? texts.update : texts.add;
  return (
    <FormDialog title={title} testId={`${kind}-dialog`} form={form} onClose={onClose}>
      <Field
        form={form}
        name="title"
        label={t('settings.title')}
        required
        defaultValue={option?.title ?? ''}
      />
      <Field
        form={form}
        name="price"
        label={t('settings.price')}
        inputMode="decimal"
        defaultValue={moneyText(option?.price)}
        hint={texts.hint}
      />
    </FormDialog>
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
  const t = useT();
  const texts = textsOf(t, kind);
  const k = KINDS[kind];
  const [editing, setEditing] = useState<{ option: Option | null } | null>(null);
  const remove = (o: Option) => {
    if (confirmAction(TEXTS.confirmIrreversible)) void save(k.remove, { id: o.id, itemId }, k.deleted);
  };
  return (
    <details className="item-options" open data-testid={`${kind}s`}>
      <summary>{texts.list(options.length)}</summary>
      <div className="item-options-body">
        {options.length === 0 ? (
          <p className="muted">{texts.empty}</p>
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
          {texts.add}
        </button>
      </div>
      {editing && (
        <OptionDialog kind={kind} itemId={itemId} option={editing.option} onClose={() => setEditing(null)} />
      )}
    </details>
  );
}
