import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { openMedia } from '../../lib/media';

interface FileLinkProps {
  /** Where the link points, for the browser's own link handling (copy, status bar). */
  href: string;
  /** Opens the file; its failure is told beside the link. */
  open: () => Promise<void>;
  children: ReactNode;
}

/** A link to a file that needs the member's token: opens it in a new tab through a short-lived link. */
export function FileLink({ href, open, children }: FileLinkProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        onClick={(event) => {
          event.preventDefault();
          setError(null);
          open().catch((cause: unknown) => setError(errorMessage(cause)));
        }}
      >
        {children}
      </a>
      {error && (
        <span role="alert" className="field-error">
          {' '}
          {error}
        </span>
      )}
    </>
  );
}

/** A link to a signed PDF (a media path, e.g. `media/{document_id}.pdf`) through the authorized /media route. */
export function PdfLink({ file, children = 'PDF' }: { file: string; children?: ReactNode }) {
  return (
    <FileLink href={`/${file.replace(/^\/+/, '')}`} open={() => openMedia(file)}>
      {children}
    </FileLink>
  );
}
