import { describe, expect, it } from 'vitest';
import { cut, drawerKick, feed, row, rule, text } from './document.ts';
import { eposPrintXml, rasterBase64, xmlText } from './epos-xml.ts';

describe('ePOS-Print XML (Epson Server Direct Print)', () => {
  it('[PRT21] text keeps its size, emphasis and alignment; rules fill the paper; feed, cut and the drawer pulse', async () => {
    const xml = await eposPrintXml(
      {
        kind: 'receipt',
        title: 'R',
        blocks: [
          text('Token 7', { size: 2, bold: true, align: 'center' }),
          row('Total', '₹ 470.00'.replace('₹ ', '')),
          rule(),
          feed(2),
          drawerKick(),
          cut(),
        ],
      },
      { columns: 32 },
    );
    expect(xml).toMatch(/^<epos-print xmlns="http:\/\/www\.epson-pos\.com\/schemas\/2011\/03\/epos-print">/);
    expect(xml).toContain('<text align="center" width="2" height="2" em="true">Token 7&#10;</text>');
    expect(xml).toContain(`>Total${' '.repeat(32 - 5 - 6)}470.00&#10;</text>`);
    expect(xml).toContain(`>${'-'.repeat(32)}&#10;</text>`);
    expect(xml).toContain('<feed line="2"/><pulse drawer="drawer_1" time="pulse_100"/><cut type="feed"/>');
    expect(xml.endsWith('</epos-print>')).toBe(true);
  });

  it('[PRT21][PRT12] text the printer cannot draw becomes a raster image; XML characters are escaped', async () => {
    const raster = () => ({
      width: 16,
      height: 2,
      pixels: Uint8Array.from({ length: 32 }, (_, i) => (i < 8 ? 1 : 0)),
    });
    const xml = await eposPrintXml(
      { kind: 'kitchen', title: 'K', blocks: [text('पनीर'), text('Fish & <Chips>')] },
      { columns: 48, raster },
    );
    expect(xml).toContain('<image width="576" height="2" color="color_1" mode="mono">');
    expect(xml).toContain('Fish &amp; &lt;Chips&gt;');
    expect(xmlText('a"b\'c\u0007')).toBe('a&quot;b&apos;c');
    // 8 black dots at the left of a 16-dot row: one byte 0xff, then zeros; a second all-white row
    expect(rasterBase64({ width: 16, height: 2, pixels: raster().pixels }, 16, 'left')).toBe('/wAAAA=='); // ff 00 00 00
    expect(rasterBase64({ width: 1, height: 1, pixels: Uint8Array.of(1) }, 16, 'right')).toBe('AAE='); // 00 01
  });
});
