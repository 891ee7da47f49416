/**
 * The built pages as served, no script run. They carry what search engines
 * and link previews read: each page's title and description, canonical addresses
 * from the one site-URL setting, sharing tags with an image that exists, the
 * practice's JSON-LD where it belongs. And a visitor without JavaScript gets
 * every page readable and styled from its own HTML, its menus, folds and
 * scroll button plain elements that work. These tests run on the preview
 * build: its robots marks are tests/e2e/preview-marks.spec.ts; the 404 page
 * kept out, site-routes.spec.ts; the production build's sitemap.xml and
 * robots.txt, tests/integration/launch-build.test.ts.
 */
import { expect, test } from '@playwright/test'
import { content, offers, pages, practice, ui } from '../helpers/content.ts'
import { jsonLdPaths, practiceJsonLd } from '../../src/lib/json-ld.ts'
import { expectPageShown, footerMenuPages, headerMenu, headerNav, linksTo, loose, offerSummary, pageBackground, pathsPlacing, scrollTargets, sitePages } from '../helpers/site.ts'
import { canonicalUrl, shareImage } from '../../src/lib/seo.ts'
import { monogramSvg } from '../../src/lib/monogram.ts'
import { palette } from '../../src/styles/palette.ts'
import { plainSpaces } from '../helpers/text.ts'

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('every page has its own exact title, description, canonical address, sharing tags, and the practice\'s JSON-LD where it belongs; shows its h1 (its text beyond: site-render.test.tsx), says its charset, styled by the site\'s CSS', { tag: '@mobile' }, async ({ page }) => {
    for (const entry of sitePages) {
      await page.goto(entry.path)
      const heading = page.getByRole('heading', { level: 1 })
      // Its text beyond the heading: tests/unit/site-render.test.tsx, on the same pre-rendered HTML.
      await expect(heading, entry.path).toBeVisible()
      // Styled: the theme's page colour (not the browser's white or transparent), the serif headings.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(pageBackground)
      expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/Georgia/)
      // The page's CSS is in its HTML: one <style>, and no stylesheet to fetch.
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => ({ owner: sheet.ownerNode?.nodeName, rules: sheet.cssRules.length })),
      )
      expect(sheets).toEqual([{ owner: 'STYLE', rules: expect.any(Number) }])
      expect(sheets[0]?.rules).toBeGreaterThan(20)
      const head = page.locator('head')
      // Its charset said in its HTML too, whatever header a host sends.
      await expect(head.locator('meta[charset]')).toHaveAttribute('charset', /^utf-8$/i)
      // The phone's browser bar in the page's colour (src/index.html writes it; the palette holds it).
      await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', palette.page)
      // The rest is the page's HTML, the same on a phone: read once, on a desktop.
      if (page.viewportSize()!.width < 1024) continue
      expect(await page.title()).toBe(entry.documentTitle)
      expect(await head.locator('meta[name="description"]').getAttribute('content')).toBe(entry.description)

      const canonical = canonicalUrl(practice.siteUrl, entry.path)
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', entry.title)
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', entry.description)
      await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', `${practice.name} · ${practice.profession}`)
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${practice.siteUrl}${shareImage.path}`)
      // The tags every page has alike (locale, type, card) are proven on headTags itself: tests/unit/seo.test.ts.

      // The practice's JSON-LD where it belongs, parsed, quoting offers.yaml itself (each price once), not only the code that wrote it.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      if (!jsonLdPaths(pages).includes(entry.path)) {
        expect(blocks, entry.path).toEqual([])
        continue
      }
      expect(blocks, entry.path).toHaveLength(1)
      const data = JSON.parse(blocks[0] ?? '') as ReturnType<typeof practiceJsonLd>
      // Her offers and prices in it: tests/unit/seo.test.ts.
      expect(data).toEqual(practiceJsonLd(content, practice.siteUrl, entry.description))
    }
  })

  test('when her pages have them, a main offer\'s presentation opens from its name and closes again, and her scroll button, a plain #anchor link, reaches its section; the footer menu leads to every page; no « Menu » button that would open nothing; on a desktop the header menu is there and leads to a page', { tag: '@mobile' }, async ({ page }) => {
    // Her main offers and her scroll button, on the pages that place them, when they do.
    const featuredPath = pathsPlacing('FeaturedOffers')[0]
    const offer = featuredPath && offers.offers.find((candidate) => candidate.featured)
    if (offer) {
      await page.goto(featuredPath)
      const name = offerSummary(page.getByRole('main'), offer.title)
      const text = page.getByRole('main').getByText(plainSpaces(offer.text))
      await expect(text).toBeHidden()
      await name.click()
      await expect(text).toBeVisible()
      await name.click()
      await expect(text).toBeHidden()
    }
    const scrolling = sitePages.find((entry) => scrollTargets(entry.file).length > 0)
    const [target] = scrolling ? scrollTargets(scrolling.file) : []
    if (scrolling && target) {
      await page.goto(scrolling.path)
      await linksTo(page.getByRole('main'), `#${target}`).click()
      await expect(page).toHaveURL(`${scrolling.path}#${target}`)
      await expect(page.locator(`section[id="${target}"]`).getByRole('heading', { level: 2 }).first()).toBeInViewport()
    }
    await page.goto('/')
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: ui.footer.navHeading })
    await expect(footerNav.getByRole('link')).toHaveCount(footerMenuPages.length)
    for (const { path, title } of footerMenuPages.filter((entry) => entry.path !== '/').slice(0, 2)) {
      await footerNav.getByRole('link', { name: loose(headerMenu.find(([, menuPath]) => menuPath === path)?.[0] ?? title) }).click()
      await expectPageShown(page, path)
    }
    // No « Menu » button on a phone: without its script it would open nothing.
    await expect(page.getByRole('button', { name: ui.header.menu })).toBeHidden()
    if (page.viewportSize()!.width < 1024) return
    const nav = headerNav(page)
    await expect(nav.getByRole('link')).toHaveCount(headerMenu.length)
    // The menu's first entry, whichever page she puts first.
    const [label, path] = headerMenu[0]!
    await nav.getByRole('link', { name: loose(label) }).click()
    await expectPageShown(page, path)
  })
})

test('the share image and the favicon exist, in the announced size and type', async ({ request }) => {
  const image = await request.get(shareImage.path)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe(shareImage.type)
  const png = await image.body()
  // A PNG's IHDR chunk holds its width and height at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([shareImage.width, shareImage.height])
  expect(png.length).toBeLessThan(300 * 1024)

  const icon = await request.get('/favicon.svg')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toBe('image/svg+xml')
  // Her mark, drawn by the build from her name in practice.yaml: the header's drawing.
  expect(await icon.text()).toBe(monogramSvg(practice.name))
})
