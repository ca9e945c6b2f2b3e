/** An answer of 300 or more (or no answer at all: httpStatus 0), with the server's code. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: string;
  /** The server's explanation (the back office's `message`, OAuth's `error_description`). */
  readonly serverMessage: string | undefined;
  /** Field → problem, for a refused body (`CANNOT_DESERIALIZE_REQUEST_DATA`). */
  readonly details: Record<string, string>;

  constructor(options: {
    httpStatus: number;
    code: string;
    serverMessage?: string | undefined;
    details?: Record<string, string> | undefined;
  }) {
    super(`${options.httpStatus} ${options.code}`);
    this.name = 'ApiError';
    this.httpStatus = options.httpStatus;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.details = options.details ?? {};
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';

function stringField(record: Record<string, unknown>, name: string): string | undefined {
  const value = record[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The error of a refused answer, from the shapes the server sends (spec 1 §8, OAuth). */
export function errorFromReply(httpStatus: number, body: unknown): ApiError {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code =
    stringField(record, 'errorCode') ??
    stringField(record, 'error') ??
    (httpStatus >= 500 ? 'INTERNAL_SERVER_ERROR' : `HTTP_${httpStatus}`);
  const details: Record<string, string> = {};
  const rawDetails = record['details'];
  if (rawDetails !== null && typeof rawDetails === 'object') {
    for (const [field, problem] of Object.entries(rawDetails)) {
      if (typeof problem === 'string') details[field] = problem;
    }
  }
  return new ApiError({
    httpStatus,
    code,
    serverMessage: stringField(record, 'message') ?? stringField(record, 'error_description'),
    details,
  });
}
