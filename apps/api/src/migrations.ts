import { calendarioMigrations } from '@recepcion/calendario-module';
import { canalesMigrations } from '@recepcion/canales-module';
import { cierreMigrations } from '@recepcion/cierre-module';
import { cuentaMigrations } from '@recepcion/cuenta-module';
import { informesMigrations } from '@recepcion/informes-module';
import { maestrosMigrations } from '@recepcion/maestros-module';
import { motorMigrations } from '@recepcion/motor-module';
import { pisosMigrations } from '@recepcion/pisos-module';
import { platformMigrations, sortMigrations } from '@recepcion/platform';
import { reservasMigrations } from '@recepcion/reservas-module';
import { rootMigrations } from '@recepcion/root-module';
import { tarifarioMigrations } from '@recepcion/tarifario-module';

/** Every module's committed migrations, in one timestamp order. */
export const allMigrations = sortMigrations([platformMigrations, rootMigrations, maestrosMigrations, tarifarioMigrations, cuentaMigrations, reservasMigrations, calendarioMigrations, informesMigrations, canalesMigrations, motorMigrations, pisosMigrations, cierreMigrations]);
