/** Failures the spec only logs (§8: login-as, delete and other failures): kept for the browser console. */
export function logError(context: string, error: unknown): void {
  console.error(`[portal] ${context}`, error);
}
