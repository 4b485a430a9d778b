import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CrearOperador } from '@recepcion/cuenta-module';
import { comoSistema } from '@recepcion/platform';
import { type Cliente, nuevoCliente } from '@recepcion/testing';
import type { TestApi } from './test-api';

/** An operator made the way the CLI makes one, signed in through the API. */
export async function operadorConSesion(api: TestApi): Promise<Cliente> {
  const email = `operador-${randomUUID()}@proveedor.test`;
  const password = 'operador-secreto';
  await comoSistema(api.app, () => api.app.get(CommandBus).execute(new CrearOperador(email, 'Operador', password)));
  const cliente = nuevoCliente(api.server);
  const login = await cliente.post('/api/Cuenta/Login').send({ email, password });
  if (login.status !== 200) throw new Error(`Login de operador falló: ${JSON.stringify(login.body)}`);
  return cliente;
}
