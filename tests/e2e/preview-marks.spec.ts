/**
 * The browser tests run on the preview build (`npm run build:preview`), and
 * a preview must never be taken for the real site nor indexed: every page
 * says noindex, nofollow; every answer carries X-Robots-Tag; robots.txt
 * disallows everything and there is no sitemap; while examples remain, a
 * banner says so on every page, in the HTML itself (that it moves nothing
 * when the page hydrates: photos.spec.ts, no layout shift at all). The
 * production build, which has none of these, is checked by
 * tests/integration/launch-build.test.ts.
 */
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { contentDir, ui } from '../helpers/content.ts'
import { loadContent } from '../../scripts/build/content/load.ts'
import { portraitExamples } from '../../scripts/build/photos.ts'
import { unknownPath } from '../../scripts/tools/static-server.ts'
import { loose, sitePages, gotoHydrated } from '../helpers/site.ts'

// The example illustration in place of her photo counts too: the banner stays until it is replaced.
const examplesLeft =
  loadContent(contentDir).examples.length +
    portraitExamples(fileURLToPath(new URL('../../public', import.meta.url))).length >
  0

test('every page as served says noindex, nofollow in its head and headers; while examples remain, its banner sits between the skip link and the header; robots.txt disallows everything, names no sitemap, and there is no sitemap', async ({ request }) => {
  for (const path of [...sitePages.map((page) => page.path), unknownPath]) {
    const response = await request.get(path)
    expect(response.headers()['x-robots-tag'], path).toBe('noindex')
    const html = await response.text()
    expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual(['<meta name="robots" content="noindex, nofollow" />'])
    if (!examplesLeft) continue
    const order = ['href="#contenu"', `<aside aria-label="${ui.preview.title}"`, '<header'].map((marker) => html.indexOf(marker))
    expect(order.every((index) => index >= 0), `${path}: ${order.join(', ')}`).toBe(true)
    expect(order, path).toEqual([...order].sort((a, b) => a - b))
  }
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['x-robots-tag']).toBe('noindex')
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
  expect((await request.get('/sitemap.xml')).status()).toBe(404)
})

test('the preview banner, on a page and on the not-found page, says the site is a preview with example information, and the skip link stays first', { tag: '@mobile' }, async ({ page }) => {
  test.skip(!examplesLeft, 'No example value is left in content/ nor in public/images/: a preview shows no banner then.')
  for (const path of ['/', unknownPath]) {
    await gotoHydrated(page, path)
    const banner = page.getByRole('complementary', { name: ui.preview.title })
    await expect(banner).toBeVisible()
    await expect(banner).toHaveText(loose(`${ui.preview.title} : ${ui.preview.text}`))
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: ui.page.skipLink }), path).toBeFocused()
  }
})
