/** How every failed call rejects: the envelope's code, msg and data, or a transport failure. */
export class ApiError<D = unknown> extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: D;

  constructor(code: number, msg: string, data: D) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

/** Codes for failures that never reached an envelope. */
export const TRANSPORT_CODES = { timeout: -1, network: -2, http: -3, unknown: -4, canceled: -5 } as const;
