/** Injection tokens the platform provides to every module. */
export const APP_CONFIG = Symbol('AppConfig');
export const DATABASE_CONNECTION = Symbol('DatabaseConnection');
export const LOGGER = Symbol('Logger');
export const CLOCK = Symbol('Clock');

/** The only source of "now" on the server; tests replace it. */
export type Clock = () => Date;
