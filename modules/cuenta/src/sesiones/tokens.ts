import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and password-reset links. */
export const nuevoToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
