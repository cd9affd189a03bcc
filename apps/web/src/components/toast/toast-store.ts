import { create } from 'zustand';

/** SPEC.md §3 "Toast" and §9 "Intro and toast". */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds on screen; `Infinity` stays until dismissed. */
  duration: number;
}

export const TOAST_DEFAULT_TYPE: ToastType = 'info';
export const TOAST_DEFAULT_DURATION_MS = 3_000;
/** Older toasts give way beyond this many. */
export const TOAST_MAX_VISIBLE = 5;

interface ToastState {
  toasts: Toast[];
  show: (message: string, options?: { type?: ToastType; duration?: number }) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function stopTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show(message, options = {}) {
    sequence += 1;
    const id = `toast-${sequence}`;
    const duration = options.duration ?? TOAST_DEFAULT_DURATION_MS;
    const toast: Toast = { id, message, type: options.type ?? TOAST_DEFAULT_TYPE, duration };
    const all = [...get().toasts, toast];
    const overflow = all.slice(0, Math.max(0, all.length - TOAST_MAX_VISIBLE));
    for (const dropped of overflow) stopTimer(dropped.id);
    set({ toasts: all.slice(overflow.length) });
    if (Number.isFinite(duration) && duration >= 0) {
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), duration),
      );
    }
    return id;
  },
  dismiss(id) {
    stopTimer(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
  clear() {
    for (const id of timers.keys()) stopTimer(id);
    set({ toasts: [] });
  },
}));

type ToastOptions = { duration?: number };

/**
 * `toast('Saved')`, `toast.error('…')`, `toast.success('…', { duration: Infinity })`.
 *
 * A failure is said once: a form that shows it inline (under its field, or in its FormAlert) does
 * not toast it too; a toast is for what has no place of its own on the screen (a button in a
 * list, a background save).
 */
export const toast = Object.assign(
  (message: string, options?: { type?: ToastType; duration?: number }) =>
    useToastStore.getState().show(message, options),
  {
    success: (message: string, options?: ToastOptions) =>
      useToastStore.getState().show(message, { ...options, type: 'success' }),
    error: (message: string, options?: ToastOptions) =>
      useToastStore.getState().show(message, { ...options, type: 'error' }),
    warning: (message: string, options?: ToastOptions) =>
      useToastStore.getState().show(message, { ...options, type: 'warning' }),
    info: (message: string, options?: ToastOptions) =>
      useToastStore.getState().show(message, { ...options, type: 'info' }),
    dismiss: (id: string) => useToastStore.getState().dismiss(id),
  },
);
