import { CuentaModule } from '@recepcion/cuenta-module';
import { MaestrosModule } from '@recepcion/maestros-module';
import { RootModule } from '@recepcion/root-module';
import { TarifarioModule } from '@recepcion/tarifario-module';
import { getMetadataStorage, ValidationTypes } from 'class-validator';

/** Kinds of class-validator metadata that never answer a message of their own. */
const SIN_MENSAJE = new Set<string>([ValidationTypes.CONDITIONAL_VALIDATION, ValidationTypes.WHITELIST, ValidationTypes.PROMISE_VALIDATION]);

/**
 * Every validator in the DTOs of cuenta, maestros, tarifario and root carries its Spanish message,
 * so class-validator's English defaults ("Nombre must be shorter than…") can never reach a user.
 */
describe('validation messages of cuenta, maestros, tarifario and root', () => {
  it('every decorator of every DTO has a message', () => {
    expect([CuentaModule, MaestrosModule, TarifarioModule, RootModule]).toHaveLength(4); // loads their DTOs
    const almacen = getMetadataStorage() as unknown as { validationMetadatas: Map<abstract new (...args: never[]) => unknown, { type: string; name?: string; propertyName: string; message?: unknown }[]> };
    const sinMensaje: string[] = [];
    let revisados = 0;
    for (const [clase, reglas] of almacen.validationMetadatas) {
      for (const regla of reglas) {
        if (SIN_MENSAJE.has(regla.type)) continue;
        revisados++;
        if (regla.message === undefined || regla.message === '') sinMensaje.push(`${clase.name}.${regla.propertyName} (${regla.name ?? regla.type})`);
      }
    }
    expect(revisados).toBeGreaterThan(100);
    expect(sinMensaje).toEqual([]);
  });
});
