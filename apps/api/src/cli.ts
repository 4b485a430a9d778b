import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { comoSistema, CrearOperador } from '@recepcion/cuenta-module';
import { createLogger, openDatabase, readAppConfig, runMigrations } from '@recepcion/platform';
import { AppModule } from './app.module';
import { allMigrations } from './migrations';

const AYUDA = `Uso: npm run cli -- create-operator --email <correo> --nombre <nombre> --password <contraseña>

Crea un operador (personal del proveedor, con acceso al área root) o promueve a un usuario existente.
Con la base embebida, detenga antes el servidor: PGlite admite un solo proceso.`;

async function main() {
  const [comando, ...resto] = process.argv.slice(2);
  if (comando !== 'create-operator') {
    process.stdout.write(`${AYUDA}\n`);
    process.exit(comando ? 1 : 0);
  }
  const { values } = parseArgs({ args: resto, options: { email: { type: 'string' }, nombre: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password || values.password.length < 8) {
    process.stderr.write('Indique --email y --password (al menos 8 caracteres).\n');
    process.exit(1);
  }
  const config = readAppConfig(process.env, path.resolve(__dirname, '../../..'));
  const logger = createLogger('warn');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.url, allMigrations);
    const app = await NestFactory.createApplicationContext(AppModule.register({ config, database, logger }), { logger: false });
    const resultado = await comoSistema(app, () =>
      app.get(CommandBus).execute(new CrearOperador(values.email!, values.nombre ?? values.email!, values.password!)),
    );
    process.stdout.write(`${resultado.nuevo ? 'Operador creado' : 'Usuario promovido a operador'}: ${values.email} (usuario ${resultado.usuarioId}, hotel ${resultado.hotelId})\n`);
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.message ?? error}\n`);
  process.exit(1);
});
