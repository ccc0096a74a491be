/** The provider refused or failed; `cancelled` when the person declined at the provider. */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: 'cancelled' | 'provider_error',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderFailure';
  }
}
