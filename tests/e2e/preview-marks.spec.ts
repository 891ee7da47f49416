/**
 * The browser tests run on the preview build (`npm run build:preview`), and
 * a preview must never be taken for the real site nor indexed: every page
 * says noindex, nofollow; every answer carries X-Robots-Tag; robots.txt
 * disallows everything and there is no sitemap; while examples remain, a
 * banner says so on every page, in the HTML itself, without moving anything
 * when the page hydrates. (The production build, which has none of these,
 * is checked by tests/integration/launch-build.test.ts.)
 */
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { ui } from '../helpers/content.ts'
import { loadContent } from '../../scripts/build/content/load.ts'
import { portraitExamples } from '../../scripts/build/photos.ts'
import { loose, sitePages, waitForHydration } from '../helpers/site.ts'

// The example illustration in place of her photo counts too: the banner stays until it is replaced.
const examplesLeft =
  loadContent(fileURLToPath(new URL('../../content', import.meta.url))).examples.length +
    portraitExamples(fileURLToPath(new URL('../../public', import.meta.url))).length >
  0
const paths = [...sitePages.map((page) => page.path), '/services']
const banner = (page: Page) => page.getByRole('complementary', { name: ui.preview.title })

test('every page says noindex, nofollow to search engines, in its head and its headers', async ({ page }) => {
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.headers()['x-robots-tag'], path).toBe('noindex')
    await expect(page.locator('head meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, nofollow')
  }
})

test('robots.txt disallows everything, names no sitemap, and there is no sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['x-robots-tag']).toBe('noindex')
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
  expect((await request.get('/sitemap.xml')).status()).toBe(404)
})

test.describe('the preview banner', () => {
  test.skip(!examplesLeft, 'No example value is left in content/ nor in public/images/: a preview shows no banner then.')

  test('is in the HTML of every page, between the skip link and the header', async ({ request }) => {
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      const order = ['href="#contenu"', `<aside aria-label="${ui.preview.title}"`, '<header'].map((marker) => html.indexOf(marker))
      expect(order.every((index) => index >= 0), `${path}: ${order.join(', ')}`).toBe(true)
      expect(order, path).toEqual([...order].sort((a, b) => a - b))
    }
  })

  for (const path of ['/', '/services']) {
    test(`on ${path}, says the site is a preview with example information, and the skip link stays first`, { tag: '@mobile' }, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expect(banner(page)).toBeVisible()
      await expect(banner(page)).toHaveText(loose(`${ui.preview.title} : ${ui.preview.text}`))
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: ui.page.skipLink })).toBeFocused()
    })
  }

  test('moves nothing while the page loads and hydrates', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/a-propos')
    await waitForHydration(page)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if ('value' in entry && typeof entry.value === 'number') total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBe(0)
  })
})
