export interface DialogActionsProps {
  submitLabel: string;
  /** Shown on the submit button while the call is on its way. */
  pendingLabel?: string;
  pending?: boolean;
  cancelLabel?: string;
  onCancel?: () => void;
}

/** The footer of a form dialog: Cancelar and the submit button (Enter in any field submits too). */
export function DialogActions({ submitLabel, pendingLabel, pending = false, cancelLabel = 'Cancelar', onCancel }: DialogActionsProps) {
  return (
    <>
      {onCancel && (
        <button type="button" className="rc-button" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
      {/* aria-disabled, not disabled: the button keeps the focus while the call runs. */}
      <button type="submit" className="rc-button rc-button--primary" aria-disabled={pending || undefined}>
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </>
  );
}
