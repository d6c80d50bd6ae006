import { SIGNING_FRAME_HEIGHT } from '@portal/contracts';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { isSettledMessage } from '../utils/signing';
import '../documents.css';

/**
 * Calls `onSigned` when the page in the frame says a document was signed: the provider's signing
 * page does as it finishes, and the portal's completion page once the portal has the result. Only
 * messages from this frame count.
 */
function useSignedMessages(frame: RefObject<HTMLIFrameElement | null>, onSigned: (() => void) | undefined) {
  const signed = useEffectEvent(() => onSigned?.());
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (source && event.source === source && isSettledMessage(event.data)) signed();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);
}

interface SigningFrameProps {
  /** The provider's signing page. */
  link: string;
  /** Names the frame for assistive technology. */
  title: string;
  onSigned?: () => void;
}

/** The provider's signing page in a frame 600 px high (spec §9). */
export function SigningFrame({ link, title, onSigned }: SigningFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useSignedMessages(frame, onSigned);
  return <iframe ref={frame} className="signing-frame" src={link} title={title} style={{ height: SIGNING_FRAME_HEIGHT }} />;
}

interface SigningDialogProps {
  /** The signing page to show: the dialog is open while there is one. */
  link: string | null;
  /** The dialog's title, e.g. 'Sign Document'. */
  title: string;
  /** The dialog closed (Close, Escape or outside click): the caller reloads what the signing changed. */
  onClose: () => void;
  /** The frame says a document was signed; the dialog stays open. */
  onSigned?: () => void;
}

/** The Sign Document modal (spec §2): the signing page in a frame, and Close at the top. */
export function SigningDialog({ link, title, onClose, onSigned }: SigningDialogProps) {
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()} title={title} size="wide">
      {/* Close sits beside the title, so the 600 px frame and Close both fit on a laptop screen. */}
      <DialogClose asChild>
        <Button variant="secondary" className="button--small signing-close">
          Close
        </Button>
      </DialogClose>
      {link && <SigningFrame link={link} title={title} onSigned={onSigned} />}
    </Dialog>
  );
}
