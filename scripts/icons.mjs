// Makes the app's PNG icons (public/icons/) from public/favicon.svg: the web app manifest's 192 and 512 px
// icons, a maskable one (full-bleed square, the mark inside the safe zone) and the Apple touch icon.
// Run again after changing the favicon: `node scripts/icons.mjs`.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(`public/icons/icon-${size}.png`);
}
// Maskable: a square without rounded corners, the mark at 80 % so any mask shape keeps it whole.
const inner = await sharp(svg, { density: (72 * 410) / 64 })
  .resize(410, 410)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1a1a1a' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile('public/icons/maskable-512.png');
await sharp(svg, { density: (72 * 180) / 64 })
  .resize(180, 180)
  .flatten({ background: '#1a1a1a' })
  .png()
  .toFile('public/icons/apple-touch-icon.png');
