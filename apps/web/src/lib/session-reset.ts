/**
 * Stores holding one user's data register a reset here; signing out (or a lost session)
 * runs them all, so the next user of the browser starts clean.
 */
const resets = new Set<() => void>();

export function registerSessionReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetSessionState(): void {
  for (const reset of resets) reset();
}
