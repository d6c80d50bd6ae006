import { useState, type ReactNode } from 'react';
import { openMedia } from '../../lib/media';

interface PdfLinkProps {
  /** A media path, e.g. `media/{document_id}.pdf`. */
  file: string;
  children?: ReactNode;
}

/** A link to a signed PDF: opens it in a new tab through the authorized /media route. */
export function PdfLink({ file, children = 'PDF' }: PdfLinkProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <a
        href={`/${file.replace(/^\/+/, '')}`}
        target="_blank"
        rel="noreferrer"
        onClick={(event) => {
          event.preventDefault();
          setError(null);
          openMedia(file).catch((cause: unknown) => setError(cause instanceof Error ? cause.message : 'The file could not be opened.'));
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
