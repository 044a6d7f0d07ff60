// `npx tsx scripts/render-icons.ts`: renders the app's PNG icons (the web app manifests' and Apple's home-screen
// icon) from the brand mark, client/public/favicon.svg's hexagon, in the system's Chromium, into client/public/icons/.
// They are source assets, committed: run this again only when the mark or the palette changes. No image package is
// installed (sharp, @vite-pwa/assets-generator), and the browser draws the SVG exactly as the favicon shows.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';

/** The mark's two hexagons in the 64-unit box of favicon.svg (and of components/brand-mark.tsx). */
const OUTER = '32,4 56,18 56,46 32,60 8,46 8,18';
const INNER = '32,16 46,24 46,40 32,48 18,40 18,24';

/** The light theme's colours (client/styles.css: --color-brand, --color-brand-light; --color-surface). */
const BRAND = '#4f46e5';
const BRAND_LIGHT = '#a5b4fc';
const SURFACE = '#ffffff';

type Icon = {
  file: string;
  size: number;
  /** What fills the square behind the mark; none leaves it transparent. */
  background: string | null;
  /** The share of the side the mark's 56-unit height takes. */
  scale: number;
  outer: string;
  inner: string;
};

const ICONS: readonly Icon[] = [
  // "any" icons: the mark alone, filling the square as the favicon does.
  { file: 'icon-192.png', size: 192, background: null, scale: 56 / 64, outer: BRAND, inner: BRAND_LIGHT },
  { file: 'icon-512.png', size: 512, background: null, scale: 56 / 64, outer: BRAND, inner: BRAND_LIGHT },
  // Maskable: the platform cuts it to its own shape and keeps only the circle of 80% of the side (the safe zone),
  // so the mark stays within it on a full brand-coloured square.
  { file: 'maskable-512.png', size: 512, background: BRAND, scale: 0.62, outer: SURFACE, inner: BRAND_LIGHT },
  // iOS fills transparency with black and rounds the corners itself: an opaque square with room around the mark.
  { file: 'apple-touch-icon-180.png', size: 180, background: SURFACE, scale: 0.72, outer: BRAND, inner: BRAND_LIGHT },
];

function svgOf(icon: Icon): string {
  const side = 56 / icon.scale;
  const offset = (side - 64) / 2;
  const background = icon.background ? `<rect x="${-offset}" y="${-offset}" width="${side}" height="${side}" fill="${icon.background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${side} ${side}" width="${icon.size}" height="${icon.size}">${background}<polygon points="${OUTER}" fill="${icon.outer}"/><polygon points="${INNER}" fill="${icon.inner}"/></svg>`;
}

const outDir = path.resolve('client/public/icons');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svgOf(icon)}`);
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: icon.background === null, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`client/public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
