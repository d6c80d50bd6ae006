import type { VialsTotals as Totals } from '../utils/vials-page';
import '../vials.css';

/** The member's totals as two pills, Available and Shipped (spec §2); a dash while they load. */
export function VialsTotals({ totals }: { totals: Totals | undefined }) {
  return (
    <dl className="vials-totals" aria-busy={totals ? undefined : true}>
      <div className="vials-pill">
        <dt>Available</dt>
        <dd>{totals?.vials_available ?? '—'}</dd>
      </div>
      <div className="vials-pill vials-pill--shipped">
        <dt>Shipped</dt>
        <dd>{totals?.vials_shipped ?? '—'}</dd>
      </div>
    </dl>
  );
}
