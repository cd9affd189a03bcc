import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, flush, useFakeClock } from '@/test/helpers';
import { IntroGate } from './intro-gate';

describe('the intro gate', () => {
  beforeAll(async () => {
    // Loaded once up front, so the gate's lazy import settles without real waiting.
    await import('@/features/intro/intro');
  });
  beforeEach(() => useFakeClock());
  afterEach(() => vi.useRealTimers());

  it('on a first visit shows the intro instead of the shell, then saves the flag and shows the shell', async () => {
    window.localStorage.removeItem('hasSeenIntro');
    render(
      <IntroGate>
        <p>The shell</p>
      </IntroGate>,
    );
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Together' })).toBeInTheDocument();
    expect(screen.queryByText('The shell')).toBeNull();

    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await advance(1999);
    expect(screen.queryByText('The shell')).toBeNull();
    expect(window.localStorage.getItem('hasSeenIntro')).toBeNull();
    await advance(1);
    expect(screen.getByText('The shell')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Create Together' })).toBeNull();
    expect(window.localStorage.getItem('hasSeenIntro')).toBe('true');
  });

  it('with the flag set goes straight to the shell', async () => {
    window.localStorage.setItem('hasSeenIntro', 'true');
    render(
      <IntroGate>
        <p>The shell</p>
      </IntroGate>,
    );
    expect(screen.getByText('The shell')).toBeInTheDocument();
    await flush();
    expect(screen.queryByRole('heading', { level: 1, name: 'Create Together' })).toBeNull();
  });

  it('treats any other stored value as not seen', async () => {
    window.localStorage.setItem('hasSeenIntro', 'false');
    render(
      <IntroGate>
        <p>The shell</p>
      </IntroGate>,
    );
    await flush();
    expect(screen.queryByText('The shell')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Together' })).toBeInTheDocument();
  });
});
