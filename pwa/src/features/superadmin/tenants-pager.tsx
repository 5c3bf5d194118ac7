/** First, previous, 'Page N', next, last; and 'Showing {shown} of {totalTenants}'. */
import { ConsoleIcon } from './console-icons.tsx';

type Props = {
  page: number;
  totalPages: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
};

export function TenantsPager({ page, totalPages, shown, total, onPage }: Props) {
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <div className="pager-row">
      <p className="muted" data-testid="tenants-shown">
        Showing {shown} of {total}
      </p>
      <nav className="pager" aria-label="Pages">
        <button
          type="button"
          className="icon-button"
          aria-label="First page"
          disabled={first}
          onClick={() => onPage(1)}
        >
          <ConsoleIcon name="first" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Previous page"
          disabled={first}
          onClick={() => onPage(page - 1)}
        >
          <ConsoleIcon name="prev" />
        </button>
        <span className="pager-page" aria-current="page">
          Page {page}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next page"
          disabled={last}
          onClick={() => onPage(page + 1)}
        >
          <ConsoleIcon name="next" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Last page"
          disabled={last}
          onClick={() => onPage(totalPages)}
        >
          <ConsoleIcon name="last" />
        </button>
      </nav>
    </div>
  );
}
