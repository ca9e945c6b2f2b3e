import type { PointGroup } from 'signature_pad';
import { describe, expect, it } from 'vitest';
import {
  fitStrokes,
  toEnlargedStrokes,
  toScreenStrokes,
  toSignerStrokes,
  toSmallStrokes,
} from './strokes';

const stroke = (...points: [number, number][]): PointGroup => ({
  dotSize: 0,
  minWidth: 0.5,
  maxWidth: 2.5,
  penColor: 'black',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y]) => ({ x, y, time: 0, pressure: 0.5 })),
});

const xy = (strokes: PointGroup[]) => strokes.flatMap((s) => s.points.map((p) => [p.x, p.y]));

describe('signature strokes between the small and the enlarged, turned area', () => {
  it('turns the signer’s top-left corner to the screen’s top-right (90° clockwise)', () => {
    const screen = { width: 375, height: 812 };
    expect(xy(toScreenStrokes([stroke([0, 0], [812, 375])], screen))).toEqual([
      [375, 0],
      [0, 812],
    ]);
  });

  it('turns back to the signer’s view without loss', () => {
    const screen = { width: 375, height: 812 };
    const original = [stroke([10, 20], [300, 150])];
    expect(xy(toSignerStrokes(toScreenStrokes(original, screen), screen))).toEqual(xy(original));
  });

  it('fits a large drawing into the small area, keeping its shape', () => {
    const fitted = fitStrokes(
      [stroke([800, 100], [400, 360])],
      { width: 800, height: 360 },
      {
        width: 343,
        height: 180,
      },
    );
    expect(xy(fitted)).toEqual([
      [343, 42.875],
      [171.5, 154.35],
    ]);
  });

  it('issue 16 §9: strokes of the small area fill the enlarged area, and fit the small one again', () => {
    const small = { width: 343, height: 180 };
    const screen = { width: 375, height: 812 };
    const original = [stroke([0, 0], [343, 180])];
    // Upright (a landscape screen): scaled by min(375 / 343, 812 / 180).
    expect(xy(toEnlargedStrokes(original, small, screen, false))[1]![0]).toBeCloseTo(375);
    // Turned: the signer's area is 812 × 375, so the stroke's end reaches its full height (375)
    // and 714.6 of its width, then turned onto the screen.
    const turned = xy(toEnlargedStrokes(original, small, screen, true));
    expect(turned[0]).toEqual([375, 0]);
    expect(turned[1]![0]).toBeCloseTo(0);
    expect(turned[1]![1]).toBeCloseTo(714.58, 1);
    // Back in the small area, the whole enlarged area fits into it.
    const back = xy(
      toSmallStrokes(toEnlargedStrokes(original, small, screen, true), small, screen, true),
    );
    expect(back[1]![0]).toBeLessThanOrEqual(343);
    expect(back[1]![1]).toBeLessThanOrEqual(180);
  });
});
