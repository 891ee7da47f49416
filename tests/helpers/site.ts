/**
 * What the browser tests expect of the built site, read from the same
 * sources as the site itself (content/pages.yaml, content/data/), so adding a
 * page adds it to every test: her pages as tests/helpers/site-pages.ts looks
 * them up, and what a browser shows of them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page, test } from '@playwright/test'
import type { Manifest } from 'vite'
import { chunkClosure } from '../../scripts/build/chunk-closure.ts'
import { touchTargetRem } from '../../src/styles/touch.ts'
import { palette } from '../../src/styles/palette.ts'
import { computedColour } from './colour.ts'
import { ui } from './content.ts'
import { pageAt, pathsPlacing } from './site-pages.ts'
import { plainSpaces } from './text.ts'

export * from './site-pages.ts'

/**
 * The page at `path` is the one shown: its address, its exact `<title>` from
 * content/pages.yaml and one visible h1 (whose words are hers, so not read).
 */
export async function expectPageShown(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path)
  await expect(page).toHaveTitle(pageAt(path).documentTitle)
  // A locator's assertion is strict: a second h1 fails it (« strict mode violation »).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/**
 * Whether the header's menu is full on a desktop: its links fill it to its last pixel, squeezed, and a label too long
 * for its share folds inside its link (src/components/Header/Header.css.ts). Her labels' length decides.
 */
export const menuFull = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    // On a phone, folded behind its button: not laid out, and out of the accessibility tree.
    const [items, list] = [document.querySelectorAll('header nav li'), document.querySelector('header nav ul')?.getBoundingClientRect()]
    return items.length > 0 && list !== undefined && list.width > 0 && items[items.length - 1]!.getBoundingClientRect().right >= list.right - 1
  })

/** Nothing on the page has shifted so far (CLS without its session windows: any shift counts); else the message says what moved. */
export async function expectNoShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const found: { value: number; moved: string[] }[] = []
        const where = (node: Node | null) =>
          node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> « ${(node.textContent ?? '').trim().slice(0, 40)} »` : String(node?.nodeName)
        const rect = (box: DOMRectReadOnly) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            found.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => `${where(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`) })
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries arrive with the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)))
      }),
  )
  // What moved, when something did: a shift that comes one run in many is found by its message.
  expect(shifts.reduce((total, shift) => total + shift.value, 0), JSON.stringify(shifts, null, 1)).toBe(0)
}

/** The box of an element that must be laid out. */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} is not laid out`)
  return found
}

/** A regular expression for a visible text where any space may be a no-break or narrow no-break one. */
export function loose(text: string, { exact = true } = {}): RegExp {
  // Her typeset texts hold no-break spaces, which accessible names may report as plain ones: any space matches any.
  // Escaped by hand, not RegExp.escape, which writes a space as « \x20 » where the next replacement looks for it.
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ \u00a0\u202f]/g, '[\\s\\u00a0\\u202f]')
  return new RegExp(exact ? `^\\s*${escaped}\\s*$` : escaped)
}

/** The header's menu, its button on a phone, and its call to action (the short label on a phone, the full one read). */
export const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: ui.header.navLabel })
export const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: ui.header.menu })
export const headerCta = (page: Page) => page.getByRole('banner').getByRole('link', { name: loose(ui.header.cta) })

/** The least height a thumb can hit, in CSS pixels: the theme's `width.touch` (src/styles/touch.ts) at 16 px a rem. */
export const touchTarget = touchTargetRem * 16

/** The theme's page colour, as the browser reports it. */
export const pageBackground = computedColour(palette.page)

/**
 * The name of one of her main offers, in the <summary> that opens its presentation, matched whole: « Formule »
 * is not found in « Formule+ ». A price card's name is a heading, not a summary.
 */
export const offerSummary = (scope: Page | Locator, title: string): Locator => scope.locator('summary').getByText(plainSpaces(title), { exact: true })

/** The links of `scope` that lead to `href`, whatever words she gave them. */
export const linksTo = (scope: Page | Locator, href: string): Locator =>
  scope.getByRole('link').and(scope.locator(`[href="${href}"]`))

/** The built site, with its trailing slash. */
export const dist = fileURLToPath(new URL('../../dist/', import.meta.url))

/**
 * The JavaScript files each page's own module needs, from the manifest of the
 * whole app's build (`vite build --mode styles`, whose CSS the pages inline):
 * `content/temoignages.mdx` → assets/temoignages-<hash>.js and what it imports.
 */
export function pageChunks(): Map<string, { own: string; closure: Set<string> }> {
  const path = `${dist}.vite/styles-manifest.json`
  if (!existsSync(path)) throw new Error('dist/.vite/styles-manifest.json is missing: run `npm run build` first.')
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest
  const result = new Map<string, { own: string; closure: Set<string> }>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /content\/([^/]+)\.mdx$/.exec(key)
    if (match?.[1]) result.set(match[1], { own: chunk.file, closure: new Set(chunkClosure(manifest, key).map((each) => each.file)) })
  }
  return result
}

/**
 * Resolves once the page is ready: its script has run (the page has loaded)
 * and every island that hydrates at once (src/page/islands.ts: not the
 * folded contact form, which waits to be opened, nor a contact form without
 * the focus, even one that starts at once for a draft or a waiting request)
 * has been claimed by React
 * (its first element carries React's fiber key), and one frame has passed so
 * that errors React reports after the commit have been logged. A click made
 * right after `goto` may land before a button has its handler.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false
    const claimed = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    return [...document.querySelectorAll('[data-island]')].every((island) => {
      const fold = island.querySelector('details')
      if (island.getAttribute('data-island') === 'FoldedContactForm' && fold && !claimed(fold)) return !fold.open
      // A contact form waits for a first touch, focus or keystroke (src/page/islands.ts): untouched, it is as it should be.
      if (island.getAttribute('data-island') === 'ContactForm' && !island.contains(document.activeElement)) return true
      return claimed(island.firstElementChild)
    })
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Her first page that places `<component>`, wherever she puts it; skips the test, with its reason, when no page does. */
export function placingOrSkip(component: string): string {
  const [path] = pathsPlacing(component)
  test.skip(!path, `No page of content/pages.yaml places <${component}>.`)
  return path!
}

/** Opens her first page that places `<component>` and returns its path; skips the test when no page does. */
export async function gotoPlacing(page: Page, component: string): Promise<string> {
  const path = placingOrSkip(component)
  await page.goto(path)
  return path
}

/** Opens `path` once the page is ready: loaded, its islands hydrated (waitForHydration). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** Messages React logs when the server HTML and the first client render differ. */
export const hydrationWarning = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i

/**
 * Records, from now on, every console error and warning of a page (a
 * warning as « warning: … ») and every uncaught exception (« uncaught: … »),
 * so a test can assert there was none, or exactly the line the app logs.
 * Call before the first navigation.
 * Left out: Chromium's own « Failed to load resource » for a send the test
 * itself refuses (EmailJS's API, the auto-reply function), whose outcome the
 * test checks on its own (the notice, the app's log line, her e-mail's line).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const url = message.location().url
    if (url.endsWith('/api/v1.0/email/send') || url.endsWith('/api/accuse-reception')) return
    // Chromium's « Failed to load resource » says which only by its location.
    const text = message.text().startsWith('Failed to load resource') ? `${message.text()} (${url})` : message.text()
    problems.push(message.type() === 'error' ? text : `warning: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}
