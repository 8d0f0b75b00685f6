import type { FastifyReply } from 'fastify';

/** A file name safe inside a Content-Disposition header, with the full name in filename*. */
function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Headers of every file answer, here and wherever another module hands out a stored file (a chat's
 * attachment): always an attachment, never sniffed, never run as a page.
 */
export function fileHeaders(reply: FastifyReply, name: string, type: string, size: number) {
  return reply
    .header('content-type', type)
    .header('content-length', String(size))
    .header('content-disposition', contentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store');
}
