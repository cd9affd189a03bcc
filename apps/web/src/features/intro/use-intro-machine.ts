import { useEffect, useReducer, useRef, useState } from 'react';
import {
  type IntroEvent,
  type IntroState,
  initialIntroState,
  introTimers,
  transition,
} from './intro-machine';

/**
 * Runs the intro machine: keeps exactly the timers the current state names (a timer whose key
 * carries over keeps running), and calls `onDone` once when the machine reaches `done`. The first
 * state's timers count from `welcomeShownAt` (Date.now() time), when the welcome screen appeared.
 */
export function useIntroMachine(
  onDone: () => void,
  welcomeShownAt = Date.now(),
): [IntroState, (event: IntroEvent) => void] {
  const [state, send] = useReducer(transition, initialIntroState);
  const running = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  // The welcome screen may have shown (as the first frame) before this code arrived.
  const [headStart] = useState(() => Math.max(0, Date.now() - welcomeShownAt));

  useEffect(() => {
    const wanted = introTimers(state);
    const timers = running.current;
    for (const [key, id] of timers) {
      if (!wanted.some((timer) => timer.key === key)) {
        clearTimeout(id);
        timers.delete(key);
      }
    }
    for (const timer of wanted) {
      if (timers.has(timer.key)) continue;
      const ms = state === initialIntroState ? Math.max(0, timer.ms - headStart) : timer.ms;
      timers.set(
        timer.key,
        setTimeout(() => {
          timers.delete(timer.key);
          send(timer.event);
        }, ms),
      );
    }
    if (state.phase === 'done') onDoneRef.current();
  }, [state, headStart]);

  useEffect(() => {
    const timers = running.current;
    return () => {
      for (const id of timers.values()) clearTimeout(id);
      timers.clear();
    };
  }, []);

  return [state, send];
}
