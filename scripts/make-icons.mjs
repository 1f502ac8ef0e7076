/* global console -- a Node script; the shared lint setup declares no Node globals for .mjs files */
// Draws the customer app's icons (web app manifest, home screen) as PNGs from the same shapes
// as favicon.svg, with Debian's Chromium; the results are committed in customer/public/icons.
// Usage, after changing the design: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const out = resolve(import.meta.dirname, '../customer/public/icons');
// favicon.svg's shapes: the grid spans the middle half, so it stays inside the circle of 80 %
// that a launcher keeps of a maskable icon; maskable and home-screen icons fill the square
// (the system rounds them), the plain icon has rounded corners of its own.
const drawing = ({ rounded }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="#b3261e"/><path d="M8 8h7v7H8zM17 8h7v7h-7zM8 17h7v7H8z" fill="#fff"/><path d="M17 17h7v7h-7z" fill="#fff" opacity=".55"/></svg>`;
const icons = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = drawing(icon).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    writeFileSync(join(out, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
