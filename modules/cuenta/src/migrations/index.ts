import type { NamedMigration } from '@recepcion/platform';
import { CuentaMigration } from './20261122000500-cuenta.migration';
import { ClaveCheckOutMigration } from './20261122001200-clave-check-out.migration';
import { ContadorIntentosLoginMigration } from './20261123000100-contador-intentos-login.migration';
import { AccesoComoHotelMigration } from './20261123002000-acceso-como-hotel.migration';
import { InvitacionHotelMigration } from './20261125000100-invitacion-hotel.migration';
import { CorreoVerificadoMigration } from './20261201002000-correo-verificado.migration';
import { ZonaHorariaDelHotelMigration } from './20261211100000-zona-horaria-del-hotel.migration';

export const cuentaMigrations: NamedMigration[] = [
  { name: '20261122000500-cuenta', class: CuentaMigration },
  { name: '20261122001200-clave-check-out', class: ClaveCheckOutMigration },
  { name: '20261123000100-contador-intentos-login', class: ContadorIntentosLoginMigration },
  { name: '20261123002000-acceso-como-hotel', class: AccesoComoHotelMigration },
  { name: '20261125000100-invitacion-hotel', class: InvitacionHotelMigration },
  { name: '20261201002000-correo-verificado', class: CorreoVerificadoMigration },
  { name: '20261211100000-zona-horaria-del-hotel', class: ZonaHorariaDelHotelMigration },
];
