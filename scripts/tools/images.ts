/**
 * `npm run images`: draws public/images/partage.png, the share image of
 * Open Graph / Twitter (1200 × 630, PNG because not every network reads
 * WebP), with headless Chromium, from the theme's palette.
 * The file is committed; run this again only to change it.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { palette } from '../../src/styles/palette.ts'
import { launchOptions } from './chromium.ts'

const out = (name: string) => fileURLToPath(new URL(`../../public/images/${name}`, import.meta.url))

const drop = (x: number, y: number, scale: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M32 10C25 20 17 29 17 38a15 15 0 0 0 30 0c0-9-8-18-15-28z" fill="${fill}"/>`

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${palette.page}"/>
  <circle cx="1010" cy="315" r="250" fill="${palette.surfaceWarm}"/>
  <circle cx="1080" cy="120" r="90" fill="${palette.surfaceCalm}"/>
  ${drop(835, 120, 5.5, palette.accent)}
  <path d="M972 340a38 38 0 0 0 38 38" transform="translate(-10 0)" fill="none" stroke="${palette.page}" stroke-width="14" stroke-linecap="round"/>
  <rect x="80" y="150" width="90" height="8" rx="4" fill="${palette.accent}"/>
  <text x="80" y="260" font-family="Georgia, 'DejaVu Serif', serif" font-size="76" font-weight="600" fill="${palette.heading}">Consultante</text>
  <text x="80" y="350" font-family="Georgia, 'DejaVu Serif', serif" font-size="76" font-weight="600" fill="${palette.heading}">en lactation</text>
  <text x="80" y="440" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="34" fill="${palette.text}">Allaitement, avant et après la naissance</text>
  <text x="80" y="490" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="34" fill="${palette.textMuted}">À domicile et en visio</text>
</svg>`

const browser = await chromium.launch(launchOptions)
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })

await page.setContent(`<body style="margin:0">${share}</body>`)
await writeFile(out('partage.png'), await page.screenshot({ type: 'png' }))
console.log(out('partage.png'))

await browser.close()
