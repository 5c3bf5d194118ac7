/** Pagination of a list: first, previous, 'Page N', next, last, 'Showing X of total'. */
import { useT } from '../../i18n/i18n.ts';

/** The rows of `page` (clamped to 1..last), `size` per page. */
export function pageOf<T>(all: readonly T[], page: number, size: number) {
  const lastPage = Math.max(1, Math.ceil(all.length / size));
  const shown = Math.min(Math.max(1, page), lastPage);
  return { rows: all.slice((shown - 1) * size, shown * size), page: shown, lastPage };
}

export function Pagination({
  page,
  lastPage,
  shown,
  total,
  onPage,
}: {
  page: number;
  lastPage: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav className="pagination" aria-label={t('customers.pagination')}>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(1)}
      >
        {t('customers.first')}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('customers.previous')}
      </button>
      <span aria-current="page">{t('customers.page', { page })}</span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {t('customers.next')}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= lastPage}
        onClick={() => onPage(lastPage)}
      >
        {t('customers.last')}
      </button>
      <span className="muted">{t('customers.showing', { shown, total })}</span>
    </nav>
  );
}
