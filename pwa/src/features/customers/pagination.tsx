/** Pagination of a list: first, previous, 'Page N', next, last, 'Showing X of total'. */

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
  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(1)}
      >
        First
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-current="page">Page {page}</span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= lastPage}
        onClick={() => onPage(lastPage)}
      >
        Last
      </button>
      <span className="muted">
        Showing {shown} of {total}
      </span>
    </nav>
  );
}
