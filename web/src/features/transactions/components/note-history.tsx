import type { TransactionNote } from '@portal/contracts';
import { formatUtcDate } from '../../../utils/format-date';

/** The transaction's notes, oldest first, each with its date (MM/dd/yyyy). */
export function NoteHistory({ notes, loading }: { notes: TransactionNote[] | undefined; loading: boolean }) {
  return (
    <section className="details-section" aria-labelledby="note-history-title">
      <h3 id="note-history-title" className="details-section-title">
        Notes History
      </h3>
      {loading ? (
        <p className="field-hint">Loading notes...</p>
      ) : notes?.length ? (
        <ol className="note-history" aria-label="Notes">
          {notes.map((entry, index) => (
            <li key={`${entry.date}-${index}`}>
              <span className="note-history-date">{formatUtcDate(entry.date)}</span> {entry.note}
            </li>
          ))}
        </ol>
      ) : (
        <p className="field-hint">No notes yet.</p>
      )}
    </section>
  );
}
