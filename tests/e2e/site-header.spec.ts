import { expect, type Locator, type Page, test } from '@playwright/test'
import { phoneHref, phoneText } from '../../src/lib/format.ts'
import { hyphenatedParts, noBreakClass } from '../../src/lib/hyphenated.ts'
import { initialsOf } from '../../src/lib/initials.ts'
import { practice, ui } from '../helpers/content.ts'
import { boxOf, headerCta, linksTo, loose, menuToggle, touchTarget, gotoHydrated } from '../helpers/site.ts'
import { plainSpaces } from '../helpers/text.ts'

/** A real name longer than most, with two hyphens a browser would happily break after. */
const longName = 'Marie-Christine Delacroix-Martin'

const banner = (page: Page) => page.getByRole('banner')
const nameIn = (page: Page, name: string) => banner(page).getByRole('link').first().getByText(loose(name))

/** How many lines each word of `text` takes inside the element: 1 when no word is cut. */
function linesPerWord(element: Locator, text: string): Promise<Record<string, number>> {
  return element.evaluate((root, words) => {
    // Where each character of the element's text is: its text node and offset.
    const places: { node: Text; offset: number }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const textNode = node as Text
      for (let offset = 0; offset < textNode.data.length; offset++) places.push({ node: textNode, offset })
    }
    const full = places.map(({ node, offset }) => node.data[offset]).join('')
    const lines: Record<string, number> = {}
    for (const word of words) {
      const start = full.indexOf(word)
      const first = places[start]
      const last = places[start + word.length - 1]
      if (start < 0 || !first || !last) throw new Error(`« ${word} » is not in « ${full} »`)
      const range = document.createRange()
      range.setStart(first.node, first.offset)
      range.setEnd(last.node, last.offset + 1)
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      lines[word] = tops.size
    }
    return lines
  }, text.split(/\s+/))
}

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const [which, name] of [
    ['her name (practice.yaml)', practice.name],
    [`a long name, « ${longName} »`, longName],
  ] as const) {
    const real = name === practice.name
    test(`shows ${which} whole, never cut inside a word, beside the menu button and the call to action${real ? ', at 360 and 390 px, the short label shown and the full one read; the menu opens on her number' : ''}`, {
      tag: '@mobile-only',
    }, async ({ page }) => {
      // Her home page: the header is the same on every page.
      await gotoHydrated(page, '/')
      // Another name given to the built header, in the markup the header gives any name (src/components/NoBreakAtHyphens:
      // each hyphenated word in a no-wrap span), so it lays out as a build with that name would.
      if (!real) {
        await nameIn(page, practice.name).evaluate((element, { parts, noBreak }) => {
          element.replaceChildren(
            ...parts.map((part) => {
              if (!part.whole) return part.text
              const word = document.createElement('span')
              word.className = noBreak
              word.textContent = part.text
              return word
            }),
          )
        }, { parts: hyphenatedParts(name), noBreak: noBreakClass })
      }
      const shown = nameIn(page, name)
      for (const width of real ? [320, 360, 390] : [360]) {
        await page.setViewportSize({ width, height: 740 })
        await expect(shown).toBeVisible()
        expect(plainSpaces(await shown.innerText())).toBe(plainSpaces(name))
        // A name wraps at its spaces, never after the hyphen of « Marie-Christine ».
        for (const [word, lines] of Object.entries(await linesPerWord(shown, name))) expect(lines, `« ${word} » on one line at ${width} px`).toBe(1)

        const toggle = await boxOf(menuToggle(page))
        const cta = await boxOf(headerCta(page))
        const nameBox = await boxOf(shown)
        expect(nameBox.x).toBeGreaterThanOrEqual(0)
        expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(toggle.x)
        expect(toggle.x + toggle.width).toBeLessThanOrEqual(cta.x)
        expect(cta.x + cta.width).toBeLessThanOrEqual(width)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        // Targets a thumb can hit; the menu button is a square icon.
        expect(toggle.width).toBeGreaterThanOrEqual(touchTarget)
        expect(toggle.height).toBeGreaterThanOrEqual(touchTarget)
        expect(toggle.width).toBeLessThanOrEqual(toggle.height + 1)
        expect(cta.height).toBeGreaterThanOrEqual(touchTarget)
        // « Prendre / rendez-vous » may take two lines, but never « rendez- / vous ».
        for (const [word, lines] of Object.entries(await linesPerWord(headerCta(page), ui.header.cta))) expect(lines, `« ${word} » on one line`).toBe(1)
        // A bar, not a block: at most two lines of name and a sixth of the screen's height.
        expect(nameBox.height).toBeLessThan(3 * 22)
        expect((await boxOf(banner(page))).height).toBeLessThanOrEqual(740 / 6)
        if (!real) continue
        // Her name of two words on one line, from a 320 px phone up.
        if (name.split(/\s+/).length <= 2) expect(await shown.evaluate((element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size), `her name on one line at ${width} px`).toBe(1)
        // Her mark at the size it is drawn for, on the left edge of the page's text; on a 320 px phone her name alone starts there.
        const textEdge = (await boxOf(page.getByRole('main').getByRole('heading', { level: 1 }))).x
        const markShape = banner(page).getByRole('link').first().locator('svg')
        if (width < 360) {
          await expect(markShape).toBeHidden()
          expect(Math.abs(nameBox.x - textEdge), `${width} px: her name on the text's left edge`).toBeLessThanOrEqual(1)
        } else {
          const mark = await boxOf(markShape)
          expect([mark.width, mark.height], `${width} px`).toEqual([32, 32])
          expect(Math.abs(mark.x - textEdge), `${width} px: the mark on the text's left edge`).toBeLessThanOrEqual(1)
        }
        // Her name: the mark with her initials, and the button's short label on one line; its name, read by screen readers, the full one.
        await expect(banner(page).locator('svg text')).toHaveText(initialsOf(practice.name))
        const labels = await banner(page).getByRole('link', { name: ui.header.cta, exact: true }).evaluate((link) =>
          [...link.querySelectorAll(':scope > span > span')].filter((span) => span.getBoundingClientRect().width > 1).map((span) => {
            const range = document.createRange()
            range.selectNodeContents(span)
            return { text: span.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size }
          }),
        )
        expect(labels, `${width} px`).toEqual([{ text: ui.header.ctaShort, lines: 1 }])
        expect((await boxOf(banner(page))).height, `${width} px`).toBeLessThanOrEqual(66)
      }
      if (!real) return
      // The menu button keeps its name « Menu »; the menu it opens ends with her number, a link that calls her.
      const call = linksTo(banner(page), phoneHref(practice.phone))
      await expect(call).toBeHidden()
      await expect(menuToggle(page)).toHaveAccessibleName(ui.header.menu)
      await menuToggle(page).click()
      await expect(call).toBeInViewport()
      await expect(call).toContainText(loose(phoneText(practice.phone), { exact: false }))
      await expect(call).toContainText(loose(ui.header.phoneLabel, { exact: false }))
      expect((await boxOf(call)).height).toBeGreaterThanOrEqual(touchTarget)
      // The page under the open menu is dimmed: what lies at the screen's foot is the header's veil, which closes the menu.
      const veiled = () => page.evaluate(() => {
        const under = document.elementFromPoint(10, window.innerHeight - 10)
        return { inHeader: Boolean(under?.closest('header')), background: under ? getComputedStyle(under).backgroundColor : '' }
      })
      const veil = await veiled()
      expect(veil.inHeader, 'the page is covered').toBe(true)
      expect(veil.background, 'by a dim, see-through veil').toMatch(/^rgba\(.*, 0\.\d+\)$/)
      await page.mouse.click(10, 730)
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
      expect((await veiled()).inHeader, 'the veil goes with the menu').toBe(false)
    })
  }
})
