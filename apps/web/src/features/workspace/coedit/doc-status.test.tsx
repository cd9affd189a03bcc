import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, useFakeClock } from '@/test/helpers';
import { COEDIT_MESSAGES as M, SAVING_SHOWN_AFTER_MS } from './coedit-constants';
import { DocStatus } from './doc-status';

describe('DocStatus', () => {
  beforeEach(() => useFakeClock());
  afterEach(() => vi.useRealTimers());

  it('says Saved, and Saving… only once a change has waited a moment', async () => {
    const { rerender } = render(<DocStatus status="live" saved />);
    expect(screen.getByRole('status')).toHaveTextContent(M.saved);

    rerender(<DocStatus status="live" saved={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(M.saved);
    await advance(SAVING_SHOWN_AFTER_MS);
    expect(screen.getByRole('status')).toHaveTextContent(M.saving);

    rerender(<DocStatus status="live" saved />);
    expect(screen.getByRole('status')).toHaveTextContent(M.saved);
  });

  it('a change stored quickly never shows Saving…', async () => {
    const { rerender } = render(<DocStatus status="live" saved={false} />);
    await advance(SAVING_SHOWN_AFTER_MS / 2);
    rerender(<DocStatus status="live" saved />);
    await advance(SAVING_SHOWN_AFTER_MS);
    expect(screen.getByRole('status')).toHaveTextContent(M.saved);
  });

  it('says the edits are kept while offline', () => {
    render(<DocStatus status="offline" saved={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "Offline — your edits are kept and sent when you're back",
    );
  });
});
