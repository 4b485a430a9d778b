import { useId } from 'react';

/** A labelled multi-line text (the statement header, the check-out message). */
export function AreaTexto({ label, value, onChange, hint, rows = 4 }: { label: string; value: string; onChange: (valor: string) => void; hint?: string; rows?: number }) {
  const id = useId();
  return (
    <div className="rc-field">
      <label className="rc-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="rc-input" rows={rows} value={value} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onChange(e.target.value)} />
      {hint && (
        <p id={`${id}-hint`} className="rc-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
