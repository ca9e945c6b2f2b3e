import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepScrollOnOpen } from './keep-scroll-on-open';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

describe('keepScrollOnOpen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    scrollTo(0);
  });

  it('puts the page back where it was when opening a list threw it to the top', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const restore = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollTo(151);
    keepScrollOnOpen();
    scrollTo(0);
    for (const frame of frames) frame(0);
    expect(restore).toHaveBeenCalledWith(0, 151);
  });

  it('leaves the page alone when it did not move', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const restore = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollTo(151);
    keepScrollOnOpen();
    for (const frame of frames) frame(0);
    expect(frames).toHaveLength(1);
    expect(restore).not.toHaveBeenCalled();
  });
});
