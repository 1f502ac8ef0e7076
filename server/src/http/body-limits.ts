/**
 * How much a request may carry. Everything beyond answers 413 before it is read into memory:
 * JSON and form bodies are read whole, so they stay small; files are read only on calls that
 * declare them (multipart-body.ts), and each at most `fileBytes`.
 */
export const bodyLimits = {
  /** JSON and urlencoded bodies (Fastify's bodyLimit); the largest form is far below. */
  jsonOrFormBytes: 1024 * 1024,
  /** Reference images, the largest files any form takes. */
  fileBytes: 15 * 1024 * 1024,
} as const;

/** Busboy's limits for every multipart request: the largest form has 11 fields, two of them files. */
export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: 100 * 1024,
  fields: 40,
  files: 4,
  parts: 44,
  headerPairs: 20,
  fileSize: bodyLimits.fileBytes,
} as const;
