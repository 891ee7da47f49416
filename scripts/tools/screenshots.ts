/**
 * `npm run screenshots`: full-page screenshots of every route of the built
 * site at 390 px and 1280 px wide, in screenshots/, to look at the pages as
 * a visitor does.
 */
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { launchOptions } from './chromium.ts'
import { builtRoutes } from './bytes.ts'
import { startStaticServer } from './static-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const paths = process.argv.slice(2)
// Every page, and the not-found page at an address no page has.
const targets = paths.length > 0 ? paths : builtRoutes.map((route) => route.path)

const { server, url } = await startStaticServer({ root: `${root}dist` })
const browser = await chromium.launch(launchOptions)
await mkdir(`${root}screenshots`, { recursive: true })
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } })
  for (const path of targets) {
    await page.goto(url + path, { waitUntil: 'networkidle' })
    const name = path === '/' ? 'accueil' : path.slice(1).replace(/\//g, '_')
    const file = `${root}screenshots/${name}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
    // Phone pages are long and thin: also cut them into screen-sized slices that stay legible.
    if (width < 600) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, part = 1; y < height; y += 1600, part++) {
        const slice = file.replace('.png', `-part${part}.png`)
        await page.screenshot({ path: slice, fullPage: true, clip: { x: 0, y, width, height: Math.min(1600, height - y) } })
      }
    }
  }
  await page.close()
}
await browser.close()
server.close()
