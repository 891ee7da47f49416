/**
 * `npm run bench`: builds the site as visitors will get it (a production
 * build, on a throwaway copy of the project whose examples are filled by
 * tests/helpers/fill-examples.ts: the real content may still hold examples, which
 * production refuses and a preview marks noindex), serves it as a static host does (with
 * the headers of public/_headers and gzip), runs Lighthouse 12 on every route
 * (mobile and desktop, 3 runs each) with the system Chromium, and prints the
 * median scores and metrics, then the bytes each route loads on a first visit.
 * The tables are also written to bench-results/ (not committed).
 *
 *   npm run bench                      everything
 *   npm run bench -- --no-build        measure the current dist/ (a preview's SEO score is not 100: noindex)
 *   npm run bench -- --runs 1 / /a-propos  fewer runs, some routes
 *   npm run bench -- --twins /rendez-vous  also each route's twin without JavaScript (its HTML, scripts
 *                                          removed): the LCP a hand-written page would reach, as the aim
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
import { builtRoutes, byteTable, measureRoute, type BuiltRoute, type RouteBytes } from './bytes.ts'
import { fillExamples } from '../../tests/helpers/fill-examples.ts'
import { copyProject } from './project-copy.ts'
import { availabilityMiddleware } from '../build/host-functions.ts'
import { startStaticServer } from './static-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

const { values: options, positionals: wanted } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '3' }, twins: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const build = !options['no-build']
const runs = Number(options.runs)
const routes = wanted.length > 0 ? builtRoutes.filter((route) => wanted.includes(route.path)) : builtRoutes
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a whole number of runs.')
if (routes.length === 0) throw new Error(`No route matches ${wanted.join(', ')}.`)

const formFactors = ['mobile', 'desktop'] as const
type FormFactor = (typeof formFactors)[number]
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Sample {
  scores: Record<(typeof categories)[number], number>
  lcp: number
  fcp: number
  tbt: number
  cls: number
  /** The element Lighthouse found largest, as « h1 » or « img.portrait »: what the LCP waited for. */
  lcpElement: string
  /** Same-origin files the page loaded, relative to dist/. */
  loaded: string[]
  /** Requests to another origin: there should be none. */
  foreign: string[]
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

/** The LCP element's tag and first class, from Lighthouse's audit of it (« h1 », « img »…). */
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
  }
}

// A production build of a filled copy, removed when the bench ends.
const copy = build ? copyProject('bench-') : undefined
process.on('exit', () => copy?.remove())
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
const chrome = await chromeLauncher.launch({
  ...(chromiumPath ? { chromePath: process.env.CHROME_PATH ?? chromiumPath } : {}),
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
const failures: string[] = []
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }
try {
  for (const [route, twin] of routes.flatMap((route) => [[route, false], ...(options.twins ? [[route, true]] : [])] as [BuiltRoute, boolean][])) {
    for (const formFactor of formFactors) {
      const samples: Sample[] = []
      for (let run = 1; run <= runs; run++) {
        try {
          samples.push(sample(await audit(`${origin}${twin ? twinPrefix : ''}${benchPath(route)}`, flags, formFactor), origin))
        } catch (error) {
          // One page that cannot be measured must not lose the others' results.
          failures.push(String(error))
          process.stdout.write(`${String(error)}\n`)
        }
        process.stdout.write(`lighthouse ${formFactor.padEnd(7)} ${(twin ? `${route.path} sans JS` : route.path).padEnd(22)} run ${run}/${runs}\n`)
      }
      results.set(`${formFactor} ${twin ? twinPrefix : ''}${route.path}`, samples)
    }
  }
} finally {
  await chrome.kill()
  server.close()
}

function row(route: BuiltRoute, formFactor: FormFactor): string {
  const samples = results.get(`${formFactor} ${route.path}`) ?? []
  const m = (pick: (s: Sample) => number) => median(samples.map(pick))
  if (samples.length === 0) return `| ${route.label} | ${formFactor} | failed | | | | | | | | | |`
  const elements = [...new Set(samples.map((s) => s.lcpElement))].join(', ')
  return `| ${route.label} | ${formFactor} | ${categories.map((id) => m((s) => s.scores[id])).join(' | ')} | ${(m((s) => s.fcp) / 1000).toFixed(2)} s | ${(m((s) => s.lcp) / 1000).toFixed(2)} s | ${(m((s) => s.lcp) / m((s) => s.fcp)).toFixed(2)} | ${elements} | ${Math.round(m((s) => s.tbt))} ms | ${m((s) => s.cls).toFixed(3)} |`
}

/** A route's LCP beside its twin's without JavaScript (`--twins`): what its scripts cost the largest paint. */
function twinRow(route: BuiltRoute, formFactor: FormFactor): string {
  const lcp = (key: string) => median((results.get(key) ?? []).map((s) => s.lcp))
  const page = lcp(`${formFactor} ${route.path}`)
  const twin = lcp(`${formFactor} ${twinPrefix}${route.path}`)
  return `| ${route.label} | ${formFactor} | ${(page / 1000).toFixed(2)} s | ${(twin / 1000).toFixed(2)} s | ${(page / twin).toFixed(2)} |`
}

const twinTable = options.twins
  ? [
      '',
      'The same HTML without JavaScript (scripts removed), as a hand-written page would load',
      '',
      '| Route | Device | LCP | LCP without JS | ratio (aim ≤ 1.20) |',
      '|---|---|---:|---:|---:|',
      ...formFactors.flatMap((formFactor) => routes.map((route) => twinRow(route, formFactor))),
    ].join('\n')
  : ''

const scoreTable = [
  `Lighthouse 12, median of ${runs} run${runs > 1 ? 's' : ''}; mobile = simulated slow 4G and 4× CPU slowdown; the 404 page is measured at /404.html`,
  '',
  '| Route | Device | Perf | A11y | Best practices | SEO | FCP | LCP | LCP / FCP (aim ≤ 1.10) | LCP element | TBT | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
  ...formFactors.flatMap((formFactor) => routes.map((route) => row(route, formFactor))),
].join('\n') + twinTable

const bytes: RouteBytes[] = await Promise.all(
  routes.map((route) => measureRoute(dist, route, results.get(`mobile ${route.path}`)?.flatMap((s) => s.loaded) ?? [])),
)
const foreign = [...new Set([...results.values()].flat().flatMap((s) => s.foreign))]

const report = [
  `# Benchmark, ${new Date().toISOString()}`,
  '',
  scoreTable,
  '',
  byteTable(bytes),
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
