import { requestContext } from '@recepcion/platform';

/** The request's day, `yyyy-MM-dd` in UTC (the days of the provider's tools are UTC days). */
export const hoyUtc = (): string => requestContext.require().now.toISOString().slice(0, 10);
