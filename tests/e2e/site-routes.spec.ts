import { expect, test } from '@playwright/test'
import { testimonials, training, ui } from '../helpers/content.ts'
import { linksTo, notFound, pageAt, sitePages } from '../helpers/site.ts'

test.describe('every page of the manifest', () => {
  for (const page of [...sitePages, { path: '/page-inconnue' }]) {
    const known = page.path !== '/page-inconnue'
    test(`${page.path} answers ${known ? 200 : 404} with one h1 in French, every line of text in the column, nothing scrolling sideways`, { tag: '@mobile' }, async ({
      page: tab,
    }) => {
      const response = await tab.goto(page.path)
      expect(response?.status()).toBe(known ? 200 : 404)
      expect(response?.headers()['content-type']).toMatch(/text\/html;\s*charset=utf-8/i)
      await expect(tab.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(tab.getByRole('heading', { level: 1 })).not.toHaveText(/^\s*$/)
      await expect(tab.locator('html')).toHaveAttribute('lang', 'fr')
      // No mojibake: UTF-8 bytes read as Latin-1 turn « é » into « Ã© » and « ’ » into « â€™ ».
      const text = await tab.locator('body').innerText()
      expect(text).not.toMatch(/Ã|â€|�/)
      expect(text).toMatch(/[éèàâç]/)
      // Text written straight into the page's grid, next to its headings and
      // paragraphs (a <Fact /> that MDX left out of its paragraph), becomes a
      // grid item of its own and lands in a side column.
      const strays = await tab.locator('body').evaluate((body) => {
        const found: string[] = []
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || !node.textContent?.trim()) continue
          if (/grid/.test(getComputedStyle(parent).display) && parent.children.length > 0) found.push(node.textContent.trim())
        }
        return found
      })
      expect(strays).toEqual([])
      const widths = await tab.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.client)
    })
  }

  // Its title and description as served: tests/e2e/quality-seo.spec.ts, the one place for the head.
  test('the HTML as served (before any script) holds each page\'s language, charset and h1 text', async ({ request }) => {
    for (const page of sitePages) {
      const html = await (await request.get(page.path)).text()
      expect(html, page.path).toMatch(/<html lang="fr">/)
      expect(html, page.path).toMatch(/<meta charset="UTF-8"/i)
      expect(html, page.path).toMatch(/<h1\b[^>]*>[^<]*\S/)
    }
  })

  test('French text of her data keeps its accents, apostrophes, quotes and no-break spaces intact', async ({ page }) => {
    // Compared character for character (innerText keeps U+00A0 and U+202F), never whitespace-normalised.
    await page.goto('/temoignages')
    const quotes = await page.getByRole('main').innerText()
    for (const testimonial of testimonials) {
      expect(quotes).toContain(`«\u00a0${testimonial.text}\u00a0»`)
      expect(quotes).toContain(testimonial.babyLine)
    }
    await page.goto('/a-propos')
    const about = await page.getByRole('main').innerText()
    for (const entry of training) expect(about).toContain(entry.title)
    const footer = await page.getByRole('contentinfo').innerText()
    for (const promise of ui.footer.promises) expect(footer).toContain(promise)
  })

  test('a path with a trailing slash serves the same page, as static hosts do', async ({ page }) => {
    const response = await page.goto('/a-propos/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(pageAt('/a-propos').documentTitle)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('unknown paths', () => {
  const paths = {
    '/services': '/services',
    'a random unknown path': `/page-inconnue-${Math.random().toString(36).slice(2)}`,
    'a path below a page': '/a-propos/suite',
  }
  for (const [name, path] of Object.entries(paths)) {
    test(`${name} answers 404 with the not-found page`, { tag: '@mobile' }, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page).toHaveTitle(notFound.documentTitle)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }

  test('the 404 page links back home, and the link works', async ({ page }) => {
    await page.goto('/services')
    const home = linksTo(page.getByRole('main'), '/')
    await expect(home).toHaveCount(1)
    await home.click()
    await expect(page).toHaveURL('/')
    await expect(page).toHaveTitle(pageAt('/').documentTitle)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('no page links to a missing page or image: every internal <a href> and <img src> answers 200', async ({
  page,
  request,
}) => {
  test.slow()
  const found = new Map<string, string>()
  for (const { path } of sitePages) {
    await page.goto(path)
    const targets = await page.evaluate(() => [
      ...[...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      ...[...document.querySelectorAll('img[src]')].map((img) => (img as HTMLImageElement).src),
      ...[...document.querySelectorAll('link[href]')].map((link) => (link as HTMLLinkElement).href),
    ])
    const here = new URL(page.url()).origin
    for (const target of targets) {
      const url = new URL(target)
      if (url.origin !== here) continue
      url.hash = ''
      if (!found.has(url.href)) found.set(url.href, path)
    }
  }
  expect(found.size).toBeGreaterThan(sitePages.length)
  const broken: string[] = []
  for (const [url, from] of found) {
    const status = (await request.get(url)).status()
    if (status !== 200) broken.push(`${url} (linked from ${from}) → ${status}`)
  }
  expect(broken).toEqual([])
})
