import { useEffect, useRef, useState } from 'react';
import { NOTIFICATION_MS } from '../../config/constants';
import { logError } from '../../lib/log';
import { Button } from './button';
import { Input } from './input';

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyLinkFieldProps {
  label: string;
  link: string;
}

/**
 * A link to hand out (a sign-up link): read-only, with a Copy button that says 'Copied' for a
 * moment. Where the browser refuses the clipboard (an insecure page, a denied permission) the
 * link is selected instead, to be copied by hand.
 */
export function CopyLinkField({ label, link }: CopyLinkFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), NOTIFICATION_MS.success);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch (error) {
      logError('Copying a link failed', error);
      input.current?.select();
      setState('failed');
    }
  };

  return (
    <div className="copy-link">
      <Input ref={input} label={label} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="secondary" aria-label={`Copy ${label}`} onClick={() => void copy()}>
        Copy
      </Button>
      <span className="copy-link-status" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Press Ctrl+C (⌘C on a Mac) to copy' : ''}
      </span>
    </div>
  );
}
