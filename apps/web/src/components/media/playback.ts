let playing: HTMLMediaElement | null = null;

/**
 * One player sounds at a time across the page: starting one pauses the last. Called from each
 * player's `play` event, so it also covers play started from native controls.
 */
export function claimPlayback(element: HTMLMediaElement) {
  if (playing && playing !== element && !playing.paused) playing.pause();
  playing = element;
}
