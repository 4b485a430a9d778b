import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LimiteSolicitudes, NoEncontradoError, Publico } from '@recepcion/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FeedIcal, LeerFeedIcal } from './feed-ical.query';

const TOKEN = /^([A-Za-z0-9_-]{22,64})\.ics$/;

/**
 * `GET /ical/{token}.ics`, outside /api: what channels (Booking.com, Airbnb, Google) poll every few
 * minutes. No session, no personal data; a wrong token is a plain 404, and one address may not
 * poll more than a channel would.
 */
@ApiTags('Canales')
@Controller('ical')
export class FeedIcalController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':archivo')
  @ApiOperation({ summary: "A room's occupations as an iCalendar feed (RFC 5545) for channels: no session, no guest data" })
  @ApiParam({ name: 'archivo', description: '`{token}.ics`, the secret of `GET /api/Habitaciones/{id}/Ical` or `GET /api/Canales/{id}/Ical`' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a previous answer: 304 when unchanged' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'VCALENDAR with one all-day VEVENT per stay (SUMMARY Reservado / No disponible); ETag and Last-Modified', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 304, description: 'Unchanged since the ETag or date sent' })
  @ApiNotFoundResponse({ description: 'No feed with that token (a renewed one, or a guess)' })
  @Publico()
  @LimiteSolicitudes({ max: 120, ventanaMs: 60_000 })
  async feed(@Param('archivo') archivo: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const token = TOKEN.exec(archivo)?.[1];
    const feed = token ? await this.queryBus.execute<LeerFeedIcal, FeedIcal | null>(new LeerFeedIcal(token)) : null;
    if (!feed) throw new NoEncontradoError('calendario');
    void reply.header('etag', feed.etag).header('last-modified', feed.modificado.toUTCString()).header('cache-control', 'private, max-age=60');
    const noCambio = request.headers['if-none-match'] === feed.etag || (!request.headers['if-none-match'] && request.headers['if-modified-since'] && Date.parse(request.headers['if-modified-since']) >= feed.modificado.getTime());
    if (noCambio) {
      void reply.status(304).send();
      return;
    }
    void reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="recepcion.ics"').send(feed.cuerpo);
  }
}
