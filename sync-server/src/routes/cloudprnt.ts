/**
 * Star CloudPRNT's three calls (PRN8, printing/cloudprnt.ts), authenticated by the secret in the printer's URL and
 * its MAC, not by a session: a printer has no cookie. Wrong secret or MAC: 401, without saying which. The query's
 * `token` is CloudPRNT's job token (the job's id), as the printer echoes it.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import {
  authenticPrinter,
  fetchJob,
  finishJob,
  leasedJob,
  mediaTypeOf,
  nextJobId,
} from '../printing/cloudprnt.ts';
import { payloadFor } from '../printing/job-payload.ts';

const tags = ['print'];
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const idText = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const params = v.object({ id: idText, secret: idText }, 'Invalid request!');
const query = v.object(
  { mac: text(64), type: text(100), token: text(100), code: text(100) },
  'Invalid request!',
);
const pollBody = v.looseObject({
  printerMAC: v.optional(v.pipe(v.string(), v.maxLength(64))),
  statusCode: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export default async function cloudPrntRoutes(app: FastifyInstance) {
  const printer = async (id: string, secret: string, mac: string | null) => {
    const row = await authenticPrinter(app.database, id, secret, mac);
    if (!row) throw new HttpError(401, 'Unknown printer or token!');
    app.printing.polls.set(row.id, app.now());
    return row;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/cloudprnt/:id/:secret',
    summary: 'CloudPRNT poll: is a job ready for this printer',
    tags,
    params,
    body: pollBody,
    handler: async (_request, _reply, input) => {
      const row = await printer(input.params.id, input.params.secret, input.body.printerMAC ?? null);
      const jobId = await nextJobId(app.database, row.id, app.now());
      return jobId
        ? { jobReady: true, mediaTypes: [mediaTypeOf(row.language)], jobToken: jobId }
        : { jobReady: false };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/cloudprnt/:id/:secret',
    summary: 'CloudPRNT job fetch: the job bytes in the media type asked for',
    tags,
    params,
    query,
    handler: async (_request, reply, input) => {
      const row = await printer(input.params.id, input.params.secret, input.query.mac || null);
      const now = app.now();
      const jobId = input.query.token || (await nextJobId(app.database, row.id, now));
      const job = jobId ? await fetchJob(app.database, row.id, jobId, now) : null;
      if (!job) throw new HttpError(404, 'No job ready!');
      // PRN11: a job moved here from a printer of another paper or language is rendered for this one
      const bytes = await payloadFor(job, row);
      return reply.header('content-type', mediaTypeOf(row.language)).send(Buffer.from(bytes));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/cloudprnt/:id/:secret',
    summary: 'CloudPRNT job done: code 200 printed, any other code retried',
    tags,
    params,
    query,
    handler: async (_request, _reply, input) => {
      const row = await printer(input.params.id, input.params.secret, input.query.mac || null);
      const jobId = input.query.token || (await leasedJob(app.database, row.id));
      if (jobId) await finishJob(app.database, row.id, jobId, input.query.code || '200 OK', app.now());
      app.printing.announceStatus(row.tenantId);
      return { message: 'OK' };
    },
  });
}
