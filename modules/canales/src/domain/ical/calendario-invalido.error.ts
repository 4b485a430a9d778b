/** The text fetched is not an iCalendar (an HTML login page, an empty body, a cut download). */
export class CalendarioInvalidoError extends Error {
  override readonly name = 'CalendarioInvalidoError';
}
