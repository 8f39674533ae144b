import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Every player polls several endpoints each second, so Fastify's per-request lines go to `debug`;
 * `info` stays readable and LOG_LEVEL=debug brings them back. Failures are still logged as errors.
 */
export class PollingFriendlyLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
