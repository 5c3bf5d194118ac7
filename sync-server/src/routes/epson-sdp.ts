/**
 * Epson Server Direct Print (PRN12, printing/epson-sdp.ts): the printer POSTs form fields to
 * `/api/v1/epson-sdp/{id}/{secret}`, authenticated by the secret in its URL and the device ID it first polled
 * with (as CloudPRNT's MAC), not by a session. Wrong secret or ID: 401. GetRequest is answered with ePOS-Print XML
 * or an empty body; SetResponse with an empty body.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { authenticPrinter } from '../printing/cloudprnt.ts';
import { finishSdpJob, nextSdpRequest, readSdpResult } from '../printing/epson-sdp.ts';

const idText = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const params = v.object({ id: idText, secret: idText }, 'Invalid request!');
const field = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
const body = v.looseObject(
  {
    ConnectionType: field(20),
    ID: field(64),
    Name: field(100),
    ResponseFile: field(64 * 1024),
  },
  'Invalid request!',
);

export default async function epsonSdpRoutes(app: FastifyInstance) {
  // the printer posts an HTML form (application/x-www-form-urlencoded); this plugin's parser only
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 128 * 1024 },
    (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
  );

  defineRoute(app, {
    method: 'POST',
    url: '/epson-sdp/:id/:secret',
    summary:
      'Epson Server Direct Print: GetRequest answered with a job as ePOS-Print XML; SetResponse its result',
    tags: ['print'],
    params,
    body,
    handler: async (_request, reply, input) => {
      const { id, secret } = input.params;
      const row = await authenticPrinter(app.database, id, secret, input.body.ID ?? null, 'epson-sdp');
      if (!row) throw new HttpError(401, 'Unknown printer or token!');
      const now = app.now();
      app.printing.polls.set(row.id, now);
      reply.header('content-type', 'text/xml; charset=utf-8');
      if (input.body.ConnectionType === 'GetRequest') {
        const xml = await nextSdpRequest(app.database, row, now);
        return reply.send(xml ?? '');
      }
      if (input.body.ConnectionType === 'SetResponse') {
        const result = readSdpResult(input.body.ResponseFile ?? '');
        if (result) await finishSdpJob(app.database, row, result, now);
        app.printing.announceStatus(row.tenantId);
      }
      return reply.send('');
    },
  });
}
