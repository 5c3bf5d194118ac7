/** The cart's lines: what was chosen, a note, and − / + (CART6: going to 0 removes the line). */
import { CART_LIMITS, normalizeNotes } from '@tavola/shared';
import { useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import type { PricedDinerLine } from './diner-cart.ts';
import { useDinerStore } from './diner-store.ts';

function LineNote({ line }: { line: PricedDinerLine }) {
  const setNotes = useDinerStore((s) => s.setNotes);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <button type="button" className="diner-link" onClick={() => setOpen(true)}>
        {line.notes ? `Note: ${line.notes}` : 'Add a note'}
      </button>
    );
  return (
    <div className="field diner-note">
      <input
        aria-label={`Note for ${line.title}`}
        defaultValue={line.notes ?? ''}
        maxLength={CART_LIMITS.notesMax + 1}
        placeholder="e.g. less spicy"
        autoFocus
        onBlur={(e) => {
          const n = normalizeNotes(e.currentTarget.value);
          if (!n.ok) {
            setError(n.message);
            return;
          }
          setError(null);
          setNotes(line.key, n.notes);
          setOpen(false);
        }}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function CartLines({
  lines,
  currency,
}: {
  lines: readonly PricedDinerLine[];
  currency: string | null;
}) {
  const step = useDinerStore((s) => s.stepLine);
  return (
    <ul className="diner-lines" aria-label="Cart">
      {lines.map((l) => (
        <li key={l.key} className="diner-line" data-testid="diner-cart-line">
          <div className="diner-line-text">
            <p className="diner-line-title">{l.title}</p>
            {(l.variantTitle || l.addonTitles.length > 0) && (
              <p className="diner-line-choice muted">
                {[l.variantTitle, ...l.addonTitles].filter(Boolean).join(', ')}
              </p>
            )}
            <LineNote line={l} />
          </div>
          <div className="diner-line-side">
            <div className="diner-stepper">
              <button type="button" aria-label={`Fewer ${l.title}`} onClick={() => step(l.key, -1)}>
                −
              </button>
              <output aria-label={`Quantity of ${l.title}`}>{l.quantity}</output>
              <button
                type="button"
                aria-label={`More ${l.title}`}
                disabled={l.quantity >= CART_LIMITS.dinerQuantityMax}
                onClick={() => step(l.key, 1)}
              >
                +
              </button>
            </div>
            <p className="diner-line-total">{formatMoney(l.lineTotal, currency)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
