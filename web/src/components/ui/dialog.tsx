import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Called on Escape, outside clicks and `DialogClose`; a dialog that must stay open ignores `false`. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom; wrap one in `DialogClose` to make it close the dialog. */
  actions?: ReactNode;
  /** `wide` for long content such as an agreement or a form of many fields. */
  size?: 'default' | 'wide';
}

/** Escape in a combobox whose list is open closes the list only, not the dialog around it. */
function keepOpenWhileAListIsOpen(event: KeyboardEvent) {
  const target = event.target;
  if (target instanceof Element && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') event.preventDefault();
}

export function Dialog({ open, onOpenChange, title, description, children, actions, size = 'default' }: DialogProps) {
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  // Focus goes back to what opened the dialog (a row's button, say), not to the page: Radix does so
  // only for its own Trigger. When the dialog opens, focus has not moved into it yet.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const focusOpener = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={size === 'wide' ? 'dialog dialog--wide' : 'dialog'}
          onEscapeKeyDown={keepOpenWhileAListIsOpen}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={focusOpener}
          {...describedBy}
        >
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>}
          {children}
          {actions && <div className="dialog-actions">{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
