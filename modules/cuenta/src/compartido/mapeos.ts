import type { Configuracion, UsuarioSesion } from '@recepcion/contracts';
import type { ConfiguracionHotel } from '../entities/configuracion.entity';
import type { Usuario } from '../entities/usuario.entity';

export function toConfiguracion(c: ConfiguracionHotel): Configuracion {
  return {
    Id: c.id,
    HotelId: c.hotelId,
    Nombre: c.nombre,
    MonedaId: c.monedaId ?? null,
    TipoImpuestoId: c.tipoImpuestoId ?? null,
    ImpuestoIncluido: c.impuestoIncluido,
    TipoImpuestoSAId: c.tipoImpuestoSaId ?? null,
    ImpuestoIncluidoSA: c.impuestoIncluidoSa,
    PrecioHabitacionPorPersona: c.precioHabitacionPorPersona,
    PrecioRegimenPorPersona: c.precioRegimenPorPersona,
    Encabezado: c.encabezado ?? null,
    PaisId: c.paisId ?? null,
    Configurado: c.configurado,
    Email: c.email ?? null,
    ZonaHoraria: c.zonaHoraria ?? null,
  };
}

/** `tipoUsuario`: the user's type in the hotel of the session ('AD' for an operator). */
export function toUsuarioSesion(u: Usuario, tipoUsuario: string): UsuarioSesion {
  return { Id: u.id, Nombre: u.nombre, Email: u.email, EsOperador: u.esOperador, TipoUsuario: u.esOperador ? 'AD' : tipoUsuario, CorreoVerificado: Boolean(u.correoVerificadoEn) };
}

export const normalizarEmail = (email: string) => email.trim().toLowerCase();
