/**
 * Byte budgets of a first visit, in gzip, measured on the files of dist/
 * (deterministic): each route's HTML ≤ 14 KiB, its inlined CSS included, so
 * the first round trip carries the whole text and its styles; its CSS
 * ≤ 12 KiB; its JavaScript ≤ 95 KiB (≤ 120 KiB on the booking page and on her own off-site tool). The browser loads each page too, so that a chunk fetched
 * after hydration counts, and no request may leave the site's origin. The
 * phone's portrait budget: photos.spec.ts.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { budgetsKiB, builtRoutes, largerJsPaths, firstVisitFiles, kib, measureRoute, totalCss, totalJs } from '../../scripts/tools/bytes.ts'
import { waitForHydration } from '../helpers/site.ts'

const dist = fileURLToPath(new URL('../../dist', import.meta.url))
const KiB = 1024

for (const route of builtRoutes) {
  test(`${route.label} stays within its byte budgets, loads nothing from another origin nor any web font, its images modern, sized and lazy below the fold`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    const requested: string[] = []
    const fonts: string[] = []
    page.on('request', (request) => {
      requested.push(request.url())
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto(route.path)
    await waitForHydration(page)
    const images = await page.getByRole('img').evaluateAll((elements) =>
      elements.flatMap((element) =>
        element instanceof HTMLImageElement
          ? [{ src: element.getAttribute('src') ?? '', sized: Boolean(element.getAttribute('width') && element.getAttribute('height')), loading: element.getAttribute('loading'), belowTheFold: element.getBoundingClientRect().top > window.innerHeight }]
          : [],
      ),
    )
    for (const image of images) {
      expect(image.src, 'a modern format').toMatch(/\.(webp|avif|svg)$/)
      expect(image.sized, `${image.src} has width and height`).toBe(true)
      if (image.belowTheFold) expect(image.loading, `${image.src} is below the fold`).toBe('lazy')
    }
    await page.waitForLoadState('networkidle')
    expect(fonts).toEqual([])

    expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([])
    const loaded = requested.map((url) => new URL(url).pathname.slice(1)).filter((file) => /\.(js|css)$/.test(file))
    const bytes = await measureRoute(dist, route, loaded)
    const detail = (sizes: ReadonlyMap<string, number>) => [...sizes].map(([file, size]) => `${file} ${kib(size)} KiB`).join(', ')
    expect(bytes.html, `HTML ${kib(bytes.html)} KiB`).toBeLessThanOrEqual(budgetsKiB.html * KiB)
    expect(totalCss(bytes), `CSS: ${detail(bytes.css)}`).toBeLessThanOrEqual(budgetsKiB.css * KiB)
    const jsBudget = largerJsPaths.includes(route.path) ? budgetsKiB.jsBooking : budgetsKiB.js
    expect(totalJs(bytes), `JS: ${detail(bytes.js)}`).toBeLessThanOrEqual(jsBudget * KiB)
    // The scripts the HTML lists are the ones the browser really fetched; the CSS is in the HTML:
    // none of it is fetched (the calendar's own CSS comes with the calendar, after hydration).
    const listed = await firstVisitFiles(dist, await readFile(join(dist, route.htmlFile), 'utf8'))
    expect(listed.js.length).toBeGreaterThan(1)
    expect(listed.css.length).toBeGreaterThan(1)
    expect(loaded).toEqual(expect.arrayContaining(listed.js))
    expect(loaded.filter((file) => listed.css.includes(file))).toEqual([])
    test.info().annotations.push({ type: 'bytes', description: `HTML ${kib(bytes.html)} KiB, CSS ${kib(totalCss(bytes))} KiB, JS ${kib(totalJs(bytes))} KiB (${detail(bytes.js)})` })
  })
}

/**
 * The site's build lets the bundler drop what react-router has and the site never calls
 * (scripts/build/vite-router-tree-shaking.ts). Measured on the built files: without it, the chunk
 * every page loads carries the data routers, <HydratedRouter>, fetchers and their default
 * error screen (17.6 KiB gzip instead of 8.6). Their words are what this test looks for.
 */
test('the built JavaScript carries none of the react-router code the site never calls', async () => {
  const assets = join(dist, 'assets')
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'))
  expect(files.length).toBeGreaterThan(0)
  const unused = ['Unexpected Application Error', 'HydratedRouter', 'RouterProvider', 'fetcher.Form', 'Hey developer']
  const found: string[] = []
  for (const file of files) {
    const code = await readFile(join(assets, file), 'utf8')
    for (const words of unused) if (code.includes(words)) found.push(`${file}: « ${words} »`)
  }
  expect(found).toEqual([])
})
