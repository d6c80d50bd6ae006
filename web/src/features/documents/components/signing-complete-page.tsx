import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import '../documents.css';

interface SigningCompletePageProps {
  title: string;
  /** While the portal is still asking the API about the document. */
  waiting?: boolean;
  children?: ReactNode;
}

/**
 * A completion page: it usually shows inside the 600 px signing frame, so there is no shell, only a
 * short message.
 */
export function SigningCompletePage({ title, waiting = false, children }: SigningCompletePageProps) {
  return (
    <main className="signing-complete">
      <div className="signing-complete-body">
        <h1>{title}</h1>
        {waiting ? <Spinner label="Saving your signed document…" /> : children}
      </div>
    </main>
  );
}
