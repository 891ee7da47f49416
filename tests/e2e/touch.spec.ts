/**
 * Nothing breaks under a thumb. On a touch screen a hover style sticks to
 * what was tapped: every hover style of the site applies only where the
 * device can hover (`@media (hover: hover)`), and each kind of button, once
 * tapped, keeps its text readable (4.5:1). The rule is read in the built CSS;
 * the taps are made in a touch context.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { consentBox, ui } from '../helpers/forms.ts'
import { bookingPath, boxOf, dist, touchTarget, gotoHydrated } from '../helpers/site.ts'
import { contrastRatio } from '../helpers/colour.ts'


test('every hover style of the built CSS sits inside @media (hover: hover)', () => {
  // Each page's CSS is in its HTML, its islands' too; the client build's .css files, shipped but never fetched
  // (scripts/build/vite-inline-css-deps.ts), are read as well. Not the editor's.
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|css)$/.test(file) && !file.startsWith('keystatic'))
  const css = files
    .map((file) => {
      const text = readFileSync(`${dist}${file}`, 'utf8')
      return file.endsWith('.css') ? text : [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((style) => style[1]).join('\n')
    })
    .join('\n')
  // Drop the blocks of @media (hover: hover), then look for any :hover left.
  const outside = css.replace(/@media\s*\(hover:\s*hover\)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
  expect(css).toMatch(/@media\s*\(hover:\s*hover\)/)
  expect(outside.match(/[^{}]*:hover[^{}]*\{/g) ?? []).toEqual([])
})

test.describe('a tap on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('the booking form\'s consent box: its whole line, at least 44 px tall, takes the tap, on the sentence or on the box', { tag: '@mobile-only' }, async ({ page }) => {
    await gotoHydrated(page, bookingPath)
    const box = consentBox(page)
    // The label around the box and its sentence: one target.
    const line = box.locator('xpath=ancestor::label[1]')
    expect((await boxOf(line)).height).toBeGreaterThanOrEqual(touchTarget)
    await line.getByText(ui.forms.consent).tap()
    await expect(box).toBeChecked()
    await box.tap()
    await expect(box).not.toBeChecked()
  })

  for (const path of ['/', bookingPath]) {
    test(`${path}: every kind of button keeps its text readable once tapped (≥ 4.5:1)`, { tag: '@mobile-only' }, async ({ page }) => {
      test.setTimeout(60_000)
      await gotoHydrated(page, path)
      // A touch screen, as a phone reports it: no hover.
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false)
      // Taps each button-like element (a filled or outlined link, button or summary) of the page's main content and
      // header in turn, and measures its text, once tapped, on what is behind it.
      // The taps are about what they leave on screen: no link leaves the page.
      await page.evaluate(() => document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) event.preventDefault()
      }, true))
      const count = await page.evaluate(() => {
        const looksLikeButton = (el: Element) => {
          const style = getComputedStyle(el)
          const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent'
          const outlined = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none' && parseFloat(style.borderRadius) > 0
          const box = el.getBoundingClientRect()
          return (filled || outlined) && box.width > 0 && box.height > 0
        }
        const found = [...document.querySelectorAll('header a, header button, main a, main button, main summary')].filter(looksLikeButton)
        found.forEach((el, index) => el.setAttribute('data-tap', String(index)))
        return found.length
      })
      const faults: string[] = []
      for (let index = 0; index < count; index += 1) {
        const target = page.locator(`[data-tap="${index}"]`)
        // A button kept disabled (the send button, until the form's script has started) takes no tap.
        if (!(await target.isVisible()) || !(await target.isEnabled())) continue
        await target.scrollIntoViewIfNeeded()
        await target.tap()
        // Past the buttons' 150 ms colour transition: a frame for the tap's styles, then the transitions they started.
        await page.evaluate(async () => {
          await new Promise(requestAnimationFrame)
          const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
        })
        // Its text's colour, and the first opaque background behind it (the page's white when none is).
        const measured = await target.evaluate((el) => {
          let background = 'rgb(255, 255, 255)'
          for (let node: Element | null = el; node; node = node.parentElement) {
            const value = getComputedStyle(node).backgroundColor
            if (value !== 'transparent' && !/^rgba\(.*, 0\)$/.test(value)) {
              background = value
              break
            }
          }
          return { color: getComputedStyle(el).color, background, text: (el.textContent ?? '').trim().slice(0, 40) }
        })
        const ratio = contrastRatio(measured.color, measured.background)
        if (ratio < 4.5) faults.push(`${path} « ${measured.text} » : ${ratio.toFixed(2)}:1`)
        // The phone menu, once opened by its tap, would cover the buttons high on the page: closed again.
        await page.keyboard.press('Escape')
      }
      expect(count).toBeGreaterThan(2)
      expect(faults).toEqual([])
    })
  }
})
