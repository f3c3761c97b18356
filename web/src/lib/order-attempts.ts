/**
 * Idempotency keys of order attempts (checkout, farm-stand portal). The server answers the same
 * order for the same key, so a double click, a retry after a lost answer, or another card after a
 * decline with unchanged details all reach the one order. A different order (other details or
 * another cart) gets a new key, and so does any try after an answer that settled the attempt (a
 * cancelled order, or a refusal that created nothing).
 */
export class OrderAttempts {
  private current: { key: string; signature: string } | null = null

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for an order with this signature (see `attemptSignature`). */
  keyFor(signature: string): string {
    if (this.current?.signature !== signature) this.current = { key: this.newKey(), signature }
    return this.current.key
  }

  /** The next submit is a new attempt, whatever its details. */
  retire() {
    this.current = null
  }
}

/** What makes two submits the same order: the details and the lines at the time. */
export function attemptSignature(
  details: unknown,
  cart: readonly { id: number; quantity: number }[],
): string {
  return JSON.stringify([details, cart.map((line) => [line.id, line.quantity])])
}
