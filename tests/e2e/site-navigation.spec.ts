/**
 * Moving through the site: every link is the browser's own navigation (a
 * full page load: a mark left on the window is gone on the next page), the
 * next page fetched ahead on intent by the Speculation Rules of each page
 * (scripts/build/prerender.ts) so that it opens without asking again for its
 * HTML, the back button returning to where the visitor was; the header menu
 * on a desktop and a phone (by touch and by keyboard, Escape closing it), and
 * the in-page scroll buttons (at once under reduced motion). Direct loads
 * (the current page marked on each, the skip link and focus rings) are
 * site-routes.spec.ts's.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { ui } from '../helpers/content.ts'
import { watchForBlockedContent } from '../helpers/quality.ts'
import {
  bookingPath,
  expectPageShown,
  gotoHydrated,
  headerCta,
  headerMenu,
  headerNav,
  linksTo,
  loose,
  mdxSource,
  menuLabel,
  menuToggle,
  offersPath,
  pageAt,
  scrollTargets,
  sitePages,
  waitForHydration,
  watchConsole,
} from '../helpers/site.ts'
import { plainSpaces } from '../helpers/text.ts'
import { launchOptions } from '../../scripts/tools/chromium.ts'

// In the full browser: the headless shell the other files run in (scripts/tools/chromium.ts) opens the tab a
// Ctrl-click asks for but never loads it.
test.use({ launchOptions })

/** A page of her header menu other than the home and booking pages, wherever she puts it. */
const menuPath = headerMenu.map(([, path]) => path).find((path) => path !== '/' && path !== bookingPath)
if (!menuPath) throw new Error('content/pages.yaml gives no menu label (nav) to a page besides the home and booking pages')

/** A page whose text she wrote links to the offers page, as Markdown does (« [les tarifs](/consultations) »). */
const linkingPage = sitePages.find((page) => page.path !== offersPath && mdxSource(page.file).includes(`](${offersPath})`))

/** Opens `path`, its window marked: a full page load, the browser's navigation, loses the mark. */
async function openMarked(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}
const windowStillMarked = (page: Page) => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true)

/** How the browser got the shown page: 'navigational-prefetch' when it came from a prefetch, '' from the network. */
const deliveryType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType ?? '')

const menuLink = (page: Page, path: string) => headerNav(page).getByRole('link', { name: loose(menuLabel(path)) })

test.describe('header navigation on a desktop screen', () => {
  test('lists every menu page of pages.yaml in order, then the call to action; each opens as the browser opens a page (marked as the current one: site-routes.spec.ts, each page loaded); a page the pointer rests on is fetched ahead and opens without asking for its HTML again; back and forward work, nothing blocked', async ({ page }) => {
    const problems = watchConsole(page)
    const blocked = await watchForBlockedContent(page)
    await openMarked(page, '/')
    await page.waitForLoadState('networkidle')
    const links = headerNav(page).getByRole('link')
    expect((await links.allInnerTexts()).map(plainSpaces)).toEqual(headerMenu.map(([label]) => plainSpaces(label)))
    for (const [index, [, path]] of headerMenu.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', path)
      await expect(links.nth(index)).toBeVisible()
    }
    await expect(headerCta(page)).toHaveAttribute('href', bookingPath)
    // The menu toggle is for phones only.
    await expect(menuToggle(page)).toBeHidden()

    // The pointer resting on a link: its page is fetched ahead, once, and the click shows it from that fetch.
    const [hovered, prefetched] = headerMenu[1]!
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === prefetched) asked.push(request.headers()['sec-purpose'] ?? 'navigation')
    })
    const fetched = page.waitForEvent('requestfinished', { predicate: (request) => new URL(request.url()).pathname === prefetched, timeout: 10_000 })
    await headerNav(page).getByRole('link', { name: hovered, exact: true }).hover()
    await expect.poll(() => asked).toEqual([expect.stringMatching(/prefetch/)])
    // Fetched in full before the click, or the browser may ask the host again.
    await fetched
    await headerNav(page).getByRole('link', { name: hovered, exact: true }).click()
    await expectPageShown(page, prefetched)
    // The browser says the page it shows came from that fetch, not from a new request to the host.
    expect(await deliveryType(page)).toBe('navigational-prefetch')
    expect(asked.filter((purpose) => /prefetch/.test(purpose))).toHaveLength(1)

    for (const [label, path] of [...headerMenu.slice(2), ...headerMenu.slice(0, 1)]) {
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
      const link = headerNav(page).getByRole('link', { name: loose(label) })
      await link.click()
      await expectPageShown(page, path)
      expect(await windowStillMarked(page), `${path}: a page load`).toBe(false)
    }
    await headerCta(page).click()
    await expectPageShown(page, bookingPath)
    await page.goBack()
    await expectPageShown(page, headerMenu[0]![1])
    await page.goForward()
    await expectPageShown(page, bookingPath)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    expect(await blocked()).toEqual([])
  })
})

/** Presses Tab until `target` has the focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Not reached with ${limit} presses of Tab.`)
}

test('on a phone: the call to action in view; the menu a button with aria-expanded and aria-controls; a tapped link navigates and closes it; so does the call to action; by keyboard the menu opens with Enter, closes with Escape back on its button, and leads to a page', { tag: '@mobile-only' }, async ({ page }) => {
  await openMarked(page, '/')
  await expect(headerCta(page)).toBeInViewport()
  await expect(headerCta(page)).toHaveAttribute('href', bookingPath)
  const toggle = menuToggle(page)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const controls = await toggle.getAttribute('aria-controls')
  expect(controls).toBeTruthy()
  // The panel it opens: the navigation, then her phone number.
  const menu = page.locator(`[id="${controls}"]`)
  await expect(menu).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('navigation', { name: ui.header.navLabel }).getByRole('link')).toHaveCount(headerMenu.length)
  for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  await toggle.click()
  await menuLink(page, menuPath).click()
  await expectPageShown(page, menuPath)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(headerNav(page)).toBeHidden()
  await headerCta(page).click()
  await expectPageShown(page, bookingPath)
  expect(await windowStillMarked(page)).toBe(false)

  // By keyboard, on a new visit.
  await gotoHydrated(page, '/')
  // The menu's first entry, whichever page she puts first.
  const first = menuLink(page, headerMenu[0]![1])
  await expect(menuLink(page, menuPath)).toBeHidden()

  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(first).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(first).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Enter')
  await tabTo(page, menuLink(page, menuPath))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(menuPath)
  await expect(first).toBeHidden()
})

test('a Ctrl-click (Cmd on a Mac) and a middle click open the page in a new tab, this one stays; a link she wrote in a page\'s text opens the other page (when one leads to the offers page)', async ({ page, context }) => {
  // From a page whose text links to the offers page, else from the home page (and the last step has nothing to follow).
  const from = linkingPage?.path ?? '/'
  await openMarked(page, from)
  for (const click of [{ modifiers: ['ControlOrMeta'] }, { button: 'middle' }] satisfies Parameters<Locator['click']>[0][]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), menuLink(page, menuPath).click(click)])
    await expect(tab).toHaveURL(menuPath)
    await tab.close()
    await expectPageShown(page, from)
  }
  if (!linkingPage) return
  // Links she wrote in her text: found by where they lead, not by her words.
  await linksTo(page.getByRole('main'), offersPath).first().click()
  await expectPageShown(page, offersPath)
})

test('an address with a trailing slash serves the page, as static hosts do, and the header marks it once hydrated', async ({ page }) => {
  expect((await page.goto(`${menuPath}/`))?.status()).toBe(200)
  await expect(page).toHaveTitle(pageAt(menuPath).documentTitle)
  await waitForHydration(page)
  // Once: a locator's assertion is strict, a second mark fails it.
  const current = headerNav(page).locator('[aria-current="page"]')
  await expect(current).toHaveText(loose(menuLabel(menuPath)))
})

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test('a link opens the next page at its top; the back button returns to where the visitor was on the page before, and forward to the top of the next page', { tag: '@mobile' }, async ({ page }) => {
  await gotoHydrated(page, offersPath)
  // The last offer's booking button, at the foot of the offers page: scrolled down to it, and followed.
  const link = page.getByRole('main').locator(`a[href^="${bookingPath}?"]`).last()
  await link.scrollIntoViewIfNeeded()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
  const start = await scrollY(page)
  await link.click()
  const next = new RegExp(`${bookingPath}\\?`)
  await expect(page).toHaveURL(next)
  await expect.poll(() => scrollY(page)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(offersPath)
  await expect.poll(() => scrollY(page)).toBe(start)
  await page.goForward()
  await expect(page).toHaveURL(next)
  await expect.poll(() => scrollY(page)).toBe(0)
})

// Her pages with a scroll button in their own file, wherever she puts them.
const scrollPaths = sitePages.filter((entry) => scrollTargets(entry.file).length > 0).map((entry) => entry.path)

test('a scroll button brings its section into view, clear of the sticky header, the address naming it: at once when the visitor asks for reduced motion, smoothly otherwise', { tag: '@mobile' }, async ({ page }) => {
  test.skip(scrollPaths.length === 0, 'No page of hers places a <ScrollButton target="…"> in its own file.')
  // Two of her pages, or one twice: each way of scrolling once.
  const tried = [[scrollPaths[0]!, 'reduce'], [scrollPaths[1] ?? scrollPaths[0]!, 'no-preference']] as const
  for (const [path, reducedMotion] of tried) {
    await page.emulateMedia({ reducedMotion })
    await gotoHydrated(page, path)
    // The first <ScrollButton target="…"> she placed on the page, and the section it targets.
    const target = scrollTargets(pageAt(path).file)[0]!
    const section = page.getByRole('main').locator(`section[id="${target}"]`)
    const heading = section.getByRole('heading', { level: 2 }).first()
    await expect(heading).not.toBeInViewport()
    // A plain link to the section: the browser scrolls, as the page's style tells it while an element of the page
    // has the focus (global.css.ts): smoothly, or at once for a visitor who asked for less motion. What the page
    // scrolled through, frame by frame, says which, for a click at a person's pace: Chromium moves the focus to the
    // link's target, or drops it when the target takes none, before it scrolls once the page has been painted since
    // the press (section-focus.ts gives the target the focus at the click).
    const link = linksTo(page.getByRole('main'), `#${target}`).first()
    // In view first (a phone's hero pushes it below the fold), so that what follows is the link's scroll alone.
    await link.scrollIntoViewIfNeeded()
    const scrolled = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          // The page's scroll at each frame, until it has stood still for ten frames after moving.
          const frames = [window.scrollY]
          const record = () => {
            frames.push(window.scrollY)
            const still = frames.slice(-10)
            const stopped = frames.length > 10 && still.every((y) => y === still[0]) && still[0] !== frames[0]
            if (stopped || frames.length > 600) resolve(frames)
            else requestAnimationFrame(record)
          }
          requestAnimationFrame(record)
        }),
    )
    await link.click({ delay: 100 })
    const frames = await scrolled
    const [from, to] = [Math.min(frames[0]!, frames.at(-1)!), Math.max(frames[0]!, frames.at(-1)!)]
    const between = frames.filter((y) => y > from && y < to)
    if (reducedMotion === 'reduce') expect(between, `${path}: scrolled through ${frames.join(', ')}`).toEqual([])
    else expect(between.length, `${path}: scrolled through ${frames.join(', ')}`).toBeGreaterThan(0)
    await expect(heading).toBeInViewport()
    // The focus on the section: the next Tab continues from it.
    await expect(section).toBeFocused()
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox()
        const box = await heading.boundingBox()
        return header && box ? box.y >= header.y + header.height - 1 : false
      }, { message: path })
      .toBe(true)
    // The address names the section, as any link to it would: back returns to where the visitor was.
    await expect(page).toHaveURL(`${path}#${target}`)
  }
})
