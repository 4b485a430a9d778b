import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { firstFieldIn, focusableIn } from './focusable';
import { useDrag } from './use-drag';

export interface DraggableModalProps {
  open: boolean;
  /** Shown in the header and names the dialog for assistive technology. */
  title: string;
  /** Called by the header's close button (and Esc, when `closeOnEscape`). Without it there is no close button. */
  onClose?: () => void;
  /** Esc closes the dialog only when asked: dialogs hold unsaved data. */
  closeOnEscape?: boolean;
  /** The action buttons (Guardar, Cancelar...). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** `alertdialog` for messages that need an answer (alert, confirm). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (its message). */
  describedBy?: string;
  /**
   * Makes body and footer one form (`noValidate`): Enter in a field submits, and a footer
   * button of type submit sends it. The event's default is already prevented.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

const BASE_Z_INDEX = 1050;
let openModals = 0;

/**
 * A modal dialog with a static backdrop (clicking outside does not close it), draggable by its
 * header. Focus moves to the element marked `data-autofocus`, else the first field, on open; Tab
 * stays inside, and focus returns on close.
 */
export function DraggableModal(props: DraggableModalProps) {
  return props.open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({ title, onClose, closeOnEscape = false, footer, size = 'md', role = 'dialog', describedBy, onSubmit, children }: DraggableModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { offset, onMouseDown } = useDrag(dialogRef);
  const [level] = useState(() => openModals + 1);
  const [bouncing, setBouncing] = useState(false);

  useEffect(() => {
    openModals += 1;
    document.body.classList.add('rc-modal-open');
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (firstFieldIn(dialog) ?? dialog).focus();
    return () => {
      openModals -= 1;
      if (openModals === 0) document.body.classList.remove('rc-modal-open');
      // Back where it was, without scrolling: a tall element (the calendar's grid) scrolled into
      // view would move the page under the pointer.
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  // A focused control that is disabled or removed (a status button once applied) leaves the focus on
  // the page's body: Esc and Tab still belong to the dialog on top, which takes the focus back.
  const alCerrar = useRef(onClose);
  alCerrar.current = onClose;
  useEffect(() => {
    const sinFoco = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || level !== openModals || (document.activeElement !== document.body && document.activeElement !== null)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        dialog.focus();
        if (closeOnEscape) alCerrar.current?.();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (firstFieldIn(dialog) ?? dialog).focus();
      }
    };
    document.addEventListener('keydown', sinFoco, true);
    return () => document.removeEventListener('keydown', sinFoco, true);
  }, [level, closeOnEscape]);

  useEffect(() => {
    if (!bouncing) return;
    const timer = setTimeout(() => setBouncing(false), 200);
    return () => clearTimeout(timer);
  }, [bouncing]);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Static backdrop: the dialog stays open, keeps the focus, and only acknowledges the click.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    setBouncing(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closeOnEscape) onClose?.();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialogRef.current);
    }
  };

  return (
    <div className="rc-modal-backdrop" style={{ zIndex: BASE_Z_INDEX + level * 2 }} onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`rc-modal rc-modal--${size}${bouncing ? ' rc-modal--static' : ''}`}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
        onKeyDown={onKeyDown}
      >
        <div className="rc-modal__header" onMouseDown={onMouseDown}>
          <h2 id={titleId} className="rc-modal__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="rc-modal__close" aria-label="Cerrar" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {onSubmit ? (
          <form className="rc-modal__form" noValidate onSubmit={(event) => submit(event, onSubmit)}>
            <ModalContent footer={footer}>{children}</ModalContent>
          </form>
        ) : (
          <ModalContent footer={footer}>{children}</ModalContent>
        )}
      </div>
    </div>
  );
}

function ModalContent({ footer, children }: { footer?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <div className="rc-modal__body">{children}</div>
      {footer && <div className="rc-modal__footer">{footer}</div>}
    </>
  );
}

function submit(event: FormEvent<HTMLFormElement>, onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  event.preventDefault();
  // A form inside a parent dialog's form must not submit the parent too (React bubbles through portals).
  event.stopPropagation();
  onSubmit(event);
}

function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const focusable = focusableIn(dialog);
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
