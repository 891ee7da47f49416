/**
 * The consultant's usual week, on a copy of the whole project with her real
 * content: she fills in every example value (her photo too), then makes the
 * week of edits of tests/helpers/week-of-edits.ts (listed in docs/testing.md).
 * Then the check, the production build and the unit tests pass, and the built
 * site shows each change. No test of the project may pin what she changes.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { siteContent } from '../../scripts/build/content/load.ts'
import { htmlFileOf } from '../../scripts/build/html-files.ts'
import { filledEmailEnv, fillContentExamples, fillPortraitExample } from '../helpers/fill-examples.ts'
import { copyProject, type ProjectCopy } from '../../scripts/tools/project-copy.ts'
import { applyWeekOfEdits, week, type WeekReport } from '../helpers/week-of-edits.ts'
import { formatProblem } from '../../src/content/problems.ts'
import { formatDuration, NBSP } from '../../src/lib/format.ts'

let copy: ProjectCopy
let root = ''
const content = () => join(root, 'content')
let report: WeekReport

beforeAll(async () => {
  copy = copyProject('week-of-edits-')
  root = copy.root
  fillContentExamples(content())
  // And her photo in place of the example illustration, if it is still there.
  await fillPortraitExample(join(root, 'public'), content())
  report = applyWeekOfEdits(content())
})

afterAll(() => copy.remove())

test('after her week, the check finds nothing, not even an example value', async () => {
  const result = await runCheck(content())
  expect(result.problems.map(formatProblem)).toEqual([])
  expect(result.examples).toEqual([])
})

test('the production build publishes each change', () => {
  // The EmailJS keys she sets at her host (not in a file: the unit tests below must not see them).
  const env = { ...process.env, ...filledEmailEnv, SITE_ENV: undefined }
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env })
  expect(build.status, build.stdout + build.stderr).toBe(0)
  const page = (path: string) => readFileSync(join(root, 'dist', htmlFileOf(path)), 'utf8')

  const consultations = page(report.offersPath)
  expect(consultations).toContain(`${week.price}${NBSP}€`)
  expect(consultations).toContain(formatDuration(week.duration))
  expect(consultations).toContain(week.offerTitle)
  // A button link's words, in the one span the button holds.
  expect(consultations).toContain(`>${week.bookWord}</span></a>`)
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(consultations)?.[1] ?? '{}') as {
    hasOfferCatalog: { itemListElement: { name: string; price: number }[] }
  }
  expect(jsonLd.hasOfferCatalog.itemListElement).toContainEqual(expect.objectContaining({ name: week.offerTitle, price: week.price }))

  const testimonials = page(report.testimonialsPath)
  expect(testimonials).toContain(`>${week.testimonialsHeading}</h1>`)
  expect(testimonials.match(/<article/g)).toHaveLength(3)
  for (const { name } of week.testimonials) expect(testimonials).toContain(name)

  const home = page('/')
  expect(home).toContain(`href="${report.renamedPath}"`)
  // The booking page moved: the header's button and every offer's « Réserver » follow it (its role), and no link is left behind.
  expect(/<header[\s\S]*?<\/header>/.exec(home)?.[0]).toContain(`href="${week.bookingPath}"`)
  expect(consultations).toContain(`href="${week.bookingPath}?service=`)
  expect(existsSync(join(root, 'dist', htmlFileOf(week.bookingPath)))).toBe(true)
  // The menus lay a label out word by word (src/components/NoBreakAtHyphens): read the text, not the markup.
  expect(home.replace(/<[^>]+>/g, '')).toContain(week.navLabel)
  expect(home).toMatch(new RegExp(`<a[^>]*href="${week.page.entry.path}"[^>]*>(?:<[^>]+>)*${week.page.entry.nav}(?:<[^>]+>)*</a>`))
  const newPage = page(week.page.entry.path)
  expect(newPage).toContain(`<title>${week.page.entry.title}`)
  expect(newPage).toContain(week.page.mdx.split('\n\n')[1]!.trim())
  expect(readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8')).toContain(`${week.page.entry.path}</loc>`)
  expect(readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8')).toContain(`${siteContent(content()).practice.siteUrl}/`)

  // The closed week travels with the booking page's data.
  const assets = readdirSync(join(root, 'dist', 'assets')).map((file) => readFileSync(join(root, 'dist', 'assets', file), 'utf8'))
  expect(assets.some((text) => text.includes(week.holidays.from) && text.includes(week.holidays.to))).toBe(true)
}, 240_000)

/** The ways a unit test reads her content: a copy of it, her data, her pages rendered, a path from the repository's root. */
const herContent = /from: 'site'|helpers\/(content|site|site-pages|render)\.tsx?'|src\/routes|virtual:|repoRoot/

test('and the unit tests still pass: none of them pins what she changed', () => {
  // The check's own tests (tests/unit/check-*.test.ts, most of the unit tier's time) read the tests' own content and
  // texts of their own, never hers: her week cannot change what they read, so they are not run again here.
  const skipped = readdirSync(join(root, 'tests', 'unit')).flatMap((name) => (/^check-.*\.test\.ts$/.test(name) ? [`tests/unit/${name}`] : []))
  expect(skipped.length).toBeGreaterThan(0)
  for (const file of [...skipped, 'tests/helpers/check-cases.ts']) {
    expect(readFileSync(join(root, file), 'utf8'), `${file} may read her content: run it here again`).not.toMatch(herContent)
  }
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...skipped.flatMap((file) => ['--exclude', file])], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  })
  expect(run.status, (run.stdout + run.stderr).slice(-4000)).toBe(0)
  expect(run.stdout).toContain('site-check.test.ts')
  for (const file of skipped) expect(run.stdout).not.toContain(file)
}, 480_000)
