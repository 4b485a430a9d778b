/** `POST /api/Logger` body (spec section 7). */
export interface LoggerEntradaDto {
  message: string;
  url?: string;
  tag?: string;
  userAgent?: string;
  hotelIdClient?: string | number | null;
  userIdClient?: string | number | null;
  versionClient?: string;
  navegador?: string;
  sistemaOperativo?: string;
  lastClick?: string;
  category?: string;
  lineNumber?: number;
  columnNumber?: number;
  stackTrace?: string;
}

/** `POST /api/Logger`: the id of the entry stored. */
export interface LogRegistrado {
  Id: number;
}

/** A stored log entry as `GET /api/Logger` returns it (spec section 3, "Log entry"). */
export interface LogEntry {
  Id: number;
  Tag: string | null;
  Message: string;
  Category: string | null;
  Url: string | null;
  HotelIdClient: string | null;
  UserIdClient: string | null;
  VersionClient: string | null;
  VersionBackend: string;
  Navegador: string | null;
  SistemaOperativo: string | null;
  LastClick: string | null;
  LineNumber: number | null;
  ColumnNumber: number | null;
  StackTrace: string | null;
  UserAgent: string | null;
  CreatedAt: string;
}
