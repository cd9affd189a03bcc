import { storage } from '@/lib/storage';
import type { InputFacts } from './take-recorder';

/**
 * What this browser keeps of each input (lib/storage, until removed): the round trip last measured
 * on it, and the member's nudge. An input is known by its id and its label: "default" may name
 * another device tomorrow, so a kept record whose label no longer matches is not used.
 */
interface KeptInput {
  label: string;
  /** Null until measured (a nudge may be kept first). */
  latencyMs: number | null;
  nudgeMs: number;
}

const keyOf = (deviceId: string) => `recorder-latency:${deviceId}`;

function read({ deviceId, label }: InputFacts): KeptInput | null {
  const kept = storage.get<KeptInput>(keyOf(deviceId));
  return kept && kept.label === label ? kept : null;
}

function write(input: InputFacts, change: Partial<Omit<KeptInput, 'label'>>): void {
  const kept = read(input);
  storage.set<KeptInput>(
    keyOf(input.deviceId),
    { label: input.label, latencyMs: kept?.latencyMs ?? null, nudgeMs: kept?.nudgeMs ?? 0, ...change },
    { ttlMs: null },
  );
}

/** The round trip measured last on this input, in ms; null when it never was. */
export const measuredLatency = (input: InputFacts): number | null => read(input)?.latencyMs ?? null;

/** The member's nudge for takes from this input, in ms (0 when none was set). */
export const keptNudge = (input: InputFacts): number => read(input)?.nudgeMs ?? 0;

export const keepLatency = (input: InputFacts, latencyMs: number): void => write(input, { latencyMs });

export const keepNudge = (input: InputFacts, nudgeMs: number): void => write(input, { nudgeMs });
