import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverAudio, serverMedia, serverVideo } from '@/test/media-fixtures';
import { AudioPlayer, MediaView } from './index';

/** jsdom does not play media: play and pause flip `paused` and fire the events a browser would. */
function stubPlayback() {
  const setPaused = (element: HTMLMediaElement, paused: boolean) =>
    Object.defineProperty(element, 'paused', { value: paused, configurable: true });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}

const audioElement = (container: HTMLElement) => {
  const element = container.querySelector('audio');
  if (!element) throw new Error('no audio element');
  return element;
};

describe('AudioPlayer', () => {
  let playback: ReturnType<typeof stubPlayback>;
  beforeEach(() => {
    playback = stubPlayback();
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the waveform as bars, or a flat line when there is none', () => {
    const { container, unmount } = render(<AudioPlayer media={serverAudio()} />);
    const bars = container.querySelectorAll('[data-bar]');
    expect(bars).toHaveLength(120);
    // The 60th bar is near the peak of the swell; the first is the quietest (drawn at least 4 high).
    expect(Number(bars[60]?.getAttribute('height'))).toBeGreaterThan(95);
    expect(Number(bars[0]?.getAttribute('height'))).toBe(4);
    expect(screen.getByText('Night Drive demo')).toBeInTheDocument();
    expect(screen.getByText('0:00 / 3:10')).toBeInTheDocument();
    unmount();

    const flat = render(<AudioPlayer media={serverAudio({ waveform: null })} />);
    expect(flat.container.querySelectorAll('[data-bar]')).toHaveLength(0);
    expect(flat.container.querySelector('[data-flat-line]')).toBeInTheDocument();
  });

  it('merges neighbouring bars where the waveform is too narrow for them all', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private report: ResizeObserverCallback) {}
        observe() {
          this.report([{ contentRect: { width: 60 } } as ResizeObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const { container } = render(<AudioPlayer media={serverAudio()} />);
    const bars = container.querySelectorAll('[data-bar]');
    expect(bars).toHaveLength(20);
    // Each is the loudest of the six it stands for: the middle ones reach the peak.
    expect(Number(bars[9]?.getAttribute('height'))).toBe(100);
    vi.unstubAllGlobals();
  });

  it('plays and pauses', async () => {
    const user = userEvent.setup();
    render(<AudioPlayer media={serverAudio()} />);
    await user.click(screen.getByRole('button', { name: 'Play Night Drive demo' }));
    expect(playback.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause Night Drive demo' }));
    expect(playback.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play Night Drive demo' })).toBeInTheDocument();
  });

  it('plays one track at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AudioPlayer media={serverAudio()} />
        <AudioPlayer media={serverAudio({ mediaId: 'a2', title: 'Bridge take 2' })} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Play Night Drive demo' }));
    await user.click(screen.getByRole('button', { name: 'Play Bridge take 2' }));
    expect(screen.getByRole('button', { name: 'Play Night Drive demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Bridge take 2' })).toBeInTheDocument();
  });

  it('seeks with the keyboard like a slider', async () => {
    const user = userEvent.setup();
    const { container } = render(<AudioPlayer media={serverAudio()} />);
    const slider = screen.getByRole('slider', { name: 'Seek Night Drive demo' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:10');
    expect(slider).toHaveAttribute('aria-valuemax', '190');

    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:10 of 3:10');
    expect(audioElement(container).currentTime).toBe(10);
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:29 of 3:10');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '24');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '3:10 of 3:10');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:10');
    expect(screen.getByText('0:00 / 3:10')).toBeInTheDocument();
  });

  it('seeks where the waveform is clicked, and follows the file as it plays', () => {
    const { container } = render(<AudioPlayer media={serverAudio()} />);
    const slider = screen.getByRole('slider');
    vi.spyOn(slider, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 200 } as DOMRect);
    fireEvent.pointerDown(slider, { clientX: 50, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuetext', '0:47 of 3:10');
    expect(audioElement(container).currentTime).toBe(47.5);

    const audio = audioElement(container);
    act(() => {
      audio.currentTime = 100;
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(screen.getByText('1:40 / 3:10')).toBeInTheDocument();
  });

  it('says so when the file cannot be played', () => {
    const { container } = render(<AudioPlayer media={serverAudio()} />);
    act(() => {
      audioElement(container).dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This file could not be played.');
  });
});

describe('MediaView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows video with the native controls and its poster', () => {
    const { container } = render(<MediaView media={serverVideo({ thumbnailUrl: '/media/v1.jpg' })} />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/v1.mp4');
    expect(video).toHaveAttribute('poster', '/media/v1.jpg');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Studio session');
  });

  it('shows an image as its thumbnail and the full image in a viewer', async () => {
    const user = userEvent.setup();
    const { container } = render(<MediaView media={serverMedia()} compact />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/m1.thumb.webp');
    await user.click(screen.getByRole('button', { name: 'View Cover' }));
    const viewer = screen.getByRole('dialog', { name: 'Cover' });
    expect(viewer).toHaveAccessibleDescription('1600 × 700 · 2 KB');
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/media/m1.png');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plays audio with its waveform', () => {
    render(<MediaView media={serverAudio()} compact />);
    expect(screen.getByRole('slider', { name: 'Seek Night Drive demo' })).toBeInTheDocument();
  });
});
