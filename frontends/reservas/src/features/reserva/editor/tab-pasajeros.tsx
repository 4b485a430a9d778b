import { type DocumentoCliente, textoDocumento } from '@recepcion/contracts';
import { Autocomplete, confirmar, SelectField, toast } from '@recepcion/ui';
import { useCallback, useEffect, useState } from 'react';
import { habitacionesDeReserva } from '../comun/a-cargo-de';
import { buscarDocumentos } from './api/buscar-documentos';
import { buscarPasajeros } from './api/buscar-pasajeros';
import { ClienteRapido } from '../comun/cliente-rapido';
import { GIRO_PARTICULAR, PAIS_CON_CIUDAD } from '../comun/estados';
import { MENSAJES } from '../comun/mensajes';
import type { ItemNombre, PasajeroReserva, Reserva } from '../comun/tipos';
import { useConfig } from '../comun/use-precios';
import { validarPasajero } from '../comun/validacion';

/**
 * The documents of the guests shown, by client id. Those picked in the autocomplete or just
 * created come with theirs (`recordar`); the others are asked for together, one call for all the
 * guests not known yet (a reservation as it opens), never one per row.
 */
function useDocumentos(ids: readonly number[]) {
  const [documentos, setDocumentos] = useState<ReadonlyMap<number, DocumentoCliente | null>>(new Map());
  const faltan = [...new Set(ids)].filter((id) => !documentos.has(id)).sort((a, b) => a - b);
  const clave = faltan.join(',');

  useEffect(() => {
    if (!clave) return undefined;
    const pedidos = clave.split(',').map(Number);
    const controller = new AbortController();
    buscarDocumentos(pedidos, controller.signal).then(
      (filas) => {
        if (controller.signal.aborted) return;
        setDocumentos((actual) => {
          const nuevo = new Map(actual);
          // A client not answered (removed) has no document to show: not asked again.
          for (const id of pedidos) nuevo.set(id, null);
          for (const f of filas) nuevo.set(f.Id, { TipoDocumento: f.TipoDocumento, NumeroDocumento: f.NumeroDocumento });
          return nuevo;
        });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [clave]);

  const recordar = useCallback((item: ItemNombre & Partial<DocumentoCliente>) => {
    // `Autocomplete/Pasajeros` and the new client's answer carry the document (modules/maestros); a
    // bare Id and Nombre says nothing, and the lookup by ids answers for it.
    if (item.TipoDocumento === undefined || item.NumeroDocumento === undefined) return;
    const documento = { TipoDocumento: item.TipoDocumento, NumeroDocumento: item.NumeroDocumento };
    setDocumentos((actual) => new Map(actual).set(item.Id, documento));
  }, []);

  return { documentos, recordar };
}

/**
 * The guests of each room (spec sections 3 and 5): choose the room and the passenger (searched
 * after 2 characters, or created as a new individual client), then Añadir; a listed guest can be
 * moved to another room or removed. Saved with the reservation.
 */
export function TabPasajeros({ reserva, onCambio }: { reserva: Reserva; onCambio: (pasajeros: PasajeroReserva[]) => void }) {
  const config = useConfig();
  const habitaciones = habitacionesDeReserva(reserva.Habitaciones);
  const [habitacionId, setHabitacionId] = useState<number | null>(habitaciones.length === 1 ? habitaciones[0].value : null);
  const [pasajeroElegido, setPasajero] = useState<ItemNombre | null>(null);
  // The row being edited, itself (not its position: removing another row moves positions).
  const [editando, setEditando] = useState<PasajeroReserva | null>(null);
  const [nuevo, setNuevo] = useState(false);
  const pasajeros = reserva.Pasajeros;
  const { documentos, recordar } = useDocumentos(pasajeros.map((p) => p.PasajeroId));

  const elegir = (item: (ItemNombre & Partial<DocumentoCliente>) | null) => {
    if (item) recordar(item);
    setPasajero(item);
  };

  /** Añadir (or Actualizar): `pasajero` into the chosen room; false when something is missing. */
  const aceptar = (pasajero: ItemNombre | null = pasajeroElegido): boolean => {
    const mensaje = validarPasajero({ HabitacionId: habitacionId, PasajeroId: pasajero?.Id ?? null });
    if (mensaje || !pasajero || !habitacionId) {
      if (mensaje) toast.error(mensaje);
      return false;
    }
    const repetido = pasajeros.some((p) => p !== editando && p.PasajeroId === pasajero.Id && p.HabitacionId === habitacionId);
    if (repetido) {
      toast.error(MENSAJES.pasajeroRepetido);
      return false;
    }
    const fila: PasajeroReserva = {
      ...(editando ?? {}),
      PasajeroId: pasajero.Id,
      PasajeroNombre: pasajero.Nombre,
      HabitacionId: habitacionId,
      HabitacionNombre: habitaciones.find((h) => h.value === habitacionId)?.label ?? '',
    };
    if (editando !== null) {
      if (!pasajeros.includes(editando)) {
        // Gone meanwhile (the reservation was read again): nothing else is overwritten.
        setEditando(null);
        return false;
      }
      onCambio(pasajeros.map((p) => (p === editando ? fila : p)));
      toast.info(MENSAJES.pasajeroActualizado);
    } else {
      onCambio([...pasajeros, fila]);
      toast.info(MENSAJES.pasajeroAnadido);
    }
    setEditando(null);
    setPasajero(null);
    return true;
  };

  const editar = (i: number) => {
    setEditando(pasajeros[i]);
    setHabitacionId(pasajeros[i].HabitacionId);
    setPasajero({ Id: pasajeros[i].PasajeroId, Nombre: pasajeros[i].PasajeroNombre });
  };

  const quitar = async (i: number) => {
    if (!(await confirmar(MENSAJES.confirmarQuitar))) return;
    const quitado = pasajeros[i];
    onCambio(pasajeros.filter((_, j) => j !== i));
    if (editando === quitado) {
      setEditando(null);
      setPasajero(null);
    }
  };

  return (
    <section aria-label="Pasajeros de la reserva" className="rs-tab">
      <div className="rs-fila rs-fila--abajo">
        <SelectField label="Habitación" placeholder="Seleccione una habitación" options={habitaciones} value={habitacionId ?? ''} onChange={(e) => setHabitacionId(Number(e.target.value) || null)} />
        <Autocomplete<ItemNombre> label="Pasajero" value={pasajeroElegido} buscar={buscarPasajeros} onChange={elegir} />
        <div className="rs-botonera rs-botonera--campo">
          <button type="button" className="rc-button rc-button--primary" onClick={() => aceptar()}>
            {editando !== null ? 'Actualizar' : 'Añadir'}
          </button>
          {editando !== null && (
            <button
              type="button"
              className="rc-button"
              onClick={() => {
                setEditando(null);
                setPasajero(null);
              }}
            >
              Cancelar
            </button>
          )}
          <button type="button" className="rc-button" aria-expanded={nuevo} onClick={() => setNuevo((v) => !v)}>
            Nuevo pasajero
          </button>
        </div>
      </div>
      {nuevo && (
        <ClienteRapido
          sujeto="pasajero"
          giroId={GIRO_PARTICULAR}
          paisInicial={config?.PaisId ?? PAIS_CON_CIUDAD}
          onCreado={(creado) => {
            // A guest is created to stay: it goes into the chosen room at once, as if picked and
            // added. Without a room it stays picked, and the room's message says what is missing.
            recordar(creado);
            if (!aceptar(creado)) setPasajero(creado);
            setNuevo(false);
          }}
        />
      )}
      {pasajeros.length === 0 ? (
        <p className="rs-vacio" role="status">
          No hay pasajeros.
        </p>
      ) : (
        <table className="rs-tabla" aria-label="Pasajeros">
          <thead>
            <tr>
              <th scope="col">Habitación</th>
              <th scope="col">Pasajero</th>
              <th scope="col">Documento</th>
              <th scope="col">
                <span className="rc-visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...pasajeros.keys()]
              .sort((a, b) => pasajeros[a].HabitacionNombre.localeCompare(pasajeros[b].HabitacionNombre, 'es', { numeric: true }))
              .map((i) => (
                <tr key={`${pasajeros[i].Id ?? 'n'}-${i}`} aria-current={editando === pasajeros[i] || undefined}>
                  <td>{pasajeros[i].HabitacionNombre}</td>
                  <td>{pasajeros[i].PasajeroNombre}</td>
                  <td>{textoDocumento(documentos.get(pasajeros[i].PasajeroId))}</td>
                  <td className="rs-tabla__acciones">
                    <button type="button" className="rc-button" aria-label={`Editar ${pasajeros[i].PasajeroNombre}`} onClick={() => editar(i)}>
                      Editar
                    </button>
                    <button type="button" className="rc-button rc-button--danger" aria-label={`Quitar ${pasajeros[i].PasajeroNombre}`} onClick={() => void quitar(i)}>
                      Quitar
                    </button>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
