/**
 * Byte budgets of a first visit, in gzip, measured on the files of dist/
 * (deterministic), against `budgetsKiB` of scripts/tools/bytes.ts (each
 * budget and its reason are there): a route's HTML with its inlined CSS, its
 * CSS, its JavaScript on a static page and on the pages whose island hydrates
 * at once. The browser loads each page too, so that a chunk fetched after
 * hydration counts, and no request may leave the site's origin. The
 * phone's portrait budget: photos.spec.ts.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { budgetsKiB, builtRoutes, largerJsPaths, firstVisitScripts, kib, measureRoute, totalCss, totalJs } from '../../scripts/tools/bytes.ts'
import { dist, gotoHydrated } from '../helpers/site.ts'

const KiB = 1024
/** The booking page's script, React, the islands' shared code and the form's own, and their small companions. */
const maxScriptFiles = 10

for (const route of builtRoutes) {
  test(`${route.label} stays within its byte budgets, loads nothing from another origin nor any web font, its images modern, sized and lazy below the fold`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    const requested: string[] = []
    const fonts: string[] = []
    page.on('request', (request) => {
      requested.push(request.url())
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await gotoHydrated(page, route.path)
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
    const jsBudget = largerJsPaths.includes(route.path) ? budgetsKiB.jsAtOnce : budgetsKiB.js
    // The scripts the HTML and its islands name are the ones the browser really fetched; the CSS, the
    // islands' included, is in the HTML: none is fetched.
    const listed = await firstVisitScripts(dist, await readFile(join(dist, route.htmlFile), 'utf8'))
    expect(listed.length).toBeGreaterThan(1)
    expect(loaded).toEqual(expect.arrayContaining(listed))
    expect(loaded.filter((file) => file.endsWith('.css'))).toEqual([])
    test.info().annotations.push({ type: 'bytes', description: `HTML ${kib(bytes.html)} KiB, CSS ${kib(totalCss(bytes))} KiB, JS ${kib(totalJs(bytes))} KiB (${detail(bytes.js)})` })
    expect(totalJs(bytes), `JS: ${detail(bytes.js)}`).toBeLessThanOrEqual(jsBudget * KiB)
    // Each script file costs the main thread a preload link as the islands start (about 5 ms at 4× CPU):
    // their code comes in a few files, cut by which islands need it (scripts/build/island-chunks.ts).
    expect(bytes.js.size, `script files: ${[...bytes.js.keys()].join(', ')}`).toBeLessThanOrEqual(maxScriptFiles)
  })
}

test('the host gets only the scripts and stylesheets a page or an island loads: the styles build\'s, whose CSS the pages hold, are not shipped', async () => {
  type Manifest = Record<string, { file: string; css?: string[] }>
  const manifest = async (name: string) => JSON.parse(await readFile(join(dist, '.vite', name), 'utf8')) as Manifest
  const filesOf = (chunks: Manifest) => new Set(Object.values(chunks).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))
  const client = filesOf(await manifest('manifest.json'))
  const shipped = (await readdir(join(dist, 'assets'))).filter((file) => /\.(js|css)$/.test(file)).map((file) => `assets/${file}`)
  expect(shipped.filter((file) => !client.has(file))).toEqual([])
  // The styles build did write its own: they were there, and went.
  expect([...filesOf(await manifest('styles-manifest.json'))].filter((file) => /\.js$/.test(file) && !client.has(file)).length).toBeGreaterThan(0)
})

