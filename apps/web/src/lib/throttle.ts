/**
 * A leading-edge gate: `tryPass()` answers true at most once per `intervalMs`.
 * Uses `Date.now()` so fake clocks in tests drive it.
 */
export function createThrottleGate(intervalMs: number) {
  let lastPassedAt = Number.NEGATIVE_INFINITY;
  return {
    tryPass(): boolean {
      const now = Date.now();
      if (now - lastPassedAt < intervalMs) return false;
      lastPassedAt = now;
      return true;
    },
    reset(): void {
      lastPassedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
