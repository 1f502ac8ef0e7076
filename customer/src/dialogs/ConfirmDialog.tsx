import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { dialogTexts } from './dialog-texts';

interface Props {
  open: boolean;
  title: string;
  /** What confirming does, read out with the title. */
  children: ComponentChildren;
  confirmLabel: string;
  onConfirm: () => void;
  /** 'Abbrechen', Escape, or the dialog closed by any other way. */
  onClose: () => void;
  busy?: boolean;
}

/**
 * A modal confirmation on the native <dialog>: the browser keeps focus and screen readers inside
 * it and closes it on Escape. 'Abbrechen' gets the focus, so that Enter never confirms by
 * accident, and on closing the focus returns to the button that opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, busy }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  function closed() {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    if (open) onClose();
  }

  return (
    <dialog ref={dialog} class="dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={closed}>
      <h2 id={`${id}-title`} class="dialog__title">
        {title}
      </h2>
      <div id={`${id}-text`}>{children}</div>
      <div class="dialog__actions">
        <button type="button" class="button" autoFocus onClick={onClose} disabled={busy}>
          {dialogTexts.cancel}
        </button>
        <button type="button" class="button button--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
