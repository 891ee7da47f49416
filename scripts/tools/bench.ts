/**
 * `npm run bench`: builds the site as visitors will get it (a production
 * build, on a throwaway copy of the project whose examples are filled by
 * tests/helpers/fill-examples.ts: the real content may still hold examples, which
 * production refuses and a preview marks noindex), serves it as a static host does (with
 * the headers of dist/_headers and gzip), runs Lighthouse 12 on every route
 * (mobile and desktop, 3 runs each) with the system Chromium, and prints the
 * median scores and metrics, then the bytes each route loads on a first visit.
 * The tables are also written to bench-results/ (not committed).
 *
 *   npm run bench                      everything
 *   npm run bench -- --no-build        measure the current dist/ (a preview's SEO score is not 100: noindex)
 *   npm run bench -- --runs 1 / /a-propos  fewer runs, some routes
 *   npm run bench -- --twins /rendez-vous  also each route's twin without JavaScript (its HTML, scripts
 *                                          removed): the LCP a hand-written page would reach, as the aim
 *   npm run bench -- --mobile             the mobile runs only
 *   npm run bench -- --before DIR         also the same routes of another build (an earlier commit's dist/,
 *                                          built with examples filled), each route measured beside it in the
 *                                          same run: before and after on the same machine, at the same moment
 *
 * Each report starts with Lighthouse's `benchmarkIndex` (its measure of this
 * machine's speed): a faster machine hides the cost of JavaScript.
 *
 * Lighthouse simulates a mid-range phone on a slow 4G network for mobile;
 * its CPU-bound numbers (TBT) depend on how busy this machine is.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { builtRoutes, byteTable, measureRoute, type BuiltRoute } from './bytes.ts'
import { fillExamples } from '../../tests/helpers/fill-examples.ts'
import { copyProject } from './project-copy.ts'
import { availabilityMiddleware } from '../build/host-functions.ts'
import { startStaticServer } from './static-server.ts'
import { longTasks, type LongTasks } from './long-tasks.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

const { values: options, positionals: wanted } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    twins: { type: 'boolean', default: false },
    before: { type: 'string' },
    mobile: { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const build = !options['no-build']
const runs = Number(options.runs)
const routes = wanted.length > 0 ? builtRoutes.filter((route) => wanted.includes(route.path)) : builtRoutes
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a whole number of runs.')
if (routes.length === 0) throw new Error(`No route matches ${wanted.join(', ')}.`)

type FormFactor = 'mobile' | 'desktop'
const formFactors: readonly FormFactor[] = options.mobile ? ['mobile'] : ['mobile', 'desktop']
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Sample {
  scores: Record<(typeof categories)[number], number>
  lcp: number
  fcp: number
  tbt: number
  cls: number
  /** The tag of the element Lighthouse found largest, « h1 » or « img »: what the LCP waited for. */
  lcpElement: string
  /** Same-origin files the page loaded, relative to dist/. */
  loaded: string[]
  /** Requests to another origin: there should be none. */
  foreign: string[]
  /** Lighthouse's measure of this machine's speed during the run (about 1,000–1,500 for a mid-range machine). */
  benchmarkIndex: number
}

/** The middle value, or the mean of the two middle ones; 0 when there is none. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return ((sorted[Math.ceil(sorted.length / 2) - 1] ?? 0) + (sorted[Math.floor(sorted.length / 2)] ?? 0)) / 2
}

function numeric(result: Result, id: string): number {
  const value = result.audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}.`)
  return value
}

/** The LCP element's tag, from Lighthouse's audit of it (« h1 », « img »…). */
function lcpElementOf(result: Result): string {
  const details = result.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet ?? ''
  return /^<([a-z0-9]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? '?'
}

function sample(result: Result, origin: string): Sample {
  const details = result.audits['network-requests']?.details
  const urls = details?.type === 'table' ? details.items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : [])) : []
  const score = (id: (typeof categories)[number]) => Math.round((result.categories[id]?.score ?? 0) * 100)
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: numeric(result, 'largest-contentful-paint'),
    fcp: numeric(result, 'first-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    lcpElement: lcpElementOf(result),
    loaded: urls.filter((url) => url.startsWith(origin)).map((url) => new URL(url).pathname.slice(1)).filter((file) => /\.(css|js)$/.test(file)),
    foreign: urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:')),
    benchmarkIndex: result.environment.benchmarkIndex,
  }
}

// A production build of a filled copy, removed when the bench ends.
const copy = build ? copyProject('bench-') : undefined
process.on('exit', () => copy?.remove())
// Stopped with Ctrl+C, it exits as a program does, so the exit handlers remove the copy and the twins.
process.on('SIGINT', () => process.exit(130))
if (copy) {
  await fillExamples(copy.root)
  const env = { ...process.env, SITE_ENV: undefined }
  const result = spawnSync('npm', ['run', 'build'], { cwd: copy.root, stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const dist = copy ? `${copy.root}/dist` : `${root}dist`
if (!copy && existsSync(`${dist}/robots.txt`) && readFileSync(`${dist}/robots.txt`, 'utf8').includes('Disallow: /')) {
  process.stdout.write('bench: dist/ is a preview build (noindex): its SEO score cannot reach 100.\n')
}

/** Where a route's twin without JavaScript is served: the same HTML, CSS and images, no script at all. */
const twinPrefix = '/__sans-js'
if (options.twins) {
  for (const route of routes) {
    const html = readFileSync(`${dist}/${route.htmlFile}`, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    const file = `${dist}${twinPrefix}/${route.htmlFile}`
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
  }
}
process.on('exit', () => {
  if (!copy) rmSync(`${dist}${twinPrefix}`, { recursive: true, force: true })
})

// As her host serves the site: with the availability function the booking page asks (no calendar set here).
const { server, url: origin } = await startStaticServer({ root: dist, middleware: [availabilityMiddleware(() => ({}))] })
const beforeDist = options.before
if (beforeDist && !existsSync(`${beforeDist}/index.html`)) throw new Error(`--before: no built site in ${beforeDist}.`)
const before = beforeDist ? await startStaticServer({ root: beforeDist, middleware: [availabilityMiddleware(() => ({}))] }) : undefined

/** What is measured of each route, one after the other: this build, its twin without JavaScript, the build before. */
type Variant = 'page' | 'twin' | 'before'
const variants: Variant[] = ['page', ...(options.twins ? (['twin'] as const) : []), ...(before ? (['before'] as const) : [])]
const variantName: Record<Variant, string> = { page: '', twin: ' sans JS', before: ' avant' }
const variantUrl = (variant: Variant, path: string) =>
  variant === 'before' ? `${before?.url}${path}` : `${origin}${variant === 'twin' ? twinPrefix : ''}${path}`
const key = (formFactor: FormFactor, variant: Variant, route: BuiltRoute) => `${formFactor} ${variant} ${route.path}`
const chrome = await chromeLauncher.launch({
  ...(chromiumPath ? { chromePath: chromiumPath } : {}),
  chromeFlags: ['--headless=new', ...chromiumArgs],
})

/**
 * One Lighthouse run. On a busy machine Lighthouse sometimes fails to record
 * the trace (NO_NAVSTART, NO_FCP…): such a run is tried again, twice at most.
 */
async function audit(url: string, flags: Flags, formFactor: FormFactor, attempt = 1): Promise<Result> {
  const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
  const error = runner ? runner.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing.' }
  if (runner && !error) return runner.lhr
  if (attempt >= 3) throw new Error(`${url}: ${error?.code} ${error?.message}`)
  process.stdout.write(`lighthouse ${formFactor} ${url}: ${error?.code}, trying again\n`)
  return audit(url, flags, formFactor, attempt + 1)
}

/**
 * Lighthouse refuses to audit a document answered with 404, so the 404 page
 * is measured at /404.html, the same file served with 200.
 */
const benchPath = (route: BuiltRoute) => (route.htmlFile === '404.html' ? '/404.html' : route.path)

const results = new Map<string, Sample[]>()
const tasks = new Map<string, LongTasks[]>()
const failures: string[] = []
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }
try {
  // Route by route, each variant's runs interleaved: a change in the machine's speed touches all of them alike.
  for (const route of routes) {
    for (const formFactor of formFactors) {
      for (let run = 1; run <= runs; run++) {
        for (const variant of variants) {
          const url = variantUrl(variant, benchPath(route))
          try {
            const samples = results.get(key(formFactor, variant, route)) ?? []
            samples.push(sample(await audit(url, flags, formFactor), new URL(url).origin))
            results.set(key(formFactor, variant, route), samples)
          } catch (error) {
            // One page that cannot be measured must not lose the others' results.
            failures.push(String(error))
            process.stdout.write(`${String(error)}\n`)
          }
          process.stdout.write(`lighthouse ${formFactor.padEnd(7)} ${`${route.path}${variantName[variant]}`.padEnd(22)} run ${run}/${runs}\n`)
        }
      }
    }
  }
  // Lighthouse's Chrome closed before the next pass, which times the main thread (`finally` closes it on a failure).
  await chrome.kill()
  // Then the same pages in real Chromium, CPU slowed 4×: the long tasks a tap would wait behind.
  const urls = routes.flatMap((route) => variants.map((variant) => variantUrl(variant, benchPath(route))))
  process.stdout.write(`long tasks: ${urls.length} pages, CPU slowed 4×, ${runs} run${runs > 1 ? 's' : ''} each\n`)
  for (const [url, samples] of await longTasks(urls, runs)) tasks.set(url, samples)
} finally {
  await chrome.kill()
  server.close()
  before?.server.close()
}

function row(route: BuiltRoute, formFactor: FormFactor): string {
  const samples = results.get(key(formFactor, 'page', route)) ?? []
  const m = (pick: (s: Sample) => number) => median(samples.map(pick))
  if (samples.length === 0) return `| ${route.label} | ${formFactor} | failed | | | | | | | | | |`
  const elements = [...new Set(samples.map((s) => s.lcpElement))].join(', ')
  return `| ${route.label} | ${formFactor} | ${categories.map((id) => m((s) => s.scores[id])).join(' | ')} | ${(m((s) => s.fcp) / 1000).toFixed(2)} s | ${(m((s) => s.lcp) / 1000).toFixed(2)} s | ${(m((s) => s.lcp) / m((s) => s.fcp)).toFixed(2)} | ${elements} | ${Math.round(m((s) => s.tbt))} ms | ${m((s) => s.cls).toFixed(3)} |`
}

/**
 * A route beside its other variants (`--twins`, `--before`), for one device:
 * Perf, TBT and LCP of each, medians of the same run.
 */
function comparisonRow(route: BuiltRoute, formFactor: FormFactor): string {
  const m = (variant: Variant, pick: (s: Sample) => number) => median((results.get(key(formFactor, variant, route)) ?? []).map(pick))
  const cells = variants.flatMap((variant) => [
    String(m(variant, (s) => s.scores.performance)),
    `${Math.round(m(variant, (s) => s.tbt))} ms`,
    `${(m(variant, (s) => s.lcp) / 1000).toFixed(2)} s`,
  ])
  return `| ${route.label} | ${formFactor} | ${cells.join(' | ')} |`
}

const comparisonTable =
  variants.length > 1
    ? [
        '',
        `Each route beside ${[options.twins ? 'its twin without JavaScript (its HTML, scripts removed)' : '', before ? `the build before (${beforeDist})` : ''].filter(Boolean).join(' and ')}, interleaved in this run`,
        '',
        `| Route | Device | ${variants.map((variant) => `Perf${variantName[variant]} | TBT${variantName[variant]} | LCP${variantName[variant]}`).join(' | ')} |`,
        `|---|---|${variants.map(() => '---:|---:|---:|').join('')}`,
        ...formFactors.flatMap((formFactor) => routes.map((route) => comparisonRow(route, formFactor))),
      ].join('\n')
    : ''

/** A route's paints and long tasks in real Chromium at 4× slower CPU, for each variant: medians of the runs. */
function taskRow(route: BuiltRoute): string {
  const cells = variants.flatMap((variant) => {
      const samples = tasks.get(variantUrl(variant, benchPath(route))) ?? []
      if (samples.length === 0) return ['failed', '', '', '', '']
      return [
        `${Math.round(median(samples.map((s) => s.fcp)))} ms`,
        `${Math.round(median(samples.map((s) => s.lcp)))} ms`,
        String(median(samples.map((s) => s.tasks.length))),
        `${Math.round(median(samples.map((s) => Math.max(0, ...s.tasks))))} ms`,
        `${Math.round(median(samples.map((s) => s.blocking)))} ms`,
      ]
    })
  return `| ${route.label} | ${cells.join(' | ')} |`
}

const taskTable = [
  '',
  'Real Chromium, CPU slowed 4× (DevTools throttling), 390 px touch screen, from navigation until a quiet second after the network: tasks over 50 ms',
  '',
  `| Route | ${variants
    .map((variant) => `FCP${variantName[variant]} | LCP${variantName[variant]} | long tasks${variantName[variant]} | longest${variantName[variant]} | blocking${variantName[variant]}`)
    .join(' | ')} |`,
  `|---|${variants
    .map(() => '---:|---:|---:|---:|---:|')
    .join('')}`,
  ...routes.map(taskRow),
].join('\n')

const indexes = [...results.values()].flat().map((s) => s.benchmarkIndex)
const machine = `Lighthouse benchmarkIndex (this machine's speed): median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`

const scoreTable = [
  `Lighthouse 12, median of ${runs} run${runs > 1 ? 's' : ''}; mobile = simulated slow 4G and 4× CPU slowdown; the 404 page is measured at /404.html`,
  '',
  '| Route | Device | Perf | A11y | Best practices | SEO | FCP | LCP | LCP / FCP (aim ≤ 1.10) | LCP element | TBT | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
  ...formFactors.flatMap((formFactor) => routes.map((route) => row(route, formFactor))),
].join('\n') + comparisonTable + taskTable

/** Each route's bytes in `dir`, with what its mobile runs of `variant` saw loading. */
const measured = (dir: string, variant: Variant) =>
  Promise.all(routes.map((route) => measureRoute(dir, route, results.get(key('mobile', variant, route))?.flatMap((s) => s.loaded) ?? [])))
const bytes = await measured(dist, 'page')
const bytesBefore = beforeDist ? await measured(beforeDist, 'before') : []
const foreign = [...new Set([...results.values()].flat().flatMap((s) => s.foreign))]

const report = [
  `# Benchmark, ${new Date().toISOString()}`,
  '',
  machine,
  '',
  scoreTable,
  '',
  byteTable(bytes),
  ...(beforeDist ? ['', `Before (${beforeDist}):`, '', byteTable(bytesBefore)] : []),
  '',
  foreign.length === 0 ? 'No request to another origin.' : `Requests to other origins: ${foreign.join(', ')}`,
  ...(failures.length > 0 ? ['', 'Runs that failed:', ...failures.map((failure) => `- ${failure}`)] : []),
  '',
].join('\n')

console.log(`\n${report}`)
await mkdir(`${root}bench-results`, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
await writeFile(`${root}bench-results/bench-${stamp}.md`, report)
await writeFile(`${root}bench-results/bench-${stamp}.json`, JSON.stringify(Object.fromEntries(results), null, 2))
console.log(`Written to bench-results/bench-${stamp}.md`)
