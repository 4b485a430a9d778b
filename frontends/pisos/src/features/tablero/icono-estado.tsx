import type { EstadoPiso } from '@recepcion/contracts';

/** A mark per state beside its word (the word says it; the mark and the colour only help). */
export function IconoEstado({ estado }: { estado: EstadoPiso }) {
  return (
    <svg className="ps-icono" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {estado === 'Sucia' && (
        <>
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="10" cy="14.2" r="1.3" fill="currentColor" />
        </>
      )}
      {estado === 'Limpia' && <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />}
      {estado === 'Inspeccionada' && (
        <>
          <path d="M10 1.8l2.3 1.7 2.8-.1.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.1L10 18.2l-2.3-1.7-2.8.1-.9-2.7-2.3-1.6.9-2.7-.9-2.7 2.3-1.6.9-2.7 2.8.1z" fill="currentColor" />
          <path d="M6.6 10.2l2.4 2.4 4.4-4.8" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
    </svg>
  );
}
