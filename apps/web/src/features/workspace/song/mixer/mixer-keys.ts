import { type RefObject, useEffect, useRef } from 'react';

export interface MixerKeyActions {
  playPause: () => void;
  /** ←/→: 5 s; with Shift a bar (with a tempo) or a second. */
  step: (direction: 1 | -1, fine: boolean) => void;
  toStart: () => void;
  toEnd: () => void;
  loop: () => void;
  zoom: (direction: 1 | -1) => void;
  /** ↑/↓ between the tracks' headers. */
  moveFocus: (direction: 1 | -1) => void;
  mute: () => void;
  solo: () => void;
  /** B: the other side of a comparison, while one is open. */
  ab?: () => void;
}

/** Where typing goes: never taken over by the mixer. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"], .cm-editor')) return true;
  if (target.closest('[role="dialog"], [role="menu"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && (target as HTMLInputElement).type !== 'range';
}

/**
 * The mixer's keys (docs/design/music-tracks.md §6.5), active while focus is in the mixer or on
 * nothing at all, never while typing: Space, ←/→ (Shift: finer), Home/End, L, +/−, ↑/↓, M, S.
 */
export function useMixerKeys(region: RefObject<HTMLElement | null>, actions: MixerKeyActions) {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const active = document.activeElement;
      const inMixer = region.current?.contains(active) ?? false;
      if (!inMixer && active !== document.body && active !== null) return;
      if (isTyping(event.target)) return;
      // A button in the mixer keeps Space and Enter for itself.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      const act = latest.current;
      const keys: Record<string, () => void> = {
        ' ': act.playPause,
        ArrowLeft: () => act.step(-1, event.shiftKey),
        ArrowRight: () => act.step(1, event.shiftKey),
        Home: act.toStart,
        End: act.toEnd,
        l: act.loop,
        L: act.loop,
        '+': () => act.zoom(1),
        '=': () => act.zoom(1),
        '-': () => act.zoom(-1),
        ArrowUp: () => act.moveFocus(-1),
        ArrowDown: () => act.moveFocus(1),
        m: act.mute,
        M: act.mute,
        s: act.solo,
        S: act.solo,
        ...(act.ab ? { b: act.ab, B: act.ab } : {}),
      };
      // ↑/↓, M and S belong to the tracks: only with focus in the mixer.
      if (!inMixer && ['ArrowUp', 'ArrowDown', 'm', 'M', 's', 'S'].includes(event.key)) return;
      // A range input keeps its arrows.
      if (event.target instanceof HTMLInputElement && event.key.startsWith('Arrow')) return;
      const run = keys[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [region]);
}
