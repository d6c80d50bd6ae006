import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { openTemplateFile, templateFileHref } from '../api/open-template-file';

/** 'See File': opens the template's uploaded PDF in a new tab through a short-lived link. */
export function TemplateFileLink({ file }: { file: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <a
        href={templateFileHref(file)}
        target="_blank"
        rel="noreferrer"
        onClick={(event) => {
          event.preventDefault();
          setError(null);
          openTemplateFile(file).catch((cause: unknown) => setError(errorMessage(cause)));
        }}
      >
        See File
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
