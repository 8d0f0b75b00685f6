// A small S3-compatible server for tests and benchmarks (issue 24: the file centre's bucket store).
// Plain JavaScript so that both the TypeScript tests and bench/*.mjs run it. It speaks the path-style
// REST protocol the way AWS S3 does for the calls a content store makes: PUT/GET (with Range)/HEAD/DELETE
// of an object, CopyObject, and multipart uploads (create, upload part, complete, abort). Objects are kept
// in memory. Every request must carry a SigV4 Authorization header naming the expected access key (the
// signature itself is not checked: this is about the protocol, not about AWS's key handling). Listens on
// 127.0.0.1 only.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

const xml = (body) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const etagOf = (bytes) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** The body of an `aws-chunked` request (`<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` … `0…\r\n` trailers). */
function decodeAwsChunked(raw) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('aws-chunked body without a chunk header');
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size)) throw new Error('aws-chunked body with a bad chunk size');
    at = lineEnd + 2;
    if (size === 0) break;
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  return Buffer.concat(parts);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      try {
        const streaming = String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
        resolve(streaming ? decodeAwsChunked(raw) : raw);
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

/**
 * Starts the server. `options.accessKeyId` is the key requests must name; `options.bucket` the one bucket
 * there is. Answers `{ endpoint, objects, calls, failNext, close }`: `objects` maps keys to their bytes,
 * `calls` counts requests by kind, `failNext(kind, times)` makes the next requests of that kind answer 500.
 */
export async function startS3TestServer(options) {
  const { accessKeyId, bucket } = options;
  const objects = new Map();
  const uploads = new Map();
  const calls = {};
  const failing = new Map();
  let largestRequest = 0;

  const send = (response, status, body = '', headers = {}) => {
    response.writeHead(status, { 'x-amz-request-id': randomBytes(8).toString('hex'), ...headers });
    response.end(body);
  };
  const error = (response, status, code, message, head = false) =>
    send(
      response,
      status,
      head ? '' : xml(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`),
      { 'content-type': 'application/xml' },
    );

  const server = http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const auth = String(request.headers.authorization ?? '');
      if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKeyId}/`))
        return error(response, 403, 'AccessDenied', 'Access Denied', request.method === 'HEAD');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucketName !== bucket)
        return error(
          response,
          404,
          'NoSuchBucket',
          'The specified bucket does not exist',
          request.method === 'HEAD',
        );
      const query = url.searchParams;
      const body = await readBody(request);
      largestRequest = Math.max(largestRequest, body.length);
      const kind =
        request.method === 'POST' && query.has('uploads')
          ? 'createMultipart'
          : request.method === 'POST' && query.has('uploadId')
            ? 'completeMultipart'
            : request.method === 'PUT' && query.has('partNumber')
              ? 'uploadPart'
              : request.method === 'DELETE' && query.has('uploadId')
                ? 'abortMultipart'
                : request.method === 'PUT' && request.headers['x-amz-copy-source']
                  ? 'copy'
                  : `${request.method?.toLowerCase()}Object`;
      calls[kind] = (calls[kind] ?? 0) + 1;
      const failures = failing.get(kind) ?? 0;
      if (failures > 0) {
        failing.set(kind, failures - 1);
        return error(response, 500, 'InternalError', 'We encountered an internal error');
      }

      switch (kind) {
        case 'createMultipart': {
          const uploadId = randomBytes(12).toString('hex');
          uploads.set(uploadId, { key, parts: new Map() });
          return send(
            response,
            200,
            xml(
              `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
            ),
            { 'content-type': 'application/xml' },
          );
        }
        case 'uploadPart': {
          const upload = uploads.get(query.get('uploadId'));
          if (!upload) return error(response, 404, 'NoSuchUpload', 'The specified upload does not exist');
          upload.parts.set(Number(query.get('partNumber')), body);
          return send(response, 200, '', { etag: etagOf(body) });
        }
        case 'completeMultipart': {
          const uploadId = query.get('uploadId');
          const upload = uploads.get(uploadId);
          if (!upload) return error(response, 404, 'NoSuchUpload', 'The specified upload does not exist');
          const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
            Number(m[1]),
          );
          const missing = numbers.find((number) => !upload.parts.has(number));
          if (numbers.length === 0 || missing !== undefined)
            return error(
              response,
              400,
              'InvalidPart',
              'One or more of the specified parts could not be found',
            );
          for (const [index, number] of numbers.entries()) {
            const part = upload.parts.get(number);
            if (index < numbers.length - 1 && part.length < 5 * 1024 * 1024)
              return error(
                response,
                400,
                'EntityTooSmall',
                'Your proposed upload is smaller than the minimum allowed',
              );
          }
          const bytes = Buffer.concat(numbers.map((number) => upload.parts.get(number)));
          objects.set(key, bytes);
          uploads.delete(uploadId);
          return send(
            response,
            200,
            xml(
              `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(bytes)}</ETag></CompleteMultipartUploadResult>`,
            ),
            { 'content-type': 'application/xml' },
          );
        }
        case 'abortMultipart':
          uploads.delete(query.get('uploadId'));
          return send(response, 204);
        case 'copy': {
          const source = decodeURIComponent(String(request.headers['x-amz-copy-source'])).replace(/^\//, '');
          const sourceKey = source.startsWith(`${bucket}/`) ? source.slice(bucket.length + 1) : null;
          const bytes = sourceKey === null ? undefined : objects.get(sourceKey);
          if (!bytes) return error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          if (request.headers['if-none-match'] === '*' && objects.has(key))
            return error(
              response,
              412,
              'PreconditionFailed',
              'At least one of the pre-conditions you specified did not hold',
            );
          objects.set(key, Buffer.from(bytes));
          return send(
            response,
            200,
            xml(
              `<CopyObjectResult><ETag>${etagOf(bytes)}</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyObjectResult>`,
            ),
            { 'content-type': 'application/xml' },
          );
        }
        case 'putObject':
          objects.set(key, body);
          return send(response, 200, '', { etag: etagOf(body) });
        case 'deleteObject':
          objects.delete(key);
          return send(response, 204);
        case 'headObject':
        case 'getObject': {
          const bytes = objects.get(key);
          const head = kind === 'headObject';
          if (!bytes) return error(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
          const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
          if (range && !head) {
            const start = range[1] === '' ? Math.max(0, bytes.length - Number(range[2])) : Number(range[1]);
            const end =
              range[1] === '' || range[2] === ''
                ? bytes.length - 1
                : Math.min(Number(range[2]), bytes.length - 1);
            if (start >= bytes.length)
              return error(response, 416, 'InvalidRange', 'The requested range is not satisfiable');
            const slice = bytes.subarray(start, end + 1);
            return send(response, 206, slice, {
              'content-length': String(slice.length),
              'content-range': `bytes ${start}-${end}/${bytes.length}`,
              'accept-ranges': 'bytes',
              etag: etagOf(bytes),
            });
          }
          response.writeHead(200, {
            'content-length': String(bytes.length),
            'accept-ranges': 'bytes',
            etag: etagOf(bytes),
          });
          return response.end(head ? undefined : bytes);
        }
        default:
          return error(response, 501, 'NotImplemented', `${request.method} is not implemented here`);
      }
    } catch (failure) {
      return error(response, 400, 'MalformedRequest', String(failure));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    objects,
    uploads,
    calls,
    largestRequest: () => largestRequest,
    failNext: (kind, times = 1) => failing.set(kind, times),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
