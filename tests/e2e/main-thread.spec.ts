/**
 * The one browser test that times the main thread. It runs alone, after every other browser test (the project
 * `alone` of tests/playwright.config.ts): beside another worker on a 2-core host, a React slice was stretched to
 * 118–156 ms, in 3 CI runs of 4 on 30 November. `npx playwright test tests/e2e/main-thread.spec.ts --no-deps`
 * runs it without the others.
 */
import { expect, test } from '@playwright/test'
import { availabilityPath } from '../../src/lib/availability.ts'
import { bookingHref } from '../../src/lib/booking-link.ts'
import { offers } from '../helpers/content.ts'
import { bookingForm, bookingPath, bookingSummary, ui } from '../helpers/forms.ts'
import { lateInNovemberOnly, lateNow } from '../helpers/calendar-days.ts'
import { gotoHydrated } from '../helpers/site.ts'

test.describe('the main thread', () => {
  // Its retry stays for a host busy with other work: a whole render in one task fails it too.
  test.describe.configure({ retries: 1 })

  test('once hydrated, the booking form takes up what only the browser knows (the offer its link brings, its next openings, her calendar\'s answer) in renders that leave a tap its turn: with the CPU slowed 6×, no task of React\'s lasts as long as the whole render (100 ms)', async ({
    page,
  }) => {
    // Long Animation Frames list the scripts of every frame over 50 ms, each with its file: any task that long is in one.
    await page.addInitScript(() => {
      const scripts: { file: string; invoker: string; ms: number }[] = []
      Object.assign(window, { longFrameScripts: scripts })
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as unknown as { scripts: { sourceURL: string; invokerType: string; duration: number }[] }[]) {
          for (const script of frame.scripts) scripts.push({ file: script.sourceURL, invoker: script.invokerType, ms: Math.round(script.duration) })
        }
      }).observe({ type: 'long-animation-frame', buffered: true })
    })
    // Late in a month, when the form lists its next openings: on another day of the real clock the list is not there.
    await page.clock.setFixedTime(lateNow)
    test.skip(lateInNovemberOnly, 'content/data/booking.yaml opens every listed day in November')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    // Her calendar's answer, once the function has sent the page's other day to today's address.
    const calendarAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === availabilityPath && response.status() === 200)
    // As most parents arrive: by an offer's « Réserver », its choice in the address.
    const [offer] = offers.offers
    await gotoHydrated(page, bookingHref(bookingPath, offer!))
    await expect(bookingForm(page).getByRole('group', { name: ui.forms.nextOpenings })).toBeVisible()
    await expect(bookingSummary(page)).toContainText(offer!.title)
    await calendarAnswered
    // Two frames after the last render, every long frame has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const scripts = await page.evaluate(() => (window as unknown as { longFrameScripts: { file: string; invoker: string; ms: number }[] }).longFrameScripts)
    // React's own file (scripts/build/island-chunks.ts names it), once evaluated: its scheduler's tasks. The form's
    // whole render in one task took 113–164 ms here; cut in slices, arriving by a link, 5–67 ms (the longest of a
    // run): 100 ms tells the two apart on a slower machine. A slice of 108 ms, twice on CI's host: the hyphenated
    // words' pattern compiled inside it (src/lib/hyphenated.ts); since, 8–61 ms here.
    const react = scripts.filter((script) => /\/assets\/react-[^/]+\.js$/.test(script.file) && script.invoker !== 'module-script')
    expect(react.filter((script) => script.ms >= 100), JSON.stringify(scripts)).toEqual([])
  })
})
