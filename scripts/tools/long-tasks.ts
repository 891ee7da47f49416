/**
 * The main thread's long tasks as a parent's phone would feel them, watched
 * in real Chromium with its CPU slowed 4× (Chrome DevTools' throttling, not
 * Lighthouse's simulation): from the first byte of a page until it has been
 * quiet for a second, every task over 50 ms, the time a tap would have
 * waited (the part of each task beyond 50 ms), and the first paint. Used by
 * `npm run bench`: Lighthouse's mobile TBT is a model; this is the browser.
 */
import { chromium, type Browser } from '@playwright/test'
import { launchOptions } from './chromium.ts'

export interface LongTasks {
  /** First contentful paint, ms from navigation start. */
  fcp: number
  /** Largest contentful paint, ms from navigation start: the last candidate before the page went quiet. */
  lcp: number
  /** Every task over 50 ms, its duration in ms, in order. */
  tasks: number[]
  /** The sum of each long task's part beyond 50 ms: how long a tap could have waited in all. */
  blocking: number
}

declare global {
  interface Window {
    __longTasks?: number[]
    __lcp?: number
  }
}

/** Loads `url` in a fresh page of `browser`, its CPU slowed 4×, and reports its long tasks. */
async function watch(browser: Browser, url: string): Promise<LongTasks> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  try {
    await page.addInitScript(() => {
      const tasks: number[] = []
      window.__longTasks = tasks
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
      new PerformanceObserver((list) => {
        window.__lcp = list.getEntries().at(-1)?.startTime ?? 0
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    // A quiet second after the network: a task scheduled late (an idle callback, a timer) is counted too.
    await page.waitForTimeout(1000)
    const { tasks, fcp, lcp } = await page.evaluate(() => ({
      tasks: window.__longTasks ?? [],
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: window.__lcp ?? 0,
    }))
    return { fcp, lcp, tasks, blocking: tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0) }
  } finally {
    await context.close()
  }
}

/** Each address watched `runs` times, one after the other, in one browser. */
export async function longTasks(urls: readonly string[], runs: number): Promise<Map<string, LongTasks[]>> {
  const browser = await chromium.launch({ ...launchOptions, headless: true })
  const results = new Map<string, LongTasks[]>()
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) results.set(url, [...(results.get(url) ?? []), await watch(browser, url)])
    }
  } finally {
    await browser.close()
  }
  return results
}
