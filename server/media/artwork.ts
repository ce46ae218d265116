// Original procedural artwork as SVG (abstract shapes + text); sharp rasterises it. Nothing here copies real art.
import { hashString, createRandom } from '../lib/prng';

const PALETTES = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#e07a5f', '#f4f1de'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
  ['#283618', '#606c38', '#fefae0', '#dda15e', '#bc6c25'],
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function palette(key: string): string[] {
  return PALETTES[hashString(key) % PALETTES.length] as string[];
}

/** A news "photo": layered landscape-like shapes, deterministic per key. Drawn on a 1200×675 canvas. */
export function articleSvg(key: string, width: number, height: number): string {
  const random = createRandom(hashString(key));
  const colors = palette(key);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const color = random.pick(colors);
    if (random.chance(0.5)) {
      shapes.push(`<circle cx="${random.int(0, 1200)}" cy="${random.int(0, 500)}" r="${random.int(40, 220)}" fill="${color}" opacity="0.55"/>`);
    } else {
      const y = random.int(300, 600);
      shapes.push(`<path d="M0 ${y} Q ${random.int(200, 1000)} ${y - random.int(80, 260)} 1200 ${y + random.int(-60, 60)} L1200 675 L0 675 Z" fill="${color}" opacity="0.7"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[2]}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

/** Round badge with initials: category images, provider logos, person portraits, team crests. */
export function badgeSvg(key: string, label: string, shape: 'circle' | 'shield'): string {
  const colors = palette(key);
  const initials = escapeXml(
    label
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join(''),
  );
  const outline =
    shape === 'circle'
      ? `<circle cx="128" cy="128" r="124" fill="${colors[1]}"/><circle cx="128" cy="128" r="100" fill="${colors[0]}"/>`
      : `<path d="M128 8 L236 48 L224 160 Q200 224 128 250 Q56 224 32 160 L20 48 Z" fill="${colors[0]}" stroke="${colors[3]}" stroke-width="10"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${outline}
<text x="128" y="150" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="80" fill="${colors[3]}">${initials}</text></svg>`;
}

/** A comic: panels with simple round characters and a caption bubble. */
export function comicSvg(key: string, theme: string, caption: string, width: number, height: number, date: string): string {
  const random = createRandom(hashString(key));
  const colors = palette(theme);
  const wide = width > height * 1.6;
  const cols = wide ? 3 : 2;
  const rows = wide ? 1 : 2;
  const titleHeight = 36;
  const gap = 12;
  const panelW = (width - gap * (cols + 1)) / cols;
  const panelH = (height - titleHeight - gap * (rows + 1)) / rows;
  const panels: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = gap + c * (panelW + gap);
      const y = titleHeight + gap + r * (panelH + gap);
      const body = random.pick(colors.slice(1));
      const cx = x + panelW * (0.3 + random.next() * 0.4);
      const headR = Math.min(panelW, panelH) * 0.12;
      const cy = y + panelH * 0.62;
      panels.push(
        `<rect x="${x}" y="${y}" width="${panelW}" height="${panelH}" fill="#fffdf5" stroke="#222" stroke-width="3"/>` +
          `<rect x="${cx - headR}" y="${cy}" width="${headR * 2}" height="${panelH * 0.3}" rx="${headR / 2}" fill="${body}"/>` +
          `<circle cx="${cx}" cy="${cy - headR * 0.4}" r="${headR}" fill="${colors[3]}" stroke="#222" stroke-width="2"/>` +
          `<circle cx="${cx - headR * 0.35}" cy="${cy - headR * 0.5}" r="${headR * 0.12}" fill="#222"/>` +
          `<circle cx="${cx + headR * 0.35}" cy="${cy - headR * 0.5}" r="${headR * 0.12}" fill="#222"/>`,
      );
    }
  }
  const fontSize = Math.max(14, Math.round(Math.min(panelW, panelH) * 0.09));
  const bubbleW = Math.min(width - gap * 4, caption.length * fontSize * 0.6 + 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${colors[0]}"/>
<text x="${gap}" y="26" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="20" fill="#fff">${escapeXml(theme.toUpperCase())} · ${escapeXml(date)}</text>
${panels.join('\n')}
<rect x="${gap * 2}" y="${titleHeight + gap * 2}" width="${bubbleW}" height="${fontSize * 2}" rx="${fontSize}" fill="#fff" stroke="#222" stroke-width="2"/>
<text x="${gap * 2 + bubbleW / 2}" y="${titleHeight + gap * 2 + fontSize * 1.35}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#222">${escapeXml(caption)}</text>
</svg>`;
}
