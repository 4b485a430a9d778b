import { requestContext } from './request-context';

/** The request's day, `yyyy-MM-dd` in UTC: the product's "today" (the clock a test sets, too). */
export const hoyUtc = (): string => requestContext.require().now.toISOString().slice(0, 10);
