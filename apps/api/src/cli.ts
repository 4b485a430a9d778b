import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { CrearOperador } from '@recepcion/cuenta-module';
import { comoSistema, createLogger, openDatabase, readAppConfig, runMigrations } from '@recepcion/platform';
import { AppModule } from './app.module';
import { allMigrations } from './migrations';
import { reconstruirTodo } from './replay';

const AYUDA = `Uso:
  npm run cli -- create-operator --email <correo> --nombre <nombre> --password <contraseña>
      Crea un operador (personal del proveedor, con acceso al área root) o promueve a un usuario existente.
  npm run cli -- replay [--hotel <id>]
      Reconstruye las reservas (modelo de lectura y ocupación), el calendario y los informes a partir de sus eventos.

Con la base embebida, detenga antes el servidor: PGlite admite un solo proceso.`;

const COMANDOS = ['create-operator', 'replay'];

async function main() {
  const [comando, ...resto] = process.argv.slice(2);
  if (!COMANDOS.includes(comando)) {
    process.stdout.write(`${AYUDA}\n`);
    process.exit(comando ? 1 : 0);
  }
  const { values } = parseArgs({ args: resto, options: { email: { type: 'string' }, nombre: { type: 'string' }, password: { type: 'string' }, hotel: { type: 'string' } } });
  if (comando === 'create-operator' && (!values.email || !values.password || values.password.length < 8)) {
    process.stderr.write('Indique --email y --password (al menos 8 caracteres).\n');
    process.exit(1);
  }
  const config = readAppConfig(process.env, path.resolve(__dirname, '../../..'));
  const logger = createLogger('warn');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sentencias: config.databaseSentencias });
  try {
    await runMigrations(database.url, allMigrations);
    const app = await NestFactory.createApplicationContext(AppModule.register({ config, database, logger }), { logger: false });
    if (comando === 'replay') {
      const r = await reconstruirTodo(app, values.hotel ? Number(values.hotel) : undefined);
      const ms = (segundos: number) => Math.round(segundos * 1000);
      process.stdout.write(`Reservas reconstruidas desde sus eventos: ${r.reservas.n} (${ms(r.reservas.segundos)} ms)\n`);
      process.stdout.write(`Calendario reconstruido desde ${r.calendario.n} eventos (${ms(r.calendario.segundos)} ms)\n`);
      process.stdout.write(`Informes reconstruidos desde ${r.informes.n} eventos (${ms(r.informes.segundos)} ms)\n`);
      process.stdout.write(`Total: ${ms(r.segundos)} ms\n`);
    } else {
      const resultado = await comoSistema(app, () =>
        app.get(CommandBus).execute(new CrearOperador(values.email!, values.nombre ?? values.email!, values.password!)),
      );
      process.stdout.write(`${resultado.nuevo ? 'Operador creado' : 'Usuario promovido a operador'}: ${values.email} (usuario ${resultado.usuarioId}, hotel ${resultado.hotelId})\n`);
    }
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.message ?? error}\n`);
  process.exit(1);
});
