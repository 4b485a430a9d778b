import { siguienteFila } from '@recepcion/ui';
import type { HotelUsuario } from '@recepcion/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { nombreTipoUsuario } from './tipos-usuario';

export interface UsuariosGridProps {
  usuarios: readonly HotelUsuario[];
  seleccionado: HotelUsuario | undefined;
  /** The signed-in user (UsuarioId): their row says "Usted". */
  usuarioActualId: number;
  onSeleccionar: (usuario: HotelUsuario) => void;
  /** Enter or a double click on a row. */
  onActivar: (usuario: HotelUsuario) => void;
}

/**
 * The hotel's users as a grid with one selected row: a click selects; the arrows, Home, End,
 * PageUp and PageDown move the selection, and the focus goes with it.
 */
export function UsuariosGrid({ usuarios, seleccionado, usuarioActualId, onSeleccionar, onActivar }: UsuariosGridProps) {
  const rows = useRef(new Map<number, HTMLTableRowElement>());
  const followFocus = useRef(false);

  useEffect(() => {
    if (!followFocus.current || !seleccionado) return;
    followFocus.current = false;
    const row = rows.current.get(seleccionado.Id);
    row?.focus();
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [seleccionado]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!seleccionado) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onActivar(seleccionado);
      return;
    }
    const actual = usuarios.indexOf(seleccionado);
    const destino = siguienteFila(event.key, actual, usuarios.length);
    if (destino === undefined) return;
    event.preventDefault();
    followFocus.current = true;
    if (destino === actual) rows.current.get(seleccionado.Id)?.focus();
    else onSeleccionar(usuarios[destino]);
  };

  return (
    <div className="rc-tabla">
      <table role="grid" aria-label="Usuarios autorizados" aria-readonly="true" aria-rowcount={usuarios.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Nombre</th>
            <th scope="col">Correo</th>
            <th scope="col">Tipo</th>
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {usuarios.map((usuario, index) => {
            const elegido = usuario === seleccionado;
            return (
              <tr
                key={usuario.Id}
                ref={(row) => {
                  if (row) rows.current.set(usuario.Id, row);
                  else rows.current.delete(usuario.Id);
                }}
                aria-rowindex={index + 2}
                aria-selected={elegido}
                tabIndex={elegido ? 0 : -1}
                className={elegido ? 'rc-tabla__row rc-tabla__row--selected' : 'rc-tabla__row'}
                onClick={() => onSeleccionar(usuario)}
                onDoubleClick={() => onActivar(usuario)}
              >
                <td role="gridcell">
                  {usuario.Nombre}
                  {usuario.UsuarioId === usuarioActualId && <span className="ms-badge">Usted</span>}
                </td>
                <td role="gridcell">{usuario.Usuario}</td>
                <td role="gridcell">{nombreTipoUsuario(usuario.IDTipoUsuario)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
