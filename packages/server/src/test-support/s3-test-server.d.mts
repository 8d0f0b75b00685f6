/** Call kinds the S3 test server counts and can be told to fail. */
export type S3CallKind =
  | 'createMultipart'
  | 'uploadPart'
  | 'completeMultipart'
  | 'abortMultipart'
  | 'copy'
  | 'putObject'
  | 'getObject'
  | 'headObject'
  | 'deleteObject';

export interface S3TestServer {
  endpoint: string;
  objects: Map<string, Buffer>;
  uploads: Map<string, { key: string; parts: Map<number, Buffer> }>;
  calls: Partial<Record<S3CallKind, number>>;
  /** The largest request body the server received, in bytes. */
  largestRequest(): number;
  /** The next `times` (1) requests of this kind answer 500 InternalError. */
  failNext(kind: S3CallKind, times?: number): void;
  close(): Promise<void>;
}

export function startS3TestServer(options: { accessKeyId: string; bucket: string }): Promise<S3TestServer>;
