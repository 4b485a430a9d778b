import { decide, evolve, estadoInicial, lineasQueOcupan, reconstruir } from './reserva.decider';
import { type ComandoReserva, type DatosGenerales, type EventoReserva, type LineaHabitacion, ReglaReservaError } from './reserva.types';

/** given(events).when(command) → then(events) | thenThrows(message). */
function given(eventos: EventoReserva[]) {
  const estado = eventos.reduce(evolve, estadoInicial);
  return {
    when: (comando: ComandoReserva) => ({
      then: (esperados: EventoReserva[]) => expect(decide(comando, estado)).toEqual(esperados),
      thenThrows: (mensaje: string) => {
        expect(() => decide(comando, estado)).toThrow(ReglaReservaError);
        expect(() => decide(comando, estado)).toThrow(mensaje);
      },
    }),
  };
}

const general: DatosGenerales = {
  CheckIn: '2026-12-01',
  CheckOut: '2026-12-04',
  MonedaId: 'CLP',
  TipoImpuestoId: 1,
  ImpuestoIncluido: true,
  FormaPagoId: 1,
  Comentario: null,
  ClienteId: 5,
  ClienteNombre: 'José Pérez',
  ContactoClienteNombre: null,
  ContactoClienteEmail: null,
  NombreGrupo: null,
  CantidadPasajeros: 2,
};
const linea = (cambios: Partial<LineaHabitacion> = {}): LineaHabitacion => ({
  Id: 1,
  TipoHabitacionId: 1,
  TipoHabitacionNombre: 'Doble',
  HabitacionId: 10,
  HabitacionNombre: '101',
  CheckIn: '2026-12-01',
  CheckOut: '2026-12-04',
  CantidadPasajero: 2,
  AlojamientoPrecioUnitario: 50000,
  AlojamientoTotal: 150000,
  IDServicioRegimen: null,
  RegimenPrecioUnitario: null,
  RegimenTotal: 0,
  Base: 126050,
  Impuesto: 23950,
  Total: 150000,
  IDDocumentoVenta: null,
  ...cambios,
});
const creada: EventoReserva = { type: 'ReservaCreada', data: { id: 7, hotelId: 3, estadoId: 1, general, habitaciones: [linea()] } };

describe('cuando la reserva no existe', () => {
  it('se crea sin confirmar con sus habitaciones', () => {
    given([]).when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, general, habitaciones: [linea()] } }).then([creada]);
  });

  it('se crea confirmada en un solo evento cuando el asistente lo pide', () => {
    given([])
      .when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, estadoId: 2, general, habitaciones: [linea()] } })
      .then([{ type: 'ReservaCreada', data: { id: 7, hotelId: 3, estadoId: 2, general, habitaciones: [linea()] } }]);
  });

  it('no se crea anulada ni en un estado desconocido', () => {
    given([]).when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, estadoId: 4, general, habitaciones: [linea()] } }).thenThrows('El estado no es válido');
    given([]).when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, estadoId: 5, general, habitaciones: [linea()] } }).thenThrows('El estado no es válido');
  });

  it('exige al menos una habitación', () => {
    given([]).when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, general, habitaciones: [] } }).thenThrows('Faltan ingresar las habitaciones');
  });

  it('exige que el check-out sea posterior al check-in (al menos una noche)', () => {
    given([])
      .when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, general, habitaciones: [linea({ CheckOut: '2026-12-01' })] } })
      .thenThrows('El Check-Out debe ser posterior al check-In');
  });

  it('no deja la misma habitación dos veces en noches que se solapan', () => {
    given([])
      .when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, general, habitaciones: [linea(), linea({ Id: 2, CheckIn: '2026-12-03', CheckOut: '2026-12-05' })] } })
      .thenThrows('La habitación está ocupada por la propia reserva');
  });

  it('acepta la misma habitación en estadías consecutivas', () => {
    const consecutivas = [linea(), linea({ Id: 2, CheckIn: '2026-12-04', CheckOut: '2026-12-06' })];
    expect(decide({ type: 'CrearReserva', data: { id: 7, hotelId: 3, general, habitaciones: consecutivas } }, estadoInicial)).toHaveLength(1);
  });

  it('no admite otros comandos', () => {
    given([]).when({ type: 'CambiarEstado', data: { estadoId: 2, hoy: '2027-03-01' } }).thenThrows('La reserva no existe');
  });
});

describe('la estadía de la reserva es la de sus habitaciones', () => {
  const otra = linea({ Id: 2, HabitacionId: 11, HabitacionNombre: '102', CheckIn: '2026-12-02', CheckOut: '2026-12-06' });
  it('al crearla: desde el primer check-in hasta el último check-out', () => {
    given([])
      .when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, general: { ...general, CheckIn: '2026-12-02', CheckOut: '2026-12-03' }, habitaciones: [linea(), otra] } })
      .then([{ type: 'ReservaCreada', data: { id: 7, hotelId: 3, estadoId: 1, general: { ...general, CheckIn: '2026-12-01', CheckOut: '2026-12-06' }, habitaciones: [linea(), otra] } }]);
  });
  it('al modificarla: una llegada movida que deja una habitación fuera se ensancha hasta cubrirla', () => {
    given([creada])
      .when({ type: 'ModificarReserva', data: { general: { ...general, CheckIn: '2026-11-30', CheckOut: '2026-12-03' }, habitaciones: [linea({ CheckIn: '2026-11-30', CheckOut: '2026-12-03' }), otra] } })
      .then([
        { type: 'DatosGeneralesModificados', data: { general: { ...general, CheckIn: '2026-11-30', CheckOut: '2026-12-06' } } },
        { type: 'HabitacionModificada', data: { linea: linea({ CheckIn: '2026-11-30', CheckOut: '2026-12-03' }) } },
        { type: 'HabitacionAgregada', data: { linea: otra } },
      ]);
  });
});

describe('una reserva que ya ingresó', () => {
  const ingreso: EventoReserva = { type: 'EstadoCambiado', data: { de: 1, a: 7 } };
  it('no mueve su llegada a un día posterior (ni al trasladarla ni al editarla); cambiar de habitación o adelantarla sí', () => {
    given([creada, ingreso]).when({ type: 'TrasladarReserva', data: { linea: linea({ CheckIn: '2026-12-02', CheckOut: '2026-12-05' }) } }).thenThrows('La reserva ya ingresó: su llegada no puede pasar a una fecha posterior');
    given([creada, ingreso])
      .when({ type: 'ModificarReserva', data: { general: { ...general, CheckIn: '2026-12-02' }, habitaciones: [linea({ CheckIn: '2026-12-02' })] } })
      .thenThrows('La reserva ya ingresó: su llegada no puede pasar a una fecha posterior');
    given([creada, ingreso])
      .when({ type: 'TrasladarReserva', data: { linea: linea({ HabitacionId: 11, HabitacionNombre: '102' }) } })
      .then([{ type: 'ReservaTrasladada', data: { linea: linea({ HabitacionId: 11, HabitacionNombre: '102' }) } }]);
    given([creada, ingreso])
      .when({ type: 'TrasladarReserva', data: { linea: linea({ CheckIn: '2026-11-30', CheckOut: '2026-12-03' }) } })
      .then([{ type: 'ReservaTrasladada', data: { linea: linea({ CheckIn: '2026-11-30', CheckOut: '2026-12-03' }) } }]);
  });
});

describe('cuando la reserva existe', () => {
  it('una edición completa produce solo los cambios', () => {
    const nueva = linea({ Id: 2, HabitacionId: 11, HabitacionNombre: '102' });
    given([creada])
      .when({ type: 'ModificarReserva', data: { general: { ...general, NombreGrupo: 'Boda' }, habitaciones: [linea({ CantidadPasajero: 3 }), nueva] } })
      .then([
        { type: 'DatosGeneralesModificados', data: { general: { ...general, NombreGrupo: 'Boda' } } },
        { type: 'HabitacionModificada', data: { linea: linea({ CantidadPasajero: 3 }) } },
        { type: 'HabitacionAgregada', data: { linea: nueva } },
      ]);
  });

  it('no ve cambios donde solo cambió el orden de las claves (JSONB las reordena)', () => {
    const reordenada = Object.fromEntries(Object.entries(linea()).reverse()) as LineaHabitacion;
    const generalReordenado = Object.fromEntries(Object.entries(general).reverse()) as DatosGenerales;
    given([creada]).when({ type: 'ModificarReserva', data: { general: generalReordenado, habitaciones: [reordenada] } }).then([]);
  });

  it('quitar una habitación y guardar sin cambios', () => {
    const otra = linea({ Id: 2, HabitacionId: 11 });
    const conDos: EventoReserva = { type: 'HabitacionAgregada', data: { linea: otra } };
    given([creada, conDos]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()] } }).then([{ type: 'HabitacionQuitada', data: { lineaId: 2 } }]);
    given([creada]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()] } }).then([]);
  });

  it('cambia de estado y no repite el mismo', () => {
    given([creada]).when({ type: 'CambiarEstado', data: { estadoId: 7, hoy: '2027-03-01' } }).then([{ type: 'EstadoCambiado', data: { de: 1, a: 7 } }]);
    given([creada]).when({ type: 'CambiarEstado', data: { estadoId: 1, hoy: '2027-03-01' } }).then([]);
    given([creada]).when({ type: 'CambiarEstado', data: { estadoId: 4, hoy: '2027-03-01' } }).thenThrows('El estado no es válido');
  });

  it('registra el check-in y el check-out desde el día de llegada, nunca antes', () => {
    // The stay begins on 01-12-2026.
    given([creada]).when({ type: 'CambiarEstado', data: { estadoId: 7, hoy: '2026-11-30' } }).thenThrows('La estadía aún no comienza: el check-in se registra desde el día de llegada');
    given([creada]).when({ type: 'CambiarEstado', data: { estadoId: 8, hoy: '2026-11-30' } }).thenThrows('La estadía aún no comienza: no se puede registrar su check-out');
    given([creada]).when({ type: 'CambiarEstado', data: { estadoId: 7, hoy: '2026-12-01' } }).then([{ type: 'EstadoCambiado', data: { de: 1, a: 7 } }]);
    // Confirming ahead of time is ordinary.
    given([creada]).when({ type: 'CambiarEstado', data: { estadoId: 2, hoy: '2026-11-01' } }).then([{ type: 'EstadoCambiado', data: { de: 1, a: 2 } }]);
  });

  it('se anula con un motivo y deja de ocupar habitaciones', () => {
    const anulada: EventoReserva = { type: 'ReservaAnulada', data: { motivo: 'El cliente canceló', estadoAnterior: 1 } };
    given([creada]).when({ type: 'AnularReserva', data: { motivo: ' El cliente canceló ' } }).then([anulada]);
    given([creada]).when({ type: 'AnularReserva', data: { motivo: ' ' } }).thenThrows('Indique el motivo de la anulación');
    expect(lineasQueOcupan(reconstruir([creada]))).toHaveLength(1);
    expect(lineasQueOcupan(reconstruir([creada, anulada]))).toEqual([]);
  });
});

describe('las condiciones de precio', () => {
  const condiciones = { porcentajeImpuesto: 19, centavos: false, habitacionPorPersona: false, regimenPorPersona: true };
  const conCondiciones: EventoReserva = { type: 'ReservaCreada', data: { id: 7, hotelId: 3, estadoId: 1, general, habitaciones: [linea()], condiciones } };

  it('se guardan al crear y la reserva las conserva', () => {
    given([]).when({ type: 'CrearReserva', data: { id: 7, hotelId: 3, general, habitaciones: [linea()], condiciones } }).then([conCondiciones]);
    expect(reconstruir([conCondiciones])).toMatchObject({ condiciones });
  });

  it('una edición con las mismas no emite nada; con otras, los datos generales con ellas', () => {
    given([conCondiciones]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()], condiciones } }).then([]);
    const nuevas = { ...condiciones, porcentajeImpuesto: 10 };
    given([conCondiciones]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()], condiciones: nuevas } }).then([{ type: 'DatosGeneralesModificados', data: { general, condiciones: nuevas } }]);
  });
});

describe('movimientos en el calendario', () => {
  it('traslada la estadía a otra habitación con las mismas noches, y las fechas de la reserva la siguen', () => {
    const movida = linea({ HabitacionId: 11, HabitacionNombre: '102', CheckIn: '2026-12-05', CheckOut: '2026-12-08' });
    given([creada]).when({ type: 'TrasladarReserva', data: { linea: movida } }).then([{ type: 'ReservaTrasladada', data: { linea: movida } }]);
    const estado = reconstruir([creada, { type: 'ReservaTrasladada', data: { linea: movida } }]);
    expect(estado.existe && [estado.general.CheckIn, estado.general.CheckOut]).toEqual(['2026-12-05', '2026-12-08']);
  });

  it('un traslado no cambia la cantidad de noches; un redimensionado sí, con al menos una noche', () => {
    const larga = linea({ CheckOut: '2026-12-06' });
    given([creada]).when({ type: 'TrasladarReserva', data: { linea: larga } }).thenThrows('Un traslado mantiene la cantidad de noches');
    given([creada]).when({ type: 'RedimensionarEstadia', data: { linea: larga } }).then([{ type: 'EstadiaRedimensionada', data: { linea: larga } }]);
    given([creada]).when({ type: 'RedimensionarEstadia', data: { linea: linea({ CheckOut: '2026-12-01' }) } }).thenThrows('Las reservas deben tener como mínimo una noche');
    given([creada]).when({ type: 'TrasladarReserva', data: { linea: linea({ Id: 9 }) } }).thenThrows('La habitación no pertenece a la reserva');
  });
});

describe('pasajeros, cargos y pagos', () => {
  const pasajero = { Id: 1, PasajeroId: 5, PasajeroNombre: 'José Pérez', HabitacionId: 10, HabitacionNombre: '101', IDDetalleVenta: null, sysEntrada: null, sysSalida: null };
  const cargo = {
    Id: 1, Fecha: '2026-12-02', ContactoClienteId: null, ClienteNombre: null, CargoId: 3, CargoNombre: 'Agua', Precio: 1500, Cantidad: 2, Total: 3000,
    ImpuestoIncluido: true, TipoImpuestoId: 1, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', Comentario: null, HabitacionId: 10, HabitacionNombre: '101', DocumentoVentaId: null,
  };
  const ingreso = { Id: 1, Fecha: '2026-12-01', ClienteId: 5, ClienteNombre: 'José Pérez', Concepto: 'Abono', Valor: 50000, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', FormaPagoId: 1, HabitacionId: null, HabitacionNombre: null, DocumentoVentaId: null };

  it('se agregan en una edición y solo se emite lo que cambió', () => {
    given([creada])
      .when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()], cargos: [cargo], ingresos: [ingreso], pasajeros: [pasajero] } })
      .then([
        { type: 'CargoAgregado', data: { cargo } },
        { type: 'IngresoRegistrado', data: { ingreso } },
        { type: 'PasajeroAgregado', data: { pasajero } },
      ]);
    const conTodo: EventoReserva[] = [creada, { type: 'CargoAgregado', data: { cargo } }, { type: 'IngresoRegistrado', data: { ingreso } }];
    given(conTodo)
      .when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()], cargos: [{ ...cargo, Cantidad: 3, Total: 4500 }], ingresos: [] } })
      .then([
        { type: 'CargoModificado', data: { cargo: { ...cargo, Cantidad: 3, Total: 4500 } } },
        { type: 'IngresoQuitado', data: { ingresoId: 1 } },
      ]);
  });

  it('un pasajero que cambia de habitación o de persona se modifica (no se pierde el cambio)', () => {
    const otra = linea({ Id: 2, HabitacionId: 11, HabitacionNombre: '102' });
    const conPasajero: EventoReserva[] = [creada, { type: 'HabitacionAgregada', data: { linea: otra } }, { type: 'PasajeroAgregado', data: { pasajero } }];
    const movido = { ...pasajero, HabitacionId: 11, HabitacionNombre: '102' };
    given(conPasajero)
      .when({ type: 'ModificarReserva', data: { general, habitaciones: [linea(), otra], pasajeros: [movido] } })
      .then([{ type: 'PasajeroModificado', data: { pasajero: movido } }]);
    const estado = reconstruir([...conPasajero, { type: 'PasajeroModificado', data: { pasajero: movido } }]);
    expect(estado.existe && estado.pasajeros).toEqual([movido]);
  });

  it('exigen habitación y pasajero, y una habitación de la reserva', () => {
    given([creada]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()], pasajeros: [{ ...pasajero, HabitacionId: 0 }] } }).thenThrows('Falta seleccionar la habitación');
    given([creada]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()], pasajeros: [{ ...pasajero, PasajeroId: 0 }] } }).thenThrows('Falta seleccionar el pasajero');
    given([creada]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()], cargos: [{ ...cargo, HabitacionId: 99 }] } }).thenThrows('La habitación no pertenece a la reserva');
  });

  it('viajan con la estadía cuando se traslada a otra habitación', () => {
    const movida = linea({ HabitacionId: 11, HabitacionNombre: '102' });
    const estado = reconstruir([creada, { type: 'PasajeroAgregado', data: { pasajero } }, { type: 'CargoAgregado', data: { cargo } }, { type: 'ReservaTrasladada', data: { linea: movida } }]);
    expect(estado.existe && [estado.pasajeros[0].HabitacionNombre, estado.cargos[0].HabitacionId]).toEqual(['102', 11]);
  });
});

describe('cuando la reserva está anulada', () => {
  const anulada: EventoReserva = { type: 'ReservaAnulada', data: { motivo: 'x', estadoAnterior: 1 } };
  it('no se anula otra vez', () => {
    given([creada, anulada]).when({ type: 'AnularReserva', data: { motivo: 'otra vez' } }).thenThrows('La reserva ya está anulada');
  });
  it('no se modifica ni cambia de estado', () => {
    given([creada, anulada]).when({ type: 'ModificarReserva', data: { general, habitaciones: [linea()] } }).thenThrows('La reserva está anulada');
    given([creada, anulada]).when({ type: 'CambiarEstado', data: { estadoId: 2, hoy: '2027-03-01' } }).thenThrows('La reserva está anulada');
  });
});

describe('cuando la reserva está eliminada', () => {
  it('ya no existe para ningún comando', () => {
    const eliminada: EventoReserva = { type: 'ReservaEliminada', data: {} };
    given([creada, eliminada]).when({ type: 'EliminarReserva', data: {} }).thenThrows('La reserva no existe');
    expect(lineasQueOcupan(reconstruir([creada, eliminada]))).toEqual([]);
  });
});
