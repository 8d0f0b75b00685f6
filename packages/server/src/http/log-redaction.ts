import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose value is a credential: the spec's getAppLogo takes
 * `?accessToken=`, and any client may put a token, key or password in an
 * address. Their values never reach the log.
 */
const CREDENTIAL_PARAMETER =
  /token|api[-_]?key|^key$|passw|^pwd$|secret|signature|^sig$|credential|^auth|^session|^code$/i;

export const REDACTED = '[REDACTED]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The URL with the value of every credential-looking query parameter replaced, the rest as sent. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && CREDENTIAL_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
