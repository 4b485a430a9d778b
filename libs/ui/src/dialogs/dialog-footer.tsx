/**
 * Cancelar and the dialog's submit button (`Guardar`, or `texto`: `Aceptar`); while the call is on
 * its way the submit button waits and says so.
 */
export function DialogFooter({ pending = false, onCancel, texto = 'Guardar' }: { pending?: boolean; onCancel: () => void; texto?: string }) {
  return (
    <>
      <button type="button" className="rc-button" onClick={onCancel}>
        Cancelar
      </button>
      <button type="submit" className="rc-button rc-button--primary" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
        {pending ? 'Guardando…' : texto}
      </button>
    </>
  );
}
