import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, flush, useFakeClock } from '@/test/helpers';
import { IntroGate } from './intro-gate';

// The intro's code arrives when the first test lets it (it stands for a slow network).
const introCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/features/intro', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/intro')>()),
  loadIntro: () => introCode.arrived.then(() => import('@/features/intro/intro')),
}));

describe('the intro gate', () => {
  beforeAll(async () => {
    // Loaded up front, so the gate's lazy import settles without real waiting once it may.
    await import('@/features/intro/intro');
  });
  beforeEach(() => useFakeClock());
  afterEach(() => vi.useRealTimers());

  it("paints the welcome screen's logo and tagline before the intro's code arrives; its buttons come 5 s after that", async () => {
    window.localStorage.removeItem('hasSeenIntro');
    const { container } = render(
      <IntroGate>
        <p>The shell</p>
      </IntroGate>,
    );
    const welcome = screen.getByRole('main', { name: 'Welcome to Create Together' });
    expect(within(welcome).getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
    expect(within(welcome).getByText('For musicians and creative makers')).toBeVisible();
    expect(container.querySelector('[data-intro-phase]')).toBeNull();

    // The code takes 2 s: the intro takes over, and Start comes 5 s after the first frame.
    await advance(2000);
    introCode.arrive();
    await flush();
    expect(container.querySelector('[data-intro-phase]')).toHaveAttribute('data-intro-phase', 'welcome');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
    await advance(2999);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.queryByText('The shell')).toBeNull();
  });

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
