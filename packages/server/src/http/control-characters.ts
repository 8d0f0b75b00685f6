import { describeControlCharacterFinding, findForbiddenControlCharacter } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope.js';

/** A 400 naming the field when `value` holds a control character no text may hold (see @vela/core). */
export function refuseControlCharacters(value: unknown, root: string): void {
  const finding = findForbiddenControlCharacter(value, root);
  if (finding) throw badRequest(describeControlCharacterFinding(finding));
}

/**
 * Every request's body, query and path parameters pass here before any
 * schema or handler sees them, so no route can hand a NUL to the database
 * (PostgreSQL refuses it with an error that would otherwise be a 500).
 * Sealed bodies are checked again once opened (auth's parsePlaintext).
 */
export function installControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params, 'params');
    refuseControlCharacters(request.query, 'querystring');
    refuseControlCharacters(request.body, 'body');
  });
}
