import { describe, expect, it } from 'vitest';
import { tileGrid, TILE_SIZE, worldPixel } from './tile-grid';

const template = 'https://tiles.example/{z}/{x}/{y}.png';

describe('worldPixel', () => {
  it('puts 0°/0° in the middle of the world and the corners at the Mercator limits', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(85.0511287798, -180, 0).x).toBe(0);
    expect(worldPixel(85.0511287798, -180, 0).y).toBeCloseTo(0, 6);
  });
});

describe('tileGrid', () => {
  // Kastanienallee 12, Berlin, at zoom 16 lies in tile 35209/21487 (the OpenStreetMap wiki's formula).
  const berlin = { template, latitude: 52.5386, longitude: 13.4097, zoom: 16 };

  it('names the tile that holds the position and centres the grid on it', () => {
    const tiles = tileGrid({ ...berlin, columns: 1, rows: 1 });
    expect(tiles).toHaveLength(1);
    expect(tiles[0]?.url).toBe('https://tiles.example/16/35209/21487.png');
    // The position lies inside that tile: its corner is up and left of it, by less than a tile.
    expect(tiles[0]?.left).toBeLessThanOrEqual(0);
    expect(tiles[0]?.left).toBeGreaterThan(-TILE_SIZE);
    expect(tiles[0]?.top).toBeLessThanOrEqual(0);
    expect(tiles[0]?.top).toBeGreaterThan(-TILE_SIZE);
  });

  it('lays out neighbours one tile apart, row by row', () => {
    const tiles = tileGrid({ ...berlin, columns: 5, rows: 3 });
    expect(tiles).toHaveLength(15);
    expect(tiles[0]?.url).toBe('https://tiles.example/16/35207/21486.png');
    expect(tiles[14]?.url).toBe('https://tiles.example/16/35211/21488.png');
    expect((tiles[1]?.left ?? 0) - (tiles[0]?.left ?? 0)).toBe(TILE_SIZE);
    expect((tiles[5]?.top ?? 0) - (tiles[0]?.top ?? 0)).toBe(TILE_SIZE);
  });

  it('wraps columns around the antimeridian and drops rows beyond the poles', () => {
    const tiles = tileGrid({
      template,
      latitude: 85,
      longitude: 179.9,
      zoom: 1,
      columns: 3,
      rows: 3,
    });
    expect(tiles.map((tile) => tile.url)).toEqual([
      'https://tiles.example/1/0/0.png',
      'https://tiles.example/1/1/0.png',
      'https://tiles.example/1/0/0.png',
      'https://tiles.example/1/0/1.png',
      'https://tiles.example/1/1/1.png',
      'https://tiles.example/1/0/1.png',
    ]);
  });
});
