import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a made undefined too', () => {
    const make = vi.fn(() => undefined);
    const value = madeOnFirstUse(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('lib/time', () => {
  it('makes no date formatter when loaded, one when a date is first formatted', async () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made += 1;
      }
    }
    Intl.DateTimeFormat = Counted as typeof Intl.DateTimeFormat;
    try {
      vi.resetModules();
      const { formatDate } = await import('./time');
      expect(made).toBe(0);
      expect(formatDate('2025-05-01T12:00:00Z')).toBe('May 1, 2025');
      formatDate('2025-06-01T12:00:00Z');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
