import { describe, expect, it } from 'vitest';
import { pickTeam, type Waiter } from './team';

let clock = 0;
/** A waiter at this tempo, each one later than the one before. */
const waiter = (bpm: number, name = `w${clock}`): Waiter => ({
  id: name,
  userId: `user-${name}`,
  bpm,
  createdAt: new Date(1_000_000 + clock++ * 1000),
});
const names = (team: Waiter[] | null) => team?.map((w) => w.id) ?? null;

describe('pickTeam', () => {
  it('needs size − 1 candidates besides the newcomer', () => {
    const candidates = [waiter(90, 'a')];
    expect(pickTeam(waiter(90, 'me'), candidates, 3)).toBeNull();
    expect(names(pickTeam(waiter(90, 'me'), candidates, 2))).toEqual(['a', 'me']);
  });

  it('answers the team oldest first: its first is the owner', () => {
    const me = { ...waiter(90, 'me'), createdAt: new Date(0) };
    expect(names(pickTeam(me, [waiter(90, 'a'), waiter(91, 'b')], 3))).toEqual(['me', 'a', 'b']);
  });

  it('takes those who waited longest', () => {
    const candidates = [waiter(90, 'a'), waiter(92, 'b'), waiter(88, 'c')];
    expect(names(pickTeam(waiter(90, 'me'), candidates, 3))).toEqual(['a', 'b', 'me']);
  });

  it('keeps every two members within the tolerance of each other', () => {
    // 95 and 105 are each within 5 of 100, but 10 apart.
    expect(pickTeam(waiter(100), [waiter(95), waiter(105)], 3)).toBeNull();
    const candidates = [waiter(95, 'a'), waiter(105, 'b'), waiter(104, 'c')];
    expect(names(pickTeam(waiter(100, 'me'), candidates, 3))).toEqual(['b', 'c', 'me']);
  });

  it('prefers the window whose newest member came first', () => {
    // [95, 100] completes with a and b (the first two); [100, 105] would need d, who came last.
    const candidates = [waiter(96, 'a'), waiter(97, 'b'), waiter(104, 'c'), waiter(103, 'd')];
    expect(names(pickTeam(waiter(100, 'me'), candidates, 3))).toEqual(['a', 'b', 'me']);
    // Here only [100, 105] holds two.
    const later = [waiter(95, 'e'), waiter(104, 'f'), waiter(103, 'g')];
    expect(names(pickTeam(waiter(100, 'me2'), later, 3))).toEqual(['f', 'g', 'me2']);
  });

  it('takes a tolerance', () => {
    expect(pickTeam(waiter(100), [waiter(102)], 2, 1)).toBeNull();
    expect(pickTeam(waiter(100), [waiter(102)], 2, 2)).not.toBeNull();
  });
});
