/**
 * Every route as a static host serves it with dist/_headers, one load each
 * on a desktop and a phone, at an address mangled as a link cut short in a
 * text message can be (malformed escapes in its query and fragment, which the
 * page reads without throwing): its status, type and framing policy (the
 * rest of dist/_headers: tests/unit/headers.test.ts), one h1 in
 * French, nothing blocked by the Content-Security-Policy, no console error,
 * warning or hydration mismatch, no page module (the page is its HTML), the current page
 * marked in the menu, the legal links in the footer, every internal link
 * answering, no IBCLC held as a title, no axe violation (WCAG 2.2 AA; on a
 * phone the menu closed and open), and on a desktop Tab reaching the skip
 * link first and a focus ring on all it reaches; then unknown addresses. The forms' states
 * (filled, notices shown) are axe's in the forms' own tests.
 */
import { expect, test } from '@playwright/test'
import { unknownPath } from '../../scripts/tools/static-server.ts'
import { ui } from '../helpers/content.ts'
import { axeViolations, watchForBlockedContent } from '../helpers/quality.ts'
import {
  bookingPath,
  expectPageShown,
  gotoHydrated,
  headerMenu,
  hydrationWarning,
  linksTo,
  loose,
  notFound,
  offersPath,
  pageChunks,
  sitePages,
  waitForHydration,
  watchConsole,
} from '../helpers/site.ts'

const chunks = pageChunks()
const checkedLinks = new Set<string>()
/** A query and a fragment whose escapes decode to nothing: the booking form's choices and the sections read them. */
const malformed = '?service=%E0&offre=%ZZ&%#%E0'

for (const { path, file } of [...sitePages, { path: unknownPath, file: '' }]) {
  const known = path !== unknownPath
  test(`${path}, even at a malformed address, answers ${known ? 200 : 404} with its headers, one h1 in French, nothing blocked, no console problem, no page module fetched, links that answer, no axe violation, on a desktop Tab from the skip link through focus rings`, { tag: '@mobile' }, async ({ page }) => {
    const problems = watchConsole(page)
    const blocked = await watchForBlockedContent(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)))
    const response = await page.goto(`${path}${malformed}`)
    expect(response?.status()).toBe(known ? 200 : 404)
    const headers = (await response?.allHeaders()) ?? {}
    expect(headers['content-type']).toMatch(/text\/html;\s*charset=utf-8/i)
    // The page's own policy, first in its head (a <meta> policy covers only what follows it): the site's own
    // files, and its style and Speculation Rules by their hashes, nothing else inline. The header forbids framing.
    const html = (await response?.text()) ?? ''
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)
    expect(policy?.[1]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';.*style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
    expect(policy?.index).toBeLessThan(html.search(/<style|<script/))
    // The rest of its headers, as dist/_headers gives them to every page: tests/unit/headers.test.ts, read as
    // scripts/tools/static-server.ts reads them (tests/unit/static-server-formats.test.ts).
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'")
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')

    // One: a locator's assertion is strict, a second h1 fails it.
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toBeVisible()
    await expect(h1).not.toHaveText(/^\s*$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    // No mojibake: UTF-8 bytes read as Latin-1 turn « é » into « Ã© » and « ’ » into « â€™ ».
    const text = await page.locator('body').innerText()
    expect(text).not.toMatch(/Ã|â€|�/)
    expect(text).toMatch(/[éèàâç]/)
    // A rule of her profession: IBCLC is « en préparation » or « prévue », never a title held, wherever she writes it.
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
    for (const said of [text, description, await page.title()]) {
      for (const match of said.matchAll(/IBCLC/g)) {
        const around = said.slice(Math.max(0, match.index - 80), match.index + 80)
        expect(around, `« ${around} »`).toMatch(/préparation|prévue/i)
      }
    }
    // Text written straight into the page's grid (a <Fact /> MDX left out of its paragraph) becomes a grid item of its own, in a side column.
    const strays = await page.locator('body').evaluate((body) => {
      const found: string[] = []
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent && node.textContent?.trim() && /grid/.test(getComputedStyle(parent).display) && parent.children.length > 0) found.push(node.textContent.trim())
      }
      return found
    })
    expect(strays).toEqual([])
    // No sideways scroll: design.spec.ts, every page at four widths.

    // The menu marks this page, once hydrated, and only it; a page out of the menu marks none.
    const label = headerMenu.find(([, candidate]) => candidate === path)?.[0]
    const current = page.getByRole('banner').getByRole('navigation', { name: ui.header.navLabel, includeHidden: true }).locator('[aria-current="page"]')
    await expect(current).toHaveCount(label ? 1 : 0)
    if (label) await expect(current).toHaveText(loose(label))
    for (const legal of sitePages.filter((entry) => entry.legal)) await expect(page.getByRole('contentinfo').getByRole('link', { name: loose(legal.title) })).toHaveAttribute('href', legal.path)

    // Every internal link, image and stylesheet it names answers 200 (each address asked once per worker).
    const targets = await page.evaluate(() =>
      [...document.querySelectorAll('a[href], img[src], link[href]')].map((element) => (element as HTMLAnchorElement).href || (element as HTMLImageElement).src),
    )
    expect(targets.length).toBeGreaterThan(headerMenu.length)
    const broken: string[] = []
    const here = new URL(page.url())
    for (const target of targets) {
      const url = new URL(target)
      url.hash = ''
      // Its own address (the skip link) is the status checked above.
      if (url.origin !== here.origin || url.pathname === here.pathname || checkedLinks.has(url.href)) continue
      checkedLinks.add(url.href)
      const status = (await page.request.get(url.href)).status()
      if (status !== 200) broken.push(`${url.href} → ${status}`)
    }
    expect(broken, 'links to a missing page or file').toEqual([])

    // The page is its HTML: no page's module (content/<page>.mdx compiled) is fetched, its own included.
    if (known) expect(chunks.get(file), `no chunk for content/${file}.mdx in the build manifest`).toBeDefined()
    const pageModules = new Set([...chunks.values()].map((chunk) => chunk.own))
    expect(requested.filter((url) => pageModules.has(url)), 'a page module').toEqual([])
    // The 404 page's own status is logged by Chromium as a failed load: that one is expected.
    const unexpected = problems.filter((problem) => !problem.includes(`404 (Not Found) (${page.url()})`))
    expect(unexpected).toEqual([])
    expect(await blocked()).toEqual([])

    expect(await axeViolations(page)).toEqual([])
    if (page.viewportSize()!.width < 1024) {
      await page.getByRole('button', { name: ui.header.menu }).click()
      await expect(page.getByRole('navigation', { name: ui.header.navLabel }).getByRole('link').first()).toBeVisible()
      expect(await axeViolations(page), 'menu open').toEqual([])
      return
    }

    // On a desktop, Tab reaches the skip link first, shown, leading to the main content; every element it
    // reaches shows a focus ring of 2 px or more.
    const skip = page.getByRole('link', { name: ui.page.skipLink })
    const seen: string[] = []
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press('Tab')
      if (presses === 0) {
        await expect(skip).toBeFocused()
        await expect(skip).toBeInViewport()
      }
      const focused = await page.evaluate(() => {
        const element = document.activeElement
        if (!element || element === document.body) return null
        const style = getComputedStyle(element)
        return {
          label: `${element.tagName.toLowerCase()} « ${(element.textContent ?? '').trim().slice(0, 40)} »`,
          ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        }
      })
      if (!focused || seen.includes(focused.label)) break
      seen.push(focused.label)
      expect(focused.ring, `${focused.label} has no visible focus ring`).toBe(true)
    }
    expect(seen.length).toBeGreaterThan(5)
    await skip.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
}

test('the hydration check sees a mismatch when there is one', async ({ page }) => {
  // Proves the watcher above works: the booking form's HTML (an island) altered before React hydrates it.
  const problems = watchConsole(page)
  await page.route(`**${bookingPath}`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(`>${ui.forms.submitBooking}<`, '>Autre chose<')
    await route.fulfill({ response, body: html })
  })
  await gotoHydrated(page, bookingPath)
  await expect.poll(() => problems.some((problem) => hydrationWarning.test(problem))).toBe(true)
})

test('axe sees a violation when there is one, on a page it has already read', async ({ page }) => {
  // Proves the helper above works: axe is put in the page once, and run again on the page as it is then.
  await gotoHydrated(page, '/')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('main').evaluate((main) => main.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })))
  expect((await axeViolations(page)).map((violation) => violation.rule)).toContain('image-alt')
})

// Its noindex and no canonical address: tests/unit/seo.test.ts, and in the built 404.html
// tests/integration/launch-build.test.ts and preview-marks.spec.ts.
test('unknown addresses answer 404 with the not-found page, whose link leads home', { tag: '@mobile' }, async ({ page }) => {
  for (const path of [unknownPath, `${offersPath}/suite`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(notFound.documentTitle)
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  }
  await linksTo(page.getByRole('main'), '/').click()
  await expectPageShown(page, '/')
  // The host's rules file itself is not served, nor (as on Netlify) the build's .vite/ manifests, and a path that
  // cannot be decoded is an unknown one.
  for (const hidden of ['/_headers', '/.vite/manifest.json']) expect((await page.request.get(hidden)).status(), hidden).toBe(404)
  expect((await page.request.get('/%E0')).status()).toBe(404)
})
