import { type ActualizacionEnVivo, MENSAJES_PRUEBAS, LARGO_MAXIMO_PING, textoDePing } from '@recepcion/contracts';
import { PageHeader, TextField } from '@recepcion/ui';
import { type FormEvent, useState } from 'react';
import { AREA_ROOT, fechaHoraSegundos } from '../../lib/area';
import { type EstadoCanal, useCanalPruebas } from './use-canal-pruebas';

export const TITULO_PROBANDO_SIGNALR = 'Prueba: canal en vivo';

const METODOS: Record<ActualizacionEnVivo['metodo'], string> = { insert: 'alta', update: 'cambio', delete: 'baja' };

function textoEstado(estado: EstadoCanal): string {
  switch (estado.tipo) {
    case 'conectando':
      return 'Conectando…';
    case 'conectado':
      return 'Conectado';
    case 'desconectado':
      return 'Desconectado';
    case 'rechazado':
      return `Sin conexión: ${estado.mensaje}`;
  }
}

/** `{Id: 5, Nombre: '201', ...}` → `Id 5, 201`; anything else as short JSON. */
function resumenDatos(datos: unknown): string {
  if (datos && typeof datos === 'object') {
    const { Id, IDMoneda, Nombre } = datos as { Id?: unknown; IDMoneda?: unknown; Nombre?: unknown };
    const partes = [Id !== undefined ? `Id ${String(Id)}` : IDMoneda !== undefined ? String(IDMoneda) : null, typeof Nombre === 'string' ? Nombre : null].filter(Boolean);
    if (partes.length) return partes.join(', ');
  }
  const json = JSON.stringify(datos) ?? '';
  return json.length > 80 ? `${json.slice(0, 80)}…` : json;
}

/**
 * `/root/probando-signalr`: the live channel's second hub (operators only). A text goes as `ping`
 * and comes back with the server's time; the session hotel's changes (`up`) show as they arrive.
 */
export function ProbandoSignalrPage() {
  const canal = useCanalPruebas();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const conectado = canal.estado.tipo === 'conectado';

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    if (textoDePing({ texto }) === null) {
      setError(MENSAJES_PRUEBAS.textoNoValido);
      return;
    }
    setError(null);
    setEnviando(true);
    try {
      await canal.enviar(texto);
      setTexto('');
    } catch (motivo) {
      setError(motivo instanceof Error ? motivo.message : String(motivo));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHeader
        area={AREA_ROOT}
        titulo={TITULO_PROBANDO_SIGNALR}
        descripcion="El segundo canal en vivo del servidor, solo para operadores: envíe un texto y recibirá su eco con la hora del servidor; los cambios del hotel de la sesión aparecen al momento."
      />
      <section className="rc-card root-card" aria-label="Conexión">
        <div className="root-envio">
          <p role="status">Estado: {textoEstado(canal.estado)}</p>
          {conectado ? (
            <button type="button" className="rc-button" onClick={canal.desconectar}>
              Desconectar
            </button>
          ) : (
            canal.estado.tipo !== 'conectando' && (
              <button type="button" className="rc-button" onClick={canal.reconectar}>
                Reconectar
              </button>
            )
          )}
        </div>
        <form className="root-filtros" onSubmit={(e) => void enviar(e)}>
          <TextField label="Texto" autoComplete="off" maxLength={LARGO_MAXIMO_PING} value={texto} error={error} onChange={(e) => setTexto(e.target.value)} />
          <button type="submit" className="rc-button rc-button--primary" aria-disabled={!conectado || enviando || undefined}>
            Enviar ping
          </button>
          <button type="button" className="rc-button" onClick={canal.limpiar}>
            Limpiar
          </button>
        </form>
      </section>
      <section className="rc-card root-card" aria-labelledby="probando-signalr-ecos">
        <h2 id="probando-signalr-ecos" className="root-subtitulo">
          Ecos recibidos
        </h2>
        <ol aria-labelledby="probando-signalr-ecos" aria-live="polite">
          {canal.ecos.map((eco, i) => (
            <li key={canal.ecos.length - i}>
              «{eco.texto}»: hora del servidor {fechaHoraSegundos(eco.horaServidor)}, hotel {eco.hotelId}, {eco.demoraMs} ms
            </li>
          ))}
        </ol>
        {canal.ecos.length === 0 && <p>Todavía no hay ecos.</p>}
      </section>
      <section className="rc-card root-card" aria-labelledby="probando-signalr-cambios">
        <h2 id="probando-signalr-cambios" className="root-subtitulo">
          Cambios del hotel (up)
        </h2>
        <ol aria-labelledby="probando-signalr-cambios" aria-live="polite">
          {canal.cambios.map((c, i) => (
            <li key={canal.cambios.length - i}>
              {fechaHoraSegundos(c.recibidoEn)}: {c.entidad}, {METODOS[c.metodo] ?? c.metodo} ({resumenDatos(c.datos)})
            </li>
          ))}
        </ol>
        {canal.cambios.length === 0 && <p>Todavía no llegó ningún cambio. Modifique, por ejemplo, una habitación en otra pestaña.</p>}
      </section>
    </>
  );
}
