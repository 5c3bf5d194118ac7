/**
 * Long settings lists (1,000 menu items) stay smooth: a search box filters by a trimmed, case-insensitive
 * title match off the typing path (useDeferredValue), and only the first page of matches is rendered until
 * 'Show more' is pressed.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';

export const LIST_PAGE = 100;

export function useLongList<T>(items: readonly T[] | undefined, titleOf: (item: T) => string) {
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => {
    const q = deferred.trim().toLowerCase();
    if (!items) return undefined;
    return q === '' ? items : items.filter((i) => titleOf(i).toLowerCase().includes(q));
  }, [items, deferred, titleOf]);
  const shown = useMemo(() => matches?.slice(0, pages * LIST_PAGE), [matches, pages]);
  return {
    query,
    setQuery: (q: string) => {
      setQuery(q);
      setPages(1);
    },
    shown,
    total: matches?.length ?? 0,
    showMore: () => setPages((p) => p + 1),
  };
}

export function ListSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field list-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  const t = useT();
  if (shown >= total) return null;
  return (
    <div className="list-more">
      <span className="muted">{t('settings.showingOf', { shown, total })}</span>
      <button type="button" className="btn btn-secondary" onClick={onMore}>
        {t('settings.showMore')}
      </button>
    </div>
  );
}
