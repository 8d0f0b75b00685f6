import type { FastifyInstance } from 'fastify';

/**
 * The upload call's body as the route's schema sees it: the one file of a
 * multipart/form-data request (field `file`), its bytes as base64 text so the
 * zod body schema can check it like any other body.
 */
export interface UploadBody {
  file: { name: string; type: string; size: number; base64: string };
}

/** Parses multipart/form-data with the platform's own parser (no extra dependency), for this scope only. */
export function acceptMultipart(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: { headers: Record<string, unknown> }, body: Buffer) => {
      const contentType = String(request.headers['content-type'] ?? '');
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': contentType },
        }).formData();
      } catch {
        throw Object.assign(new Error('The upload is not valid multipart/form-data.'), { statusCode: 400 });
      }
      const files = form.getAll('file').filter((entry) => typeof entry !== 'string') as File[];
      if (files.length !== 1) {
        // Left to the schema, which names the problem: one file per call.
        return { files: files.length };
      }
      const file = files[0] as File;
      const bytes = Buffer.from(await file.arrayBuffer());
      return {
        file: { name: file.name, type: file.type, size: bytes.length, base64: bytes.toString('base64') },
      };
    },
  );
}
