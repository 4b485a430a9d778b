import type { NamedMigration } from '@recepcion/platform';
import { ReservasMigration } from './20261122001000-reservas.migration';
import { BloqueosEsperaGastosMigration } from './20261122001100-bloqueos-espera-gastos.migration';
import { ReservaEstadiaGistMigration } from './20261122001300-reserva-estadia-gist.migration';
import { EventosBloqueosMigration } from './20261122001400-eventos-bloqueos.migration';
import { ReservaSaldosMigration } from './20261126100000-reserva-saldos.migration';
import { ReservaSinIndiceEstadiaMigration } from './20261129000100-reserva-sin-indice-estadia.migration';
import { BloqueosDeCanalMigration } from './20261201000100-bloqueos-de-canal.migration';
import { FueraDeServicioMigration } from './20261201000600-fuera-de-servicio.migration';
import { ListaEsperaOfertasMigration } from './20261204100000-lista-espera-ofertas.migration';

export const reservasMigrations: NamedMigration[] = [
  { name: '20261122001000-reservas', class: ReservasMigration },
  { name: '20261122001100-bloqueos-espera-gastos', class: BloqueosEsperaGastosMigration },
  { name: '20261122001300-reserva-estadia-gist', class: ReservaEstadiaGistMigration },
  { name: '20261122001400-eventos-bloqueos', class: EventosBloqueosMigration },
  { name: '20261126100000-reserva-saldos', class: ReservaSaldosMigration },
  { name: '20261129000100-reserva-sin-indice-estadia', class: ReservaSinIndiceEstadiaMigration },
  { name: '20261201000100-bloqueos-de-canal', class: BloqueosDeCanalMigration },
  { name: '20261201000600-fuera-de-servicio', class: FueraDeServicioMigration },
  { name: '20261204100000-lista-espera-ofertas', class: ListaEsperaOfertasMigration },
];
