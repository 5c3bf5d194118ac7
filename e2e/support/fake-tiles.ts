/**
 * A stand-in for a raster tile service (map tiles are an outside service, never fetched by a spec): a style that
 * points at https://tiles.fake.test and PNG tiles drawn here, a street grid, so a screenshot shows a base map.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const TILE_HOST = 'https://tiles.fake.test';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 tile: a beige ground with white streets every 64 px and a darker avenue. */
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const street = x % 64 < 6 || y % 64 < 6;
      const avenue = Math.abs(x - y) < 5;
      const [r, g, b] = avenue ? [246, 196, 120] : street ? [255, 255, 255] : [232, 226, 212];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Serves the app's default style with the fake tiles in it, and the tiles; returns how many tiles were asked for. */
export async function routeFakeTiles(page: Page): Promise<() => number> {
  let served = 0;
  const png = tilePng();
  await page.route('**/api/v1/map/style.json', (route) =>
    route.fulfill({
      json: {
        version: 8,
        sources: {
          streets: {
            type: 'raster',
            tiles: [`${TILE_HOST}/{z}/{x}/{y}.png`],
            tileSize: 256,
            attribution: '© Fake tiles for tests',
          },
        },
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#efe9dc' } },
          { id: 'streets', type: 'raster', source: 'streets' },
        ],
      },
    }),
  );
  await page.route(`${TILE_HOST}/**`, (route) => {
    served += 1;
    return route.fulfill({ body: png, contentType: 'image/png' });
  });
  return () => served;
}
