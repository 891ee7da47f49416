/**
 * Helpers of the quality browser tests: axe, and a watch for anything the
 * Content-Security-Policy blocks.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type * as Axe from 'axe-core'

declare global {
  interface Window {
    /** Present once axeViolations() has injected axe-core. */
    axe?: typeof Axe
    /** Filled by watchForBlockedContent(). */
    __cspViolations?: string[]
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core (from node_modules, never a CDN) on the page as it is now.
 * It goes in through page.evaluate, which the page's CSP does not govern:
 * an injected <script> would be blocked, as it should be.
 */
export async function axeViolations(page: Page) {
  // Contrast is judged on the colours that stay, not halfway through a transition.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))))
  // Once per page (half a megabyte to compile again), then only the violations gathered: the rest is not read.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource)
  const results = await page.evaluate(() => {
    if (!window.axe) throw new Error('axe-core did not load.')
    return window.axe.run(document, { resultTypes: ['violations'] })
  })
  // Each violation short enough to read in a test failure.
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

/**
 * Records, from before the first byte of each page, every CSP violation the
 * browser reports and every failed request, so a test can assert there was
 * none. Its console errors are watchConsole's (tests/helpers/site.ts), which
 * each caller asserts too.
 */
export async function watchForBlockedContent(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = []
  await page.addInitScript(() => {
    const found: string[] = []
    window.__cspViolations = found
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on('requestfailed', (request) => {
    // A request the page itself cancelled (a reload or a navigation while a script was still coming) is not blocked:
    // Chromium says ERR_ABORTED. What a policy or the network refuses says otherwise, and a CSP block is also an event.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    // The document of an unknown address is meant to be a 404; nothing else is.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`HTTP ${response.status()}: ${response.url()}`)
    }
  })
  return async () => {
    const violations = await page.evaluate(() => window.__cspViolations ?? [])
    return [...problems, ...violations]
  }
}
