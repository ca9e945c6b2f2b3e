// Web-Mercator ("slippy map") tile arithmetic for the booking map: which tiles surround a position
// and where each sits relative to it. The platform draws the tiles as plain images, so the app needs
// no map library for one static map.

export const TILE_SIZE = 256;

export type PlacedTile = {
  url: string;
  /** Offset of the tile's top-left corner from the position, in CSS pixels. */
  left: number;
  top: number;
};

/** The position in world pixels at `zoom` (EPSG:3857, 256-pixel tiles). */
export function worldPixel(latitude: number, longitude: number, zoom: number) {
  const size = TILE_SIZE * 2 ** zoom;
  const radians = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * size,
    y: ((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * size,
  };
}

/**
 * The `columns` × `rows` tiles centred on the tile that holds the position (both odd), with their
 * URLs from a `{z}/{x}/{y}` template. Columns wrap around the antimeridian; rows beyond the poles
 * are left out.
 */
export function tileGrid(options: {
  template: string;
  latitude: number;
  longitude: number;
  zoom: number;
  columns: number;
  rows: number;
}): PlacedTile[] {
  const { template, zoom } = options;
  const tilesPerSide = 2 ** zoom;
  const point = worldPixel(options.latitude, options.longitude, zoom);
  const centreX = Math.floor(point.x / TILE_SIZE);
  const centreY = Math.floor(point.y / TILE_SIZE);
  const tiles: PlacedTile[] = [];
  for (let dy = -Math.floor(options.rows / 2); dy <= Math.floor(options.rows / 2); dy += 1) {
    const y = centreY + dy;
    if (y < 0 || y >= tilesPerSide) continue;
    for (
      let dx = -Math.floor(options.columns / 2);
      dx <= Math.floor(options.columns / 2);
      dx += 1
    ) {
      const x = centreX + dx;
      const wrappedX = ((x % tilesPerSide) + tilesPerSide) % tilesPerSide;
      tiles.push({
        url: template
          .replaceAll('{z}', String(zoom))
          .replaceAll('{x}', String(wrappedX))
          .replaceAll('{y}', String(y)),
        left: x * TILE_SIZE - point.x,
        top: y * TILE_SIZE - point.y,
      });
    }
  }
  return tiles;
}
