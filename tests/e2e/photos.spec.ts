/**
 * Her portrait on the built site, at 390 × 844 (mobile project) and
 * 1280 × 800 (desktop): loaded, whole on the first screen of the page that
 * places her hero, with the hero's buttons, nothing shifting; a phone fetches only the
 * small round version, within its byte budget, and the page placing
 * <Portrait /> fetches its portrait first. Found by its French alt text; its written size is
 * quality-budget.spec.ts's.
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { budgetsKiB, kib } from '../../scripts/tools/bytes.ts'
import { ui } from '../helpers/content.ts'
import { boxOf, dist, expectNoShift, placingOrSkip, gotoHydrated } from '../helpers/site.ts'


/** The portrait files the page asked for, by their path in dist/. */
function portraitRequests(page: Page): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.slice(1)
    if (path.split('/').pop()?.startsWith('portrait')) files.push(path)
  })
  return files
}

test('the hero: her portrait loaded and whole on the first screen, with its buttons, within its bytes on a phone, and nothing shifts', { tag: '@mobile' }, async ({ page }) => {
  const requested = portraitRequests(page)
  await gotoHydrated(page, placingOrSkip('Hero'))
  const viewport = page.viewportSize()!
  const phone = viewport.width < 960

  const portrait = page.getByRole('main').getByRole('img', { name: ui.about.portraitAlt })
  await expect(portrait).toBeVisible()
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const box = await boxOf(portrait)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height, 'the portrait ends on the first screen').toBeLessThanOrEqual(viewport.height)
  // Round on a phone, 4:5 beside the text on a computer.
  expect(box.width / box.height).toBeCloseTo(phone ? 1 : 0.8, 1)
  // Served with its type, as a static host serves it: AVIF as image/avif, WebP as image/webp.
  const chosen = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect((await page.request.get(chosen)).headers()['content-type']).toBe(`image/${chosen.split('.').pop()}`)

  // The hero's row of buttons (the row of the page's first link), whatever she writes on them and however many,
  // under the title and what it says of where and how much.
  const buttons = page.getByRole('main').getByRole('link').first().locator('xpath=..').getByRole('link')
  for (const button of await buttons.all()) {
    const { y, height } = await boxOf(button)
    expect(y + height, `« ${await button.innerText()} » ends on the first screen`).toBeLessThanOrEqual(viewport.height)
  }

  // On a phone the title stays the largest paint: the small portrait is not fetched first.
  if (phone) await expect(portrait).not.toHaveAttribute('fetchpriority', 'high')
  await page.waitForLoadState('networkidle')
  expect(requested.length).toBeGreaterThan(0)
  for (const name of requested) {
    if (phone) expect(name, 'a phone fetches only a round version').toMatch(/^assets\/portrait-\w+-r\d+\.(avif|webp)$/)
    else expect(name, 'a computer fetches a 4:5 version').toMatch(/^assets\/portrait-\w+-\d+\.(avif|webp)$/)
  }
  if (phone) {
    // Its byte budget (scripts/tools/bytes.ts), the files' size in dist/ as sent (images are not compressed again): the same on every machine.
    const sizes = await Promise.all(requested.map(async (file) => [file, (await stat(join(dist, file))).size] as const))
    const total = sizes.reduce((sum, [, size]) => sum + size, 0)
    expect(total, sizes.map(([file, size]) => `${file} ${kib(size)} KiB`).join(', ')).toBeLessThanOrEqual(budgetsKiB.phonePortrait * 1024)
  }
  await expectNoShift(page)
})

test('the hero on a phone: the words beside her round portrait keep their place while it has not come', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto(placingOrSkip('Hero'))
  const portrait = page.getByRole('main').getByRole('img', { name: ui.about.portraitAlt })
  // How far what she does, beside it, and the title under them move once the <picture> has lost its image, as a
  // slow network may paint it before the image's tags have come.
  const moved = await portrait.evaluate((img) => {
    const picture = img.closest('picture')!
    const words = [picture.previousElementSibling!, document.querySelector('main h1')!]
    const before = words.map((element) => element.getBoundingClientRect().y)
    picture.replaceChildren()
    return words.map((element, index) => element.getBoundingClientRect().y - before[index]!)
  })
  expect(moved).toEqual([0, 0])
})

test('her portrait\'s page: the 4:5 portrait is fetched first, loads as AVIF or WebP, and nothing shifts, hydration and the preview banner included', { tag: '@mobile' }, async ({ page }) => {
  const requested = portraitRequests(page)
  await gotoHydrated(page, placingOrSkip('Portrait'))
  const portrait = page.getByRole('main').getByRole('img', { name: ui.about.portraitAlt })
  await expect(portrait).toHaveAttribute('fetchpriority', 'high')
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const box = await boxOf(portrait)
  expect(box.width / box.height).toBeCloseTo(0.8, 1)
  await page.waitForLoadState('networkidle')
  for (const name of requested) expect(name).toMatch(/^assets\/portrait-\w+-\d+\.(avif|webp)$/)
  await expectNoShift(page)
})
