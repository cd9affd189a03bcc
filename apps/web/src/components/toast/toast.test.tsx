import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeClock } from '@/test/helpers';
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, toast, useToastStore } from './toast-store';
import { Toaster } from './toaster';

const messages = () => useToastStore.getState().toasts.map((item) => item.message);

describe('toasts', () => {
  beforeEach(() => {
    useToastStore.getState().clear();
    useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to type info and 3000 ms, then dismisses itself', () => {
    toast('Saved');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'info', duration: 3000 });
    expect(TOAST_DEFAULT_DURATION_MS).toBe(3000);
    vi.advanceTimersByTime(2_999);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours a custom duration and each type', () => {
    toast.success('Done', { duration: 500 });
    toast.error('Nope', { duration: 10_000 });
    toast.warning('Careful');
    expect(useToastStore.getState().toasts.map((item) => item.type)).toEqual(['success', 'error', 'warning']);
    vi.advanceTimersByTime(500);
    expect(messages()).toEqual(['Nope', 'Careful']);
    vi.advanceTimersByTime(2_500);
    expect(messages()).toEqual(['Nope']);
    vi.advanceTimersByTime(7_000);
    expect(messages()).toEqual([]);
  });

  it('keeps an Infinity toast until it is dismissed', () => {
    const id = toast.info('Stays', { duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(messages()).toEqual(['Stays']);
    toast.dismiss(id);
    expect(messages()).toEqual([]);
  });

  it(`shows at most ${TOAST_MAX_VISIBLE} at once, dropping the oldest`, () => {
    for (let i = 1; i <= TOAST_MAX_VISIBLE + 2; i++) toast(`t${i}`, { duration: Number.POSITIVE_INFINITY });
    expect(messages()).toEqual(['t3', 't4', 't5', 't6', 't7']);
  });

  it('renders each toast with a dismiss button in a live region', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Session expired. Please log in again.', { duration: Number.POSITIVE_INFINITY });
      toast.success('Saved.', { duration: Number.POSITIVE_INFINITY });
    });
    const region = screen.getByRole('region', { name: 'Alerts' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);

    fireEvent.click(buttons[0] as HTMLElement);
    expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });
});
