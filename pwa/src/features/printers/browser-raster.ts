/**
 * PRT12 on the till: text the printer's code pages lack (Devanagari, ₹…) drawn on a canvas with the device's own
 * fonts (Android and desktop browsers shape Indic scripts) and thresholded to printer dots.
 */
import type { MonoBitmap } from '@tavola/shared/printing/document';
import type { RasterStyle, RasterText } from '@tavola/shared/printing/encode';

const PIXELS_PER_SIZE = 22;
const LINE_DOTS = 24;

function canvas2d(width: number, height: number): CanvasRenderingContext2D | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  try {
    return canvas.getContext('2d', { willReadFrequently: true });
  } catch {
    return null;
  }
}

function draw(text: string, widthDots: number, style: RasterStyle): MonoBitmap {
  const height = LINE_DOTS * style.size;
  const ctx = canvas2d(widthDots, height);
  if (!ctx) return { width: 1, height: 1, pixels: new Uint8Array(1) };
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, widthDots, height);
  ctx.fillStyle = '#000';
  ctx.textBaseline = 'middle';
  ctx.font = `${style.bold ? 'bold ' : ''}${PIXELS_PER_SIZE * style.size}px "Noto Sans Devanagari", "Noto Sans", sans-serif`;
  const measured = Math.min(widthDots, Math.ceil(ctx.measureText(text).width));
  ctx.fillText(text, 0, height / 2, widthDots);
  const rgba = ctx.getImageData(0, 0, widthDots, height).data;
  const width = Math.max(1, measured);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = (rgba[(y * widthDots + x) * 4] ?? 255) < 128 ? 1 : 0;
  }
  return { width, height, pixels };
}

/** The canvas rasteriser; it is asked only for lines the code pages cannot hold, so most jobs never draw. */
export function browserRaster(): RasterText {
  return draw;
}
