import { BadRequestException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { StreamVersionConflictError } from '../event-store/event-store.errors';
import { requestContext } from '../context/request-context';
import { NoEncontradoError, ReglaNegocioError, SesionExpiradaError, SinPermisoError } from './domain-errors';
import { toCatalogueAnswer } from './error-catalogue.filter';

describe('error catalogue', () => {
  it('400 carries the rule message as Message', () => {
    expect(toCatalogueAnswer(new ReglaNegocioError('Habitación no disponible'))).toEqual({
      status: 400,
      body: { Message: 'Habitación no disponible' },
    });
    expect(toCatalogueAnswer(new BadRequestException({ Message: 'Seleccione una moneda' }))).toEqual({
      status: 400,
      body: { Message: 'Seleccione una moneda' },
    });
  });

  it('404 always says No se encontro, whatever was missing', () => {
    expect(toCatalogueAnswer(new NoEncontradoError('reserva 9'))).toEqual({ status: 404, body: { Message: 'No se encontro' } });
    // A call whose contract names a detailed message (the start-up call's) carries it beside.
    expect(toCatalogueAnswer(new NoEncontradoError('hotel', 'No se ha encontrado'))).toEqual({ status: 404, body: { Message: 'No se encontro', detailedMessage: 'No se ha encontrado' } });
    expect(toCatalogueAnswer(new NotFoundException('Cannot GET /api/x'))).toEqual({ status: 404, body: { Message: 'No se encontro' } });
  });

  it('500 answers Message and detailedMessage with a reference, never the error text or stack', () => {
    const answer = requestContext.run({ requestId: 'req-1', now: new Date() }, () =>
      toCatalogueAnswer(new Error('password authentication failed for user postgres')),
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      Message: 'Ocurrió un error en el servidor',
      detailedMessage: 'Ocurrió un error en el servidor (referencia req-1)',
    });
  });

  it('an expired session answers 500 whose detailedMessage starts with Vuelva a iniciar sesión', () => {
    const answer = toCatalogueAnswer(new SesionExpiradaError());
    expect(answer.status).toBe(500);
    expect(answer.body.detailedMessage?.startsWith('Vuelva a iniciar sesión')).toBe(true);
  });

  it('a stale stream version answers 409, a refused operator area 403', () => {
    expect(toCatalogueAnswer(new StreamVersionConflictError('reserva-1', 3, 4)).status).toBe(409);
    expect(toCatalogueAnswer(new SinPermisoError()).status).toBe(403);
    expect(toCatalogueAnswer(new ForbiddenException()).body.Message).toBe('No tiene permiso para esta operación');
  });

  it('hides framework English behind a Spanish text for its status', () => {
    expect(toCatalogueAnswer(new HttpException('Unsupported Media Type: text/plain', 415))).toEqual({
      status: 415,
      body: { Message: 'Tipo de contenido no admitido' },
    });
  });

  it('answers a PostgreSQL data exception (the value sent did not fit) with a Spanish 400', () => {
    const error = (code: string) => Object.assign(new Error('value "2147483648" is out of range for type integer'), { code });
    expect(toCatalogueAnswer(error('22003'))).toEqual({ status: 400, body: { Message: 'Un número enviado está fuera de rango' } });
    expect(toCatalogueAnswer(error('22P02'))).toEqual({ status: 400, body: { Message: 'La solicitud no es válida' } });
    expect(toCatalogueAnswer(error('23502')).status).toBe(500);
  });
});
