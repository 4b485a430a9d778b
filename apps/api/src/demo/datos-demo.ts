/**
 * Fills the freshly seeded demo hotel through its own public API, as reception would: charge
 * types, charges, meal plans, clients, a season with lodging prices, and reservations around
 * today, so the calendar and the lists show something on first start.
 */
type Llamada = (metodo: string, ruta: string, cuerpo?: unknown) => Promise<any>;

function clienteHttp(base: string): Llamada {
  let cookie = '';
  return async (metodo, ruta, cuerpo) => {
    const respuesta = await fetch(base + ruta, {
      method: metodo,
      headers: { ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }), 'x-requested-with': 'Recepcion', cookie },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    const sid = respuesta.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0];
    const texto = await respuesta.text();
    const datos = texto ? JSON.parse(texto) : null;
    if (!respuesta.ok) throw new Error(`${metodo} ${ruta}: ${respuesta.status} ${texto}`);
    return datos;
  };
}

const dia = (desde: Date, n: number) => new Date(Date.UTC(desde.getUTCFullYear(), desde.getUTCMonth(), desde.getUTCDate() + n)).toISOString().slice(0, 10);

export async function llenarHotelDemo(base: string, login: { email: string; password: string }, hoy = new Date()): Promise<number> {
  const api = clienteHttp(base);
  await api('POST', '/api/Cuenta/Login', login);
  const minibar = await api('POST', '/api/GruposServicio', { Nombre: 'Minibar' });
  const lavanderia = await api('POST', '/api/GruposServicio', { Nombre: 'Lavandería' });
  await api('POST', '/api/Cargos', { Nombre: 'Agua mineral', TipoCargoId: minibar.Id });
  await api('POST', '/api/Cargos', { Nombre: 'Planchado de camisa', TipoCargoId: lavanderia.Id });
  await api('POST', '/api/Regimenes', { Nombre: 'Desayuno' });
  await api('POST', '/api/Regimenes', { Nombre: 'Media pensión' });
  await api('POST', '/api/FormasPago', { Nombre: 'Efectivo' });
  await api('POST', '/api/FormasPago', { Nombre: 'Tarjeta de crédito' });

  const nombres = ['Ana Rojas', 'José Pérez', 'Camila Soto', 'Diego Fuentes', 'Valentina Muñoz', 'Matías Contreras'];
  const clientes = [];
  for (const Nombre of nombres) clientes.push(await api('POST', '/api/Clientes', { Nombre, GiroId: 1, PaisId: 35, Ciudad: 'Valparaíso' }));
  clientes.push(await api('POST', '/api/Clientes', { Nombre: 'Turismo Andes Ltda.', GiroId: 3, PaisId: 35, Ciudad: 'Santiago', Rut: '76.543.210-K', Contacto: 'Marta Vidal' }));

  const temporada = await api('POST', '/api/Temporadas', { Nombre: 'Temporada general', FechaInicial: dia(hoy, -60), FechaFinal: dia(hoy, 365) });
  const tipos = await api('GET', '/api/TiposHabitacion');
  const impuestos = await api('GET', '/api/TipoImpuestos');
  await api('POST', '/api/TarifasB', {
    TipoServicioId: 6,
    TemporadaId: temporada.Id,
    MonedaId: 'CLP',
    TipoImpuestoId: impuestos[0].Id,
    ImpuestoIncluido: true,
    PrecioPorPasajero: false,
    DetalleTarifa: [
      { ServicioId: tipos[0].Id, Valor: 45000, PaxMax: 1 },
      { ServicioId: tipos[0].Id, Valor: 59500, PaxMax: 99998 },
    ],
  });

  const habitaciones = await api('GET', '/api/Habitaciones');
  const estadias: [number, number, number, number, string | null][] = [
    // room, from (days from today), nights, client, status call
    [0, -2, 4, 0, 'CheckIn'],
    [1, -1, 2, 1, 'CheckIn'],
    [2, 0, 3, 2, 'Confirmado'],
    [3, 1, 5, 6, 'Confirmado'],
    [4, 2, 2, 3, null],
    [5, 4, 3, 4, 'ReConfirmado'],
    [6, -3, 3, 5, 'CheckOut'],
    [7, 6, 7, 6, null],
  ];
  let creadas = 0;
  for (const [h, desde, noches, c, estado] of estadias) {
    const habitacion = habitaciones[h % habitaciones.length];
    const CheckIn = dia(hoy, desde);
    const CheckOut = dia(hoy, desde + noches);
    const reserva = await api('POST', '/api/ReservasB', {
      CheckIn,
      CheckOut,
      ClienteId: clientes[c].Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuestos[0].Id,
      NombreGrupo: c === 6 ? 'Grupo Andes' : null,
      Habitaciones: [{ HabitacionId: habitacion.Id, CheckIn, CheckOut, CantidadPasajero: 2, AlojamientoPrecioUnitario: 59500 }],
    });
    if (estado === 'CheckOut') await api('GET', `/api/calendario/CheckIn/${reserva.Id}`);
    if (estado) await api('GET', `/api/calendario/${estado}/${reserva.Id}`);
    creadas++;
  }
  await api('POST', '/api/Cuenta/Logout');
  return creadas;
}
