import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFirstInteraction, useAfterFirstInteraction } from './use-after-first-interaction';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useAfterFirstInteraction() ? 'ready' : 'waiting'}`}</p>;
}

describe('useAfterFirstInteraction', () => {
  beforeEach(resetFirstInteraction);

  it('waits while the visitor only looks, and turns true at the first touch, click or key', () => {
    render(<Probe name="a" />);
    fireEvent.scroll(window);
    fireEvent.mouseMove(document.body);
    expect(screen.getByText('a: waiting')).toBeInTheDocument();

    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(screen.getByText('a: ready')).toBeInTheDocument();
  });

  it('counts a key press, and a part mounted later starts ready', () => {
    const { rerender } = render(<Probe name="a" />);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    rerender(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    expect(screen.getByText('a: ready')).toBeInTheDocument();
    expect(screen.getByText('b: ready')).toBeInTheDocument();
  });
});
