import { formatearFecha } from '@recepcion/domain';
import { DateInput, TextField, toast } from '@recepcion/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MENSAJES } from '../../mensajes';
import { buscarReservas } from './api/buscar-reservas';
import type { ResultadoBusqueda } from './tipos';

/**
 * Search by date and text (spec section 2): one result jumps to its week at once; several are
 * listed to choose from.
 */
export function BusquedaReservas({
  id,
  plegada = false,
  fechaInicial,
  onElegir,
  revision,
}: {
  id?: string;
  /** Folded on a phone (the toolbar's 'Búsqueda' button unfolds it); always shown on a wide screen. */
  plegada?: boolean;
  fechaInicial: string;
  onElegir: (fecha: string, reservaId: number) => void;
  /** Changes whenever the calendar's window is read again (a move, a live change): listed results are asked again. */
  revision?: unknown;
}) {
  const [fecha, setFecha] = useState<string | null>(fechaInicial);
  const [texto, setTexto] = useState('');
  const [resultados, setResultados] = useState<ResultadoBusqueda[] | null>(null);
  const [buscando, setBuscando] = useState(false);
  /** The search whose results are listed. */
  const listada = useRef<{ fecha: string; texto: string } | null>(null);

  // A reservation moved (or changed) while its result is listed: the list shows its new date.
  useEffect(() => {
    const criterio = listada.current;
    if (!criterio) return undefined;
    let vigente = true;
    buscarReservas(criterio.fecha, criterio.texto).then(
      (encontrados) => {
        if (!vigente || listada.current !== criterio) return;
        if (encontrados.length === 0) {
          listada.current = null;
          setResultados(null);
        } else setResultados(encontrados);
      },
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, [revision]);

  const mostrar = (lista: ResultadoBusqueda[] | null, criterio: { fecha: string; texto: string } | null = null) => {
    listada.current = lista ? criterio : null;
    setResultados(lista);
  };

  const buscar = async (e: FormEvent) => {
    e.preventDefault();
    if (!texto.trim() || !fecha) return;
    setBuscando(true);
    try {
      const encontrados = await buscarReservas(fecha, texto.trim());
      if (encontrados.length === 0) {
        toast.info(MENSAJES.sinResultados);
        mostrar(null);
      } else if (encontrados.length === 1) {
        mostrar(null);
        onElegir(encontrados[0].Fecha, encontrados[0].Id);
      } else mostrar(encontrados, { fecha, texto: texto.trim() });
    } catch {
      // The API client has shown the error.
    } finally {
      setBuscando(false);
    }
  };

  return (
    <form id={id} className={`cal-search${plegada ? ' cal-search--plegada' : ''}`} role="search" aria-label="Buscar reservas" onSubmit={buscar}>
      <DateInput label="Desde" value={fecha} onChange={setFecha} className="cal-search__fecha" />
      <TextField label="Buscar reserva" value={texto} onChange={(e) => setTexto(e.target.value)} placeholder="Cliente o grupo" />
      <button type="submit" className="rc-button" aria-busy={buscando || undefined}>
        Buscar
      </button>
      {resultados && (
        <ul className="cal-search__results" aria-label="Resultados de la búsqueda">
          {resultados.map((r) => (
            <li key={`${r.Id}-${r.Fecha}`}>
              <button
                type="button"
                className="cal-search__result"
                onClick={() => {
                  mostrar(null);
                  onElegir(r.Fecha, r.Id);
                }}
              >
                {formatearFecha(r.Fecha)} · {r.Nombre}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
