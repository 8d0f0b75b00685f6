import { PassThrough, type Writable } from 'node:stream';

/**
 * A file stream that ends only once the export is in the audit log: `write` writes the table into
 * its own stream, which is passed on; when it is complete `audit(false)` runs and the stream ends;
 * when writing breaks `audit(true)` runs and the stream is destroyed, so the download fails rather
 * than stopping short. List-view and report exports share it.
 */
export function auditedStream(
  write: (out: Writable) => Promise<unknown>,
  audit: (failed: boolean) => Promise<unknown>,
): PassThrough {
  const out = new PassThrough();
  const book = new PassThrough();
  book.pipe(out, { end: false });
  const written = new Promise<void>((resolve, reject) => {
    book.on('end', resolve);
    book.on('error', reject);
  });
  write(book)
    .then(() => written)
    .then(
      async () => {
        await audit(false);
        out.end();
      },
      async (error: unknown) => {
        await audit(true).catch(() => undefined);
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  return out;
}
