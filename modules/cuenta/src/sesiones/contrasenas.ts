import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). The test suites set
 * ARGON2_COSTE=bajo (tools/test/global-setup.js): the smallest parameters, because tests sign up
 * hundreds of users. Verifying reads the parameters from the stored hash either way.
 */
const COSTE_BAJO: Options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
let opciones: Options | undefined;

/** Set once at start-up from the configuration (CuentaModule). */
export function fijarCosteContrasenas(coste: 'normal' | 'bajo'): void {
  opciones = coste === 'bajo' ? COSTE_BAJO : undefined;
  hashSenuelo = undefined;
}

export function hashContrasena(contrasena: string): Promise<string> {
  return hash(contrasena, opciones);
}

// Compared against when the e-mail is unknown, so both answers take the same time.
let hashSenuelo: Promise<string> | undefined;

export async function verificarContrasena(hashGuardado: string | undefined, contrasena: string): Promise<boolean> {
  try {
    hashSenuelo ??= hash('contraseña-señuelo', opciones);
    const ok = await verify(hashGuardado ?? (await hashSenuelo), contrasena);
    return hashGuardado !== undefined && ok;
  } catch {
    return false;
  }
}
