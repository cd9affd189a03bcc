// Apart from the API client (api.ts) so that every layer may read a failed call, while only
// entities/ make one (npm run check:deps).

/** A failed call: the server's `{success:false, error, message}` or a transport failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status (2xx when the answer said `success: false`); 0 when no answer came. */
  readonly status: number;
  /** The server's human sentence, when it sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, message: string, serverMessage: string | null = null) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
