import { pageWindow, type Pager } from '../../lib/paging';
import { Button } from './button';

/**
 * 'Page N of M' with Previous, the numbered page buttons (spec §9) and Next. A gap stands for pages
 * left out of the window; pages past `reachable` have no button.
 */
export function Pagination({ text, page, reachable, loading, onPage }: Pager) {
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination-text" aria-live="polite">
        {text}
      </span>
      <Button variant="secondary" disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <ol className="pagination-pages">
        {pageWindow(page, reachable).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="pagination-gap">
              …
            </li>
          ) : (
            <li key={slot}>
              <Button
                variant="secondary"
                className="pagination-page"
                aria-current={slot === page ? 'page' : undefined}
                disabled={loading}
                onClick={() => onPage(slot)}
              >
                {slot}
              </Button>
            </li>
          ),
        )}
      </ol>
      <Button variant="secondary" disabled={loading || page >= reachable} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
