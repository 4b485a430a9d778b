import type { DisponibilidadTipoHabitacion, HotelPublico, IdiomaMotor, ReservaWebCuerpo, ReservaWebDetalle, ReservaWebRespuesta } from '@recepcion/contracts';
import { ESTADO_RESERVA } from '@recepcion/contracts';
import { diaEnZona, noches as contarNoches } from '@recepcion/domain';
import { api, ErrorApi, nuevaClave } from './api';
import { h, type Hijo, reemplazar } from './dom';
import { paisesEnIdioma } from './paises';
import {
  type Busqueda,
  type CampoBusqueda,
  type CampoHuesped,
  type Consulta,
  type DatosHuesped,
  delServidor,
  dinero,
  fecha,
  limitesLlegada,
  limitesSalida,
  type Mensaje,
  sumarDias,
  validarBusqueda,
  validarHuesped,
} from './reglas';
import { en } from './textos/en';
import { es, type Textos } from './textos/es';

/**
 * The guest's booking page: `/reservar/{slug}` (search, book, confirmation) and
 * `/reservar/{slug}/reserva/{token}` (the guest's own booking, and cancelling it). One state,
 * drawn whole by `render()` from it: the language switch re-renders every text, and the element
 * that had the focus (by id) gets it back.
 */

const TEXTOS: Record<IdiomaMotor, Textos> = { es, en };
const CLAVE_IDIOMA = 'reservar-idioma';
/** «Quedan N» from this many rooms down. */
const POCAS = 3;

export interface Opciones {
  /** Where the page draws (the body). */
  raiz: HTMLElement;
  /** `location.pathname`. */
  ruta: string;
  /** Today, `yyyy-MM-dd` (by default the hotel's, in its time zone once its answer arrives; until then, or without a zone, the guest's). */
  hoy?: () => string;
  /** Milliseconds, for the seconds the form was open. */
  ahora?: () => number;
  /** Stops listening to the window (tests start many pages in one window). */
  senal?: AbortSignal;
}

type Vista = 'cargando' | 'noDisponible' | 'error' | 'buscar' | 'reservar' | 'confirmacion' | 'gestionar' | 'noEncontrada';

interface Estado {
  idioma: IdiomaMotor;
  vista: Vista;
  slug: string;
  token?: string;
  hotel?: HotelPublico;
  error?: Mensaje;
  // Search
  busqueda: Busqueda;
  erroresBusqueda: Partial<Record<CampoBusqueda, Mensaje>>;
  consulta?: Consulta;
  buscando: boolean;
  resultados?: DisponibilidadTipoHabitacion[];
  avisoBusqueda?: Mensaje;
  // Booking
  tipo?: DisponibilidadTipoHabitacion;
  datos: DatosHuesped;
  erroresHuesped: Partial<Record<CampoHuesped, Mensaje>>;
  mostradoEn: number;
  /** The Idempotency-Key of the attempt under way: kept until the API answers for good. */
  clave?: string;
  enviando: boolean;
  avisoReserva?: Mensaje[];
  // Confirmation
  confirmacion?: ReservaWebRespuesta;
  emailConfirmado?: string;
  // Manage
  detalle?: ReservaWebDetalle;
  confirmandoAnulacion: boolean;
  anulando: boolean;
  recienAnulada: boolean;
  avisoGestion?: Mensaje;
}

/** The language of the address (`?idioma=en`, the confirmation mail's link), else the one chosen in this tab. */
function idiomaGuardado(): IdiomaMotor {
  try {
    const pedido = new URLSearchParams(location.search).get('idioma');
    if (pedido === 'en' || pedido === 'es') return pedido;
    return sessionStorage.getItem(CLAVE_IDIOMA) === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

/** Starts the page; resolves once its first answer is drawn. */
export function iniciar({ raiz, ruta, hoy: hoyFijo, ahora = () => Date.now(), senal }: Opciones): Promise<void> {
  const partes = /^\/reservar\/([^/]+)(?:\/reserva\/([^/]+))?\/?$/.exec(ruta);
  const estado: Estado = {
    idioma: idiomaGuardado(),
    vista: 'cargando',
    slug: partes ? decodeURIComponent(partes[1]) : '',
    token: partes?.[2] ? decodeURIComponent(partes[2]) : undefined,
    busqueda: { llegada: '', salida: '', adultos: '2', ninos: '0' },
    erroresBusqueda: {},
    buscando: false,
    datos: { nombre: '', email: '', telefono: '', paisId: '', documento: '', comentario: '', acepta: false, sitio: '' },
    erroresHuesped: {},
    mostradoEn: 0,
    enviando: false,
    confirmandoAnulacion: false,
    anulando: false,
    recienAnulada: false,
  };
  const hoy = hoyFijo ?? (() => diaEnZona(new Date(), estado.hotel?.ZonaHoraria));
  const anuncio = h('div', { id: 'anuncio', class: 'sr', role: 'status', 'aria-live': 'polite' });
  let enfocar: string | undefined;
  let busquedaEnCurso = 0;

  const t = () => TEXTOS[estado.idioma];
  const centavos = (total: number) => estado.hotel?.Centavos ?? !Number.isInteger(total);
  const anunciar = (texto: string) => {
    // Emptied first, so the same words twice are read twice.
    anuncio.textContent = '';
    setTimeout(() => (anuncio.textContent = texto), 50);
  };

  // ---------------------------------------------------------------- drawing

  function render(): void {
    const tx = t();
    const activo = document.activeElement?.id;
    document.documentElement.lang = tx.idioma;
    const vista = dibujarVista(tx);
    const titulo = estado.hotel?.Nombre ?? estado.detalle?.Hotel;
    document.title = titulo ? tx.titulo(titulo) : tx.tituloSinHotel;
    reemplazar(raiz, cabecera(tx, titulo), h('main', { id: 'contenido', tabindex: -1, class: `vista-${estado.vista}` }, vista), anuncio);
    const objetivo = (enfocar && document.getElementById(enfocar)) || (activo && document.getElementById(activo));
    enfocar = undefined;
    if (objetivo instanceof HTMLElement) objetivo.focus();
  }

  function cabecera(tx: Textos, hotel: string | undefined): HTMLElement {
    const idiomas = estado.hotel?.Idiomas;
    const conCambio = !idiomas?.length || idiomas.includes('en');
    return h(
      'header',
      { class: 'cabecera' },
      h('a', { class: 'salto', href: '#contenido' }, tx.saltarAlContenido),
      h('p', { class: 'marca' }, hotel ?? ''),
      conCambio &&
        h(
          'button',
          {
            id: 'idioma',
            type: 'button',
            class: 'idioma',
            lang: tx.cambiarIdiomaLang,
            onClick: () => {
              estado.idioma = estado.idioma === 'es' ? 'en' : 'es';
              try {
                sessionStorage.setItem(CLAVE_IDIOMA, estado.idioma);
              } catch {
                // A frame without storage: the switch lasts for this page.
              }
              render();
            },
          },
          tx.cambiarIdioma,
        ),
    );
  }

  function dibujarVista(tx: Textos): Hijo {
    switch (estado.vista) {
      case 'cargando':
        return h('p', { class: 'cargando' }, tx.cargando);
      case 'noDisponible':
        return [titulo(tx.noDisponibleTitulo), h('p', { class: 'aviso' }, tx.noDisponible), h('p', null, tx.noDisponibleAyuda)];
      case 'noEncontrada':
        return [titulo(tx.gestionTitulo), h('p', { class: 'aviso' }, tx.reservaNoEncontrada), h('p', null, tx.reservaNoEncontradaAyuda)];
      case 'error':
        return [
          titulo(tx.tituloSinHotel),
          h('p', { class: 'aviso aviso--error', role: 'alert' }, estado.error?.(tx)),
          h('button', { id: 'reintentar', type: 'button', class: 'boton', onClick: () => void cargar() }, tx.reintentarBoton),
        ];
      case 'buscar':
        return vistaBuscar(tx);
      case 'reservar':
        return vistaReservar(tx);
      case 'confirmacion':
        return vistaConfirmacion(tx);
      case 'gestionar':
        return vistaGestionar(tx);
    }
  }

  const titulo = (texto: string) => h('h1', { id: 'titulo', tabindex: -1 }, texto);

  /** A labelled field: its error under it, named by aria-describedby. */
  function campo(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, etiqueta: string, error: Mensaje | undefined, tx: Textos, clase = ''): HTMLElement {
    const id = control.id;
    if (error) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', `${id}-error`);
    }
    return h('div', { class: `campo ${clase}`.trim() }, h('label', { for: id }, etiqueta), control, error && h('p', { id: `${id}-error`, class: 'error' }, error(tx)));
  }

  // ---------------------------------------------------------------- search

  function vistaBuscar(tx: Textos): Hijo {
    const hotel = estado.hotel!;
    const hoyIso = hoy();
    const llegada = limitesLlegada(hotel, hoyIso);
    const salida = limitesSalida(hotel, hoyIso, estado.busqueda.llegada);
    const b = estado.busqueda;
    const e = estado.erroresBusqueda;
    // The chosen stay in the page's own date format (a native date input shows the browser's).
    const resumen = h('p', { id: 'resumen-fechas', class: 'estadia resumen-fechas' });
    const resumir = () => {
      const { consulta } = validarBusqueda(hotel, hoy(), { ...b, adultos: '1', ninos: '0' });
      resumen.textContent = consulta ? tx.estadia(fecha(consulta.llegada), fecha(consulta.salida), tx.noches(consulta.noches)) : '';
    };
    const inputSalida = h('input', {
      id: 'salida',
      name: 'salida',
      type: 'date',
      required: true,
      min: salida.min,
      max: salida.max,
      value: b.salida,
      onInput: (ev) => {
        b.salida = (ev.target as HTMLInputElement).value;
        resumir();
      },
    });
    const inputLlegada = h('input', {
      id: 'llegada',
      name: 'llegada',
      type: 'date',
      required: true,
      min: llegada.min,
      max: llegada.max,
      value: b.llegada,
      onInput: (ev) => {
        b.llegada = (ev.target as HTMLInputElement).value;
        // The check-out follows: its bounds, and a day that still makes a stay.
        const rango = limitesSalida(hotel, hoy(), b.llegada);
        inputSalida.min = rango.min;
        inputSalida.max = rango.max;
        if (b.llegada && (!b.salida || b.salida < rango.min || b.salida > rango.max)) {
          b.salida = rango.min;
          inputSalida.value = rango.min;
        }
        resumir();
      },
    });
    resumir();
    const numero = (id: 'adultos' | 'ninos', min: number) =>
      h('input', { id, name: id, type: 'number', inputmode: 'numeric', min, max: 20, step: 1, required: id === 'adultos', value: b[id], onInput: (ev) => (b[id] = (ev.target as HTMLInputElement).value) });
    return [
      titulo(tx.buscarTitulo),
      h('p', { class: 'intro' }, tx.buscarIntro),
      h(
        'form',
        { id: 'form-busqueda', class: 'busqueda', novalidate: true, 'aria-label': tx.buscarTitulo, onSubmit: (ev) => (ev.preventDefault(), enviarBusqueda()) },
        h('div', { class: 'fila' }, campo(inputLlegada, tx.llegada, e.llegada, tx), campo(inputSalida, tx.salida, e.salida, tx)),
        resumen,
        h('div', { class: 'fila' }, campo(numero('adultos', 1), tx.adultos, e.adultos, tx), hotel.PermiteNinos && campo(numero('ninos', 0), tx.ninos, e.ninos, tx)),
        h('button', { id: 'buscar', type: 'submit', class: 'boton boton--principal' }, tx.buscar),
      ),
      estado.consulta && resultados(tx, estado.consulta),
    ];
  }

  function resultados(tx: Textos, c: Consulta): HTMLElement {
    const lista = estado.resultados;
    const hotel = estado.hotel!;
    const noches = tx.noches(c.noches);
    return h(
      'section',
      { class: 'resultados', 'aria-labelledby': 'resultados-titulo', 'aria-busy': estado.buscando ? 'true' : false },
      h('h2', { id: 'resultados-titulo', tabindex: -1 }, tx.resultadosTitulo),
      h('p', { class: 'estadia' }, tx.estadia(fecha(c.llegada), fecha(c.salida), noches), ' · ', tx.huespedes(c.adultos, c.ninos)),
      estado.avisoBusqueda && h('p', { id: 'aviso-busqueda', class: 'aviso aviso--error', role: 'alert', tabindex: -1 }, estado.avisoBusqueda(tx)),
      estado.buscando
        ? h('p', { class: 'cargando' }, tx.buscando)
        : lista && lista.length === 0
          ? h('div', { class: 'vacio' }, h('p', { class: 'aviso' }, tx.sinResultados), h('p', null, tx.sinResultadosAyuda))
          : lista &&
            h(
              'ul',
              { class: 'tarjetas' },
              lista.map((tipo) =>
                h(
                  'li',
                  null,
                  h(
                    'article',
                    { class: 'tarjeta', 'aria-labelledby': `tipo-${tipo.TipoHabitacionId}` },
                    h('h3', { id: `tipo-${tipo.TipoHabitacionId}` }, tipo.Nombre),
                    tipo.Descripcion && h('p', { class: 'descripcion' }, tipo.Descripcion),
                    h(
                      'p',
                      { class: 'detalles' },
                      h('span', null, tx.capacidad(tipo.Capacidad)),
                      tipo.Disponibles <= POCAS && h('span', { class: 'quedan' }, tx.quedan(tipo.Disponibles)),
                    ),
                    h(
                      'div',
                      { class: 'pie' },
                      h('p', { class: 'precio' }, h('span', { class: 'total' }, dinero(tipo.Total, tipo.MonedaId, hotel.Centavos)), h('span', { class: 'nota' }, tx.totalEstadia(noches))),
                      h(
                        'button',
                        { id: `reservar-${tipo.TipoHabitacionId}`, type: 'button', class: 'boton boton--principal', onClick: () => elegir(tipo) },
                        tx.reservar,
                        h('span', { class: 'sr' }, ` ${tipo.Nombre}`),
                      ),
                    ),
                  ),
                ),
              ),
            ),
    );
  }

  function enviarBusqueda(): void {
    const { errores, consulta } = validarBusqueda(estado.hotel!, hoy(), estado.busqueda);
    estado.erroresBusqueda = errores;
    if (!consulta) {
      enfocar = (['llegada', 'salida', 'adultos', 'ninos'] as const).find((c) => errores[c]);
      render();
      return;
    }
    estado.avisoBusqueda = undefined;
    void buscar(consulta);
  }

  async function buscar(consulta: Consulta): Promise<void> {
    const esta = ++busquedaEnCurso;
    estado.consulta = consulta;
    estado.buscando = true;
    render();
    anunciar(t().buscando);
    try {
      const lista = await api.disponibilidad(estado.slug, consulta.llegada, consulta.salida, consulta.adultos, consulta.ninos);
      if (esta !== busquedaEnCurso) return;
      estado.resultados = lista;
      anunciar(lista.length ? t().resultadosAnuncio(lista.length) : t().sinResultados);
    } catch (error) {
      if (esta !== busquedaEnCurso) return;
      estado.resultados = undefined;
      estado.avisoBusqueda = mensajeDeError(error);
    }
    estado.buscando = false;
    render();
  }

  // ---------------------------------------------------------------- booking

  function elegir(tipo: DisponibilidadTipoHabitacion): void {
    estado.tipo = tipo;
    estado.vista = 'reservar';
    estado.erroresHuesped = {};
    estado.avisoReserva = undefined;
    estado.clave = undefined;
    estado.mostradoEn = ahora();
    // A guest reading Spanish most often lives where the hotel is; one reading English seldom does, and chooses.
    if (!estado.datos.paisId && estado.hotel?.PaisId && estado.idioma === 'es') estado.datos.paisId = String(estado.hotel.PaisId);
    // The phone's back button (or the browser's) returns to the results.
    history.pushState({ vista: 'reservar' }, '');
    enfocar = 'titulo';
    render();
  }

  window.addEventListener(
    'popstate',
    () => {
      if (estado.enviando || (estado.vista !== 'reservar' && estado.vista !== 'confirmacion')) return;
      const despuesDeReservar = estado.vista === 'confirmacion';
      estado.vista = 'buscar';
      enfocar = 'resultados-titulo';
      // After a booking the results have changed.
      if (despuesDeReservar && estado.consulta) void buscar(estado.consulta);
      else render();
    },
    { signal: senal },
  );

  function vistaReservar(tx: Textos): Hijo {
    const hotel = estado.hotel!;
    const tipo = estado.tipo!;
    const c = estado.consulta!;
    const d = estado.datos;
    const e = estado.erroresHuesped;
    const texto = (id: 'nombre' | 'email' | 'telefono' | 'documento', type: string, autocomplete: string, requerido: boolean) =>
      h('input', { id, name: id, type, autocomplete, required: requerido, maxlength: id === 'email' ? 254 : 100, value: d[id], onInput: (ev) => (d[id] = (ev.target as HTMLInputElement).value) });
    const pais = h(
      'select',
      { id: 'paisId', name: 'paisId', autocomplete: 'country-name', required: true, onChange: (ev) => (d.paisId = (ev.target as HTMLSelectElement).value) },
      h('option', { value: '' }, tx.seleccionePais),
      paisesEnIdioma(hotel.Paises, estado.idioma).map((p) => h('option', { value: String(p.Id), selected: String(p.Id) === d.paisId }, p.Nombre)),
    );
    const comentario = h('textarea', { id: 'comentario', name: 'comentario', rows: 3, maxlength: 1000, onInput: (ev) => (d.comentario = (ev.target as HTMLTextAreaElement).value) });
    comentario.value = d.comentario;
    const politica = tx.politica(hotel.DiasCancelacionGratis);
    const acepta = h('input', {
      id: 'acepta',
      name: 'acepta',
      type: 'checkbox',
      required: true,
      checked: d.acepta,
      'aria-invalid': e.acepta ? 'true' : false,
      'aria-describedby': e.acepta ? 'politica acepta-error' : 'politica',
      onChange: (ev) => (d.acepta = (ev.target as HTMLInputElement).checked),
    });
    return [
      titulo(tx.reservaTitulo),
      h(
        'section',
        { class: 'resumen', 'aria-label': tx.habitacion },
        h(
          'dl',
          null,
          par(tx.habitacion, tipo.Nombre),
          par(tx.fechas, tx.estadia(fecha(c.llegada), fecha(c.salida), tx.noches(c.noches))),
          par(tx.huespedesTitulo, tx.huespedes(c.adultos, c.ninos)),
          par(tx.total, dinero(tipo.Total, tipo.MonedaId, hotel.Centavos)),
        ),
        h(
          'button',
          {
            id: 'cambiar-habitacion',
            type: 'button',
            class: 'boton boton--secundario',
            onClick: () => history.back(),
          },
          tx.cambiarHabitacion,
        ),
      ),
      h(
        'form',
        { id: 'form-reserva', class: 'reserva', novalidate: true, 'aria-labelledby': 'datos-titulo', onSubmit: (ev) => (ev.preventDefault(), void enviarReserva()) },
        h('h2', { id: 'datos-titulo' }, tx.datosTitulo),
        campo(texto('nombre', 'text', 'name', true), tx.nombre, e.nombre, tx),
        campo(texto('email', 'email', 'email', true), tx.email, e.email, tx),
        campo(texto('telefono', 'tel', 'tel', true), tx.telefono, e.telefono, tx),
        campo(pais, tx.pais, e.paisId, tx),
        campo(texto('documento', 'text', 'off', false), tx.documento, undefined, tx),
        campo(comentario, tx.comentario, undefined, tx),
        // The honeypot: off-screen, out of the tab order and of the accessibility tree.
        h(
          'div',
          { class: 'trampa', 'aria-hidden': 'true' },
          h('label', { for: 'sitio' }, tx.sitio),
          h('input', { id: 'sitio', name: 'Sitio', type: 'text', tabindex: -1, autocomplete: 'off', value: d.sitio, onInput: (ev) => (d.sitio = (ev.target as HTMLInputElement).value) }),
        ),
        h('p', { id: 'politica', class: 'politica' }, politica),
        h('div', { class: 'casilla' }, acepta, h('label', { for: 'acepta' }, tx.aceptoPolitica)),
        e.acepta && h('p', { id: 'acepta-error', class: 'error' }, e.acepta(tx)),
        estado.avisoReserva && h('div', { id: 'aviso-reserva', class: 'aviso aviso--error', role: 'alert', tabindex: -1 }, estado.avisoReserva.map((m) => h('p', null, m(tx)))),
        h('button', { id: 'confirmar', type: 'submit', class: 'boton boton--principal', 'aria-disabled': estado.enviando ? 'true' : false }, estado.enviando ? tx.enviando : tx.confirmar),
      ),
    ];
  }

  async function enviarReserva(): Promise<void> {
    if (estado.enviando) return;
    const d = estado.datos;
    // A bot's browser may fill the honeypot without an input event.
    d.sitio = (document.getElementById('sitio') as HTMLInputElement | null)?.value ?? d.sitio;
    const errores = validarHuesped(d);
    estado.erroresHuesped = errores;
    if (Object.keys(errores).length > 0) {
      enfocar = (['nombre', 'email', 'telefono', 'paisId', 'acepta'] as const).find((c) => errores[c]);
      render();
      return;
    }
    const tipo = estado.tipo!;
    const c = estado.consulta!;
    const cuerpo: ReservaWebCuerpo = {
      TipoHabitacionId: tipo.TipoHabitacionId,
      CheckIn: c.llegada,
      CheckOut: c.salida,
      Adultos: c.adultos,
      Ninos: c.ninos,
      Nombre: d.nombre.trim(),
      Email: d.email.trim(),
      Telefono: d.telefono.trim(),
      PaisId: Number(d.paisId),
      Documento: d.documento.trim() || null,
      Comentario: d.comentario.trim() || null,
      AceptaPolitica: d.acepta,
      Sitio: d.sitio || null,
      SegundosLlenado: Math.max(0, Math.floor((ahora() - estado.mostradoEn) / 1000)),
      Idioma: estado.idioma,
    };
    // One key per attempt: a retry after no answer sends the same one, and the API answers the first booking.
    estado.clave ??= nuevaClave();
    estado.enviando = true;
    estado.avisoReserva = undefined;
    render();
    anunciar(t().enviando);
    try {
      const respuesta = await api.reservar(estado.slug, cuerpo, estado.clave);
      estado.clave = undefined;
      estado.confirmacion = respuesta;
      estado.emailConfirmado = cuerpo.Email;
      estado.vista = 'confirmacion';
      enfocar = 'titulo';
    } catch (error) {
      const status = error instanceof ErrorApi ? error.status : 0;
      if (status === 409) {
        // Someone took the last room: nothing was made. Back to the results, refreshed.
        estado.clave = undefined;
        estado.enviando = false;
        estado.vista = 'buscar';
        history.back();
        estado.avisoBusqueda = mensajeDeError(error, (tx) => tx.mensajes.agotado);
        await buscar(c);
        enfocar = 'aviso-busqueda';
        render();
        return;
      }
      if (status === 0 || status >= 500) estado.avisoReserva = [mensajeDeError(error), (tx) => tx.reintentar];
      else {
        estado.clave = undefined;
        estado.avisoReserva = [mensajeDeError(error)];
      }
      enfocar = 'aviso-reserva';
    }
    estado.enviando = false;
    render();
  }

  // ---------------------------------------------------------------- confirmation

  const par = (termino: string, ...valor: Hijo[]) => h('div', { class: 'par' }, h('dt', null, termino), h('dd', null, ...valor));

  function enlaceReserva(token: string): string {
    return `/reservar/${encodeURIComponent(estado.slug)}/reserva/${encodeURIComponent(token)}`;
  }

  function vistaConfirmacion(tx: Textos): Hijo {
    const r = estado.confirmacion!;
    return [
      titulo(r.EstadoId === ESTADO_RESERVA.confirmado ? tx.confirmadaTituloConfirmado : tx.confirmadaTitulo),
      h('p', { class: 'aviso aviso--exito' }, tx.correoEnviado(estado.emailConfirmado ?? '')),
      h(
        'dl',
        { class: 'ficha' },
        par(tx.codigo, h('strong', { class: 'codigo' }, String(r.Codigo))),
        par(tx.habitacion, r.TipoHabitacion),
        par(tx.llegada, fecha(r.CheckIn)),
        par(tx.salida, fecha(r.CheckOut), ` (${tx.noches(contarNoches(r.CheckIn, r.CheckOut))})`),
        par(tx.total, dinero(r.Total, r.MonedaId, centavos(r.Total))),
      ),
      h(
        'p',
        { class: 'acciones' },
        h('a', { id: 'ver-reserva', class: 'boton boton--principal', href: enlaceReserva(r.Token) }, tx.verReserva),
        h(
          'button',
          {
            id: 'otra-reserva',
            type: 'button',
            class: 'boton boton--secundario',
            // Back to the results, refreshed (see the popstate listener).
            onClick: () => history.back(),
          },
          tx.otraReserva,
        ),
      ),
    ];
  }

  // ---------------------------------------------------------------- manage

  function vistaGestionar(tx: Textos): Hijo {
    const r = estado.detalle!;
    const anulada = r.EstadoId === ESTADO_RESERVA.anulado;
    let cancelar: Hijo;
    if (estado.recienAnulada) cancelar = h('p', { id: 'anulada', class: 'aviso aviso--exito', role: 'status', tabindex: -1 }, tx.anulada);
    else if (anulada) cancelar = h('p', { class: 'aviso' }, tx.estaAnulada);
    else if (!r.PuedeAnular) cancelar = h('p', { class: 'aviso' }, tx.fueraDePlazo(fecha(r.AnularHasta)));
    else if (!estado.confirmandoAnulacion)
      cancelar = [
        h('p', null, tx.puedeAnularHasta(fecha(r.AnularHasta))),
        h(
          'button',
          {
            id: 'cancelar-reserva',
            type: 'button',
            class: 'boton boton--peligro',
            onClick: () => {
              estado.confirmandoAnulacion = true;
              estado.avisoGestion = undefined;
              enfocar = 'pregunta-anular';
              render();
            },
          },
          tx.cancelarReserva,
        ),
      ];
    else
      cancelar = h(
        'div',
        { class: 'confirmar-anulacion', role: 'group', 'aria-labelledby': 'pregunta-anular' },
        h('p', { id: 'pregunta-anular', tabindex: -1 }, tx.confirmarAnulacion(r.Codigo)),
        h(
          'div',
          { class: 'acciones' },
          h('button', { id: 'si-anular', type: 'button', class: 'boton boton--peligro', 'aria-disabled': estado.anulando ? 'true' : false, onClick: () => void anular() }, estado.anulando ? tx.anulando : tx.siAnular),
          h(
            'button',
            {
              id: 'no-anular',
              type: 'button',
              class: 'boton boton--secundario',
              onClick: () => {
                if (estado.anulando) return;
                estado.confirmandoAnulacion = false;
                enfocar = 'cancelar-reserva';
                render();
              },
            },
            tx.noAnular,
          ),
        ),
      );
    return [
      titulo(tx.gestionTitulo),
      h('p', { class: 'intro' }, tx.gestionHotel(r.Hotel)),
      h(
        'dl',
        { class: 'ficha' },
        par(tx.codigo, h('strong', { class: 'codigo' }, String(r.Codigo))),
        par(tx.titular, r.Nombre),
        par(tx.habitacion, r.TipoHabitacion),
        par(tx.llegada, fecha(r.CheckIn)),
        par(tx.salida, fecha(r.CheckOut), ` (${tx.noches(contarNoches(r.CheckIn, r.CheckOut))})`),
        par(tx.huespedesTitulo, tx.huespedes(r.Adultos, r.Ninos)),
        par(tx.total, dinero(r.Total, r.MonedaId, centavos(r.Total))),
        par(tx.estado, h('span', { class: `estado estado--${r.EstadoId}` }, (estado.idioma === 'es' ? r.EstadoNombre : undefined) || tx.estados[r.EstadoId] || r.EstadoNombre)),
      ),
      h('div', { class: 'anular' }, cancelar),
      estado.avisoGestion && h('p', { id: 'aviso-gestion', class: 'aviso aviso--error', role: 'alert', tabindex: -1 }, estado.avisoGestion(tx)),
      h('p', { class: 'acciones' }, h('a', { id: 'nueva-reserva', class: 'enlace', href: `/reservar/${encodeURIComponent(estado.slug)}` }, tx.nuevaReserva)),
    ];
  }

  async function anular(): Promise<void> {
    if (estado.anulando || !estado.token) return;
    estado.anulando = true;
    render();
    anunciar(t().anulando);
    try {
      estado.detalle = await api.anular(estado.token);
      estado.recienAnulada = true;
      enfocar = 'anulada';
    } catch (error) {
      estado.avisoGestion = error instanceof ErrorApi && error.status === 404 ? (tx) => tx.reservaNoEncontrada : mensajeDeError(error);
      enfocar = 'aviso-gestion';
    }
    estado.anulando = false;
    estado.confirmandoAnulacion = false;
    render();
  }

  // ---------------------------------------------------------------- loading

  async function cargar(): Promise<void> {
    estado.vista = 'cargando';
    render();
    if (!estado.slug) {
      estado.vista = 'noDisponible';
    } else if (estado.token) {
      const [reserva, hotel] = await Promise.allSettled([api.reserva(estado.token), api.hotel(estado.slug)]);
      if (hotel.status === 'fulfilled') estado.hotel = hotel.value;
      if (reserva.status === 'fulfilled') {
        estado.detalle = reserva.value;
        estado.vista = 'gestionar';
      } else if (reserva.reason instanceof ErrorApi && reserva.reason.status === 404) {
        estado.vista = 'noEncontrada';
      } else {
        estado.error = mensajeDeError(reserva.reason);
        estado.vista = 'error';
      }
    } else {
      try {
        const hotel = await api.hotel(estado.slug);
        estado.hotel = hotel;
        const { min } = limitesLlegada(hotel, hoy());
        estado.busqueda.llegada = min;
        estado.busqueda.salida = sumarDias(min, Math.max(1, hotel.EstanciaMinima));
        estado.vista = 'buscar';
      } catch (error) {
        if (error instanceof ErrorApi && error.status === 404) estado.vista = 'noDisponible';
        else {
          estado.error = mensajeDeError(error);
          estado.vista = 'error';
        }
      }
    }
    render();
  }

  return cargar();
}

/** What to tell the guest about a failed call: the API's Spanish message, or ours. */
function mensajeDeError(error: unknown, siNoDice?: Mensaje): Mensaje {
  if (error instanceof ErrorApi) {
    if (error.mensaje) return delServidor(error.mensaje);
    if (error.status === 0) return (tx) => tx.errorRed;
  }
  return siNoDice ?? ((tx) => tx.errorServidor);
}
