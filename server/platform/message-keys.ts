import type { FastifyInstance } from 'fastify';
import { identifyMessage } from '../../contract/message-catalogue';

/**
 * Sends each `message` with its code in the contract's catalogue (`messageKey`) and, for a
 * message with names or figures, its parts (`messageParams`), so a client says it in its own
 * language by code rather than by English text.
 */
export function registerMessageKeys(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { message } = payload as { message?: unknown };
    const found = typeof message === 'string' ? identifyMessage(message) : undefined;
    if (!found) return payload;
    const hasParams = Object.keys(found.params).length > 0;
    return {
      ...payload,
      messageKey: found.key,
      ...(hasParams ? { messageParams: found.params } : {}),
    };
  });
}
