import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, useFakeClock } from '@/test/helpers';
import Intro from './intro';
import { IntroFirstFrame } from './intro-welcome-frame';

function renderIntro(welcomeShownAt?: number) {
  const onComplete = vi.fn();
  const view = render(<Intro onComplete={onComplete} welcomeShownAt={welcomeShownAt} />);
  const phase = () => view.container.querySelector('[data-intro-phase]')?.getAttribute('data-intro-phase');
  return { onComplete, phase, ...view };
}

const startButton = () => screen.queryByRole('button', { name: 'Start' });
const watchButton = () => screen.queryByRole('button', { name: 'Watch Intro' });
const skipButton = () => screen.queryByRole('button', { name: 'Skip Journey' });

async function watchUntilJourney() {
  await advance(5000);
  fireEvent.click(screen.getByRole('button', { name: 'Watch Intro' }));
  await advance(1500);
}

describe('the intro, on the clock', () => {
  beforeEach(() => useFakeClock());
  afterEach(() => vi.useRealTimers());

  it('shows the logo and tagline, and Start and Watch Intro after 5 s', async () => {
    renderIntro();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Together' })).toBeInTheDocument();
    await advance(4999);
    expect(startButton()).toBeNull();
    expect(watchButton()).toBeNull();
    await advance(1);
    expect(startButton()).toBeVisible();
    expect(watchButton()).toBeVisible();
    expect(startButton()).toHaveFocus();
  });

  it('counts the 5 s from when the welcome screen first showed, before its code arrived', async () => {
    renderIntro(Date.now() - 2000);
    await advance(2999);
    expect(startButton()).toBeNull();
    await advance(1);
    expect(startButton()).toBeVisible();
    expect(watchButton()).toBeVisible();
  });

  it('Watch Intro: 1.5 s of "Entering the creative realm...", six stages 10 s apart, 3 s, a 2 s fade, done', async () => {
    const { onComplete, phase } = renderIntro();
    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Watch Intro' }));
    expect(screen.getByText('Entering the creative realm...')).toBeVisible();
    await advance(1499);
    expect(screen.queryByText('Your Tools Are Scattered')).toBeNull();
    await advance(1);

    const expected: Array<[string, string]> = [
      ['Your Tools Are Scattered', 'The Problem'],
      ['The Machines Are Coming', 'The Problem'],
      ["You Become the Algorithm's Pawn", 'The Problem'],
      ['Your Tools Work Together', 'The Solution'],
      ['Your Process Has Value', 'The Solution'],
      ['Skill Is the New Algorithm', 'The Solution'],
    ];
    for (const [index, [title, label]] of expected.entries()) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(screen.getByText(label)).toBeVisible();
      expect(screen.getByText(`${index + 1} of 6`)).toBeVisible();
      await advance(9999);
      expect(screen.getByText(`${index + 1} of 6`)).toBeVisible();
      await advance(1);
    }
    // After the last stage: 3 s still on it, then the fade out, then completion 2 s later.
    expect(screen.getByText('6 of 6')).toBeVisible();
    expect(phase()).toBe('finale');
    await advance(2999);
    expect(phase()).toBe('finale');
    await advance(1);
    expect(phase()).toBe('fading-out');
    await advance(1999);
    expect(onComplete).not.toHaveBeenCalled();
    await advance(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows each stage subtitle', async () => {
    renderIntro();
    await watchUntilJourney();
    expect(screen.getByText('Files in Dropbox. Feedback in Discord. Promotion on Instagram.')).toBeVisible();
    await advance(10_000);
    expect(
      screen.getByText('AI makes your song in seconds. Your years of practice feel worthless.'),
    ).toBeVisible();
  });

  it('Start ends the intro: straight to the fade out, completion 2 s later', async () => {
    const { onComplete, phase } = renderIntro();
    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(phase()).toBe('fading-out');
    await advance(1999);
    expect(onComplete).not.toHaveBeenCalled();
    await advance(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('Skip Journey appears 1 s into the journey and fades out, completing 2 s later', async () => {
    const { onComplete, phase } = renderIntro();
    await watchUntilJourney();
    await advance(999);
    expect(skipButton()).toBeNull();
    await advance(1);
    expect(skipButton()).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Journey' }));
    expect(phase()).toBe('fading-out');
    expect(skipButton()).toBeNull();
    await advance(2000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('Escape skips, on the welcome screen and in the journey', async () => {
    const first = renderIntro();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(first.phase()).toBe('fading-out');
    first.unmount();

    const second = renderIntro();
    await watchUntilJourney();
    await advance(10_000);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(second.phase()).toBe('fading-out');
    await advance(2000);
    expect(second.onComplete).toHaveBeenCalledTimes(1);
  });

  it('Enter and Space press the buttons', async () => {
    const user = userEvent.setup({ delay: null });
    // Testing Library settles each interaction on a zero-delay timer: let the fake clock run it.
    const press = async (keys: string) => {
      const pressed = user.keyboard(keys);
      await advance(0);
      await pressed;
    };
    const { phase } = renderIntro();
    await advance(5000);
    screen.getByRole('button', { name: 'Watch Intro' }).focus();
    await press('{Enter}');
    expect(phase()).toBe('entering');
    await advance(1500);
    await advance(1000);
    expect(skipButton()).toHaveFocus();
    await press(' ');
    expect(phase()).toBe('fading-out');
  });

  it('completes once and leaves no timers running when unmounted', async () => {
    const { onComplete, unmount } = renderIntro();
    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await advance(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    unmount();

    const again = renderIntro();
    await advance(3000);
    again.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the welcome screen's first frame", () => {
  beforeEach(() => useFakeClock());
  afterEach(() => vi.useRealTimers());

  const welcome = () => screen.getByRole('main', { name: 'Welcome to Create Together' });

  it('shows the logo, tagline and line, without the buttons', async () => {
    render(<IntroFirstFrame shownAt={Date.now()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
    expect(screen.getByText('For musicians and creative makers')).toBeVisible();
    expect(welcome().querySelector('svg')).not.toBeNull();
    await advance(10_000);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is what the intro shows when it takes over: the same elements in the same places', () => {
    const shownAt = Date.now() - 400;
    const first = render(<IntroFirstFrame shownAt={shownAt} />);
    const before = welcome().innerHTML;
    first.unmount();
    renderIntro(shownAt);
    expect(welcome().innerHTML).toBe(before);
  });

  it('starts visible, and an entrance under way goes on from where it was', () => {
    render(<IntroFirstFrame shownAt={Date.now() - 400} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Create Together' });
    // Its entrance never hides it (the browser would not count it as the first visit's paint).
    expect(heading).toHaveClass('animate-intro-settle');
    expect(heading.className).not.toMatch(/animate-intro-rise|opacity-0|text-transparent/);
    // 150 ms after the welcome screen showed, 400 ms ago: 250 ms into it.
    expect(heading.style.animationDelay).toBe('-250ms');
  });
});

describe('the intro and motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubReducedMotion(reduce: boolean) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
  }

  async function moveMouse(container: HTMLElement) {
    const root = container.querySelector<HTMLElement>('[data-intro-phase]');
    await act(async () => {
      window.dispatchEvent(new MouseEvent('pointermove', { clientX: 10, clientY: 10 }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    return root?.style.getPropertyValue('--parallax-x');
  }

  it('follows the mouse with a parallax', async () => {
    stubReducedMotion(false);
    const { container } = renderIntro();
    expect(Number(await moveMouse(container))).toBeLessThan(0);
  });

  it('keeps still when the visitor prefers reduced motion, with the same texts', async () => {
    stubReducedMotion(true);
    const { container } = renderIntro();
    expect(await moveMouse(container)).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Together' })).toBeInTheDocument();
  });
});
