/** Cancelar and Guardar; while the call is on its way Guardar waits and says so. */
export function DialogFooter({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="button" className="rc-button" onClick={onCancel}>
        Cancelar
      </button>
      <button type="submit" className="rc-button rc-button--primary" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
        {pending ? 'Guardando…' : 'Guardar'}
      </button>
    </>
  );
}
