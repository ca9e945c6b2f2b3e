import { describe, expect, it } from 'vitest';
import {
  canGoToNextPage,
  canGoToPreviousPage,
  canZoomIn,
  canZoomOut,
  clampPage,
  zoomIn,
  zoomOut,
} from './pdf-reader.js';

describe('spec 2 §4, §9 PDF reader', () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [5, 5, 5],
    [6, 5, 5],
    [-3, 5, 1],
    [1, 0, 1],
  ])('page %i of %i is clamped to %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });

  it.each([
    [1, 5, false, true],
    [2, 5, true, true],
    [5, 5, true, false],
    [1, 1, false, false],
  ])('page %i of %i: up arrow %s, down arrow %s', (page, count, previous, next) => {
    expect(canGoToPreviousPage(page)).toBe(previous);
    expect(canGoToNextPage(page, count)).toBe(next);
  });

  it.each([
    [1, 1.25, true],
    [3.5, 3.75, true],
    [3.75, 4, true],
    [4, 4, false],
  ])('zoom in from %f → %f (allowed at 3.75 or below: %s)', (scale, expected, allowed) => {
    expect(canZoomIn(scale)).toBe(allowed);
    expect(zoomIn(scale)).toBe(expected);
  });

  it.each([
    [1, 0.75, true],
    [0.75, 0.5, true],
    [0.5, 0.5, false],
  ])('zoom out from %f → %f (allowed at 0.75 or above: %s)', (scale, expected, allowed) => {
    expect(canZoomOut(scale)).toBe(allowed);
    expect(zoomOut(scale)).toBe(expected);
  });
});
