import type { NamedMigration } from '@recepcion/platform';
import { MaestrosMigration } from './20261122000300-maestros.migration';
import { CatalogosMaestrosMigration } from './20261122000600-catalogos-maestros.migration';
import { ClientesMigration } from './20261122000900-clientes.migration';
import { DocumentoClienteMigration } from './20261126000100-documento-cliente.migration';
import { PaisesDelMundoMigration } from './20261209100000-paises-del-mundo.migration';
import { IslasAlandMigration } from './20261210110000-islas-aland.migration';
import { MonedaDeCadaPaisMigration } from './20261210120100-moneda-de-cada-pais.migration';

export const maestrosMigrations: NamedMigration[] = [
  { name: '20261122000300-maestros', class: MaestrosMigration },
  { name: '20261122000600-catalogos-maestros', class: CatalogosMaestrosMigration },
  { name: '20261122000900-clientes', class: ClientesMigration },
  { name: '20261126000100-documento-cliente', class: DocumentoClienteMigration },
  { name: '20261209100000-paises-del-mundo', class: PaisesDelMundoMigration },
  { name: '20261210110000-islas-aland', class: IslasAlandMigration },
  { name: '20261210120100-moneda-de-cada-pais', class: MonedaDeCadaPaisMigration },
];
