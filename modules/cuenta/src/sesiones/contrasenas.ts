import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export function hashContrasena(contrasena: string): Promise<string> {
  return hash(contrasena);
}

// Compared against when the e-mail is unknown, so both answers take the same time.
let hashSenuelo: Promise<string> | undefined;

export async function verificarContrasena(hashGuardado: string | undefined, contrasena: string): Promise<boolean> {
  try {
    hashSenuelo ??= hash('contraseña-señuelo');
    const ok = await verify(hashGuardado ?? (await hashSenuelo), contrasena);
    return hashGuardado !== undefined && ok;
  } catch {
    return false;
  }
}
