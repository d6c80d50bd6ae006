import { useMediaQuery } from '../../hooks/use-media-query';
import { PAGE_SLOTS, pageWindow, type Pager } from '../../lib/paging';
import { Button } from './button';

/** On a phone the pager shows fewer page buttons and arrows for Previous and Next, so its controls keep to one line. */
const NARROW = '(max-width: 480px)';
const NARROW_SLOTS = 5;

/**
 * 'Page N of M' with Previous, the numbered page buttons (spec §9) and Next. A gap stands for pages
 * left out of the window; pages past `reachable` have no button. `of` names the list it pages
 * ('Vials history' makes 'Vials history pagination'), so that two pagers of one screen (a patient's
 * documents and vials, a dialog's over the page's) can be told apart; without it it is 'Pagination'.
 * (The list's `updating` note stands above its table: TableScroll.)
 */
export function Pagination({ text, page, reachable, loading, onPage, of }: Pager & { of?: string }) {
  const narrow = useMediaQuery(NARROW);
  return (
    <nav className="pagination" aria-label={of ? `${of} pagination` : 'Pagination'}>
      <span className="pagination-text" aria-live="polite">
        {text}
      </span>
      <div className="pagination-controls">
        <Button variant="secondary" className="pagination-step" aria-label="Previous" disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">{narrow ? '‹' : 'Previous'}</span>
        </Button>
        <ol className="pagination-pages">
          {pageWindow(page, reachable, narrow ? NARROW_SLOTS : PAGE_SLOTS).map((slot, index) =>
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
        <Button variant="secondary" className="pagination-step" aria-label="Next" disabled={loading || page >= reachable} onClick={() => onPage(page + 1)}>
          <span aria-hidden="true">{narrow ? '›' : 'Next'}</span>
        </Button>
      </div>
    </nav>
  );
}
