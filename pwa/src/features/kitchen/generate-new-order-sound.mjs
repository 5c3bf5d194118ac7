// Writes pwa/public/sounds/new_order_sound.wav: a two-note chime (E6 then B6), 16 kHz mono 16-bit PCM.
// Run from the repository root: `node pwa/src/features/kitchen/generate-new-order-sound.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 16000;
const notes = [
  { freq: 1318.5, start: 0, length: 0.32 },
  { freq: 1975.5, start: 0.16, length: 0.5 },
];
const seconds = 0.7;
const samples = new Float32Array(Math.round(RATE * seconds));
for (const n of notes) {
  const from = Math.round(n.start * RATE);
  const count = Math.round(n.length * RATE);
  for (let i = 0; i < count && from + i < samples.length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.008);
    const decay = Math.exp(-t * 7);
    // a bell: the fundamental with a quieter octave above
    const wave = Math.sin(2 * Math.PI * n.freq * t) + 0.35 * Math.sin(2 * Math.PI * 2 * n.freq * t);
    samples[from + i] += 0.45 * attack * decay * wave;
  }
}

const data = Buffer.alloc(samples.length * 2);
for (const [i, s] of samples.entries()) {
  data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', '..', 'public', 'sounds', 'new_order_sound.wav');
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${44 + data.length} bytes)`);
