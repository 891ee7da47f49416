/**
 * The consultant's usual week, on a copy of the whole project with her real
 * content: she changes a price and a duration, replaces the testimonials
 * with three others, fills in every example value, renames a menu label,
 * closes a week of holidays and adds a page. Then the check, the build and
 * the unit tests pass, and the built site shows each change. No test of the
 * project may pin what she changes.
 * The edits go through YAML's document model, so they hold whatever she has
 * written in her files since.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { runCheck } from '../../scripts/check/index.ts'
import { filledEmailEnv, filledFacts, fillContentExamples } from '../../scripts/fill-examples.ts'
import { copyProject, type ProjectCopy } from '../../scripts/project-copy.ts'
import { siteContent } from '../../scripts/content/load.ts'
import { formatProblem } from '../../src/content/problems.ts'

const NBSP = '\u00a0'
let copy: ProjectCopy
let root = ''
const content = () => join(root, 'content')

function editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const path = join(content(), file)
  const doc = parseDocument(readFileSync(path, 'utf8'))
  edit(doc)
  writeFileSync(path, doc.toString({ lineWidth: 0 }))
}

const week = {
  price: 87,
  duration: { from: 50, to: 100 },
  testimonials: [
    { name: 'Sidonie', babyLine: 'maman de Lou, 3 semaines', text: 'Une visite qui a tout apaisé à la maison.', rating: 5 },
    { name: 'Bastien et Maëlle', babyLine: 'parents d’Élio, 2 mois', text: 'Merci pour votre patience et vos explications claires.', rating: 5 },
    { name: 'Yasmine', babyLine: 'maman de Lina, 9 mois', text: 'J’ai pu continuer à allaiter en reprenant le travail.', rating: 4 },
  ],
  navLabel: 'Mon parcours et mes engagements',
  holidays: { from: '2031-08-04', to: '2031-08-10', reason: 'Congés' },
}

let offerTitle = ''
let renamedPath = ''

beforeAll(() => {
  copy = copyProject('usual-week-')
  root = copy.root

  const before = siteContent(content())
  const offerIndex = before.offers.offers.findIndex((offer) => offer.duration)
  offerTitle = before.offers.offers[offerIndex]?.title ?? ''
  const renamedIndex = before.pages.pages.findIndex((page) => page.nav && page.path !== '/')
  renamedPath = before.pages.pages[renamedIndex]?.path ?? ''

  fillContentExamples(content())
  editYaml('data/offers.yaml', (doc) => {
    doc.setIn(['offers', offerIndex, 'prices', 0, 'amount'], week.price)
    doc.setIn(['offers', offerIndex, 'duration'], doc.createNode(week.duration))
  })
  editYaml('data/testimonials.yaml', (doc) => doc.setIn(['testimonials'], doc.createNode(week.testimonials)))
  editYaml('pages.yaml', (doc) => {
    doc.setIn(['pages', renamedIndex, 'nav'], week.navLabel)
    doc.addIn(['pages'], doc.createNode({ path: '/ateliers', file: 'ateliers', nav: 'Ateliers', title: 'Ateliers', description: 'Des ateliers en petit groupe pour préparer l’allaitement.' }))
  })
  editYaml('data/booking.yaml', (doc) => doc.addIn(['closedDays'], doc.createNode(week.holidays)))
  writeFileSync(join(content(), 'ateliers.mdx'), '# Ateliers\n\nDes ateliers en petit groupe, pendant la grossesse.\n')
})

afterAll(() => copy.remove())

test('after her week, the check finds nothing, not even an example value', async () => {
  const result = await runCheck(content())
  expect(result.problems.map(formatProblem)).toEqual([])
  expect(result.examples).toEqual([])
})

test('the production build publishes each change', () => {
  // The EmailJS keys she sets at her host (not in a file: the unit tests below must not see them).
  const env: NodeJS.ProcessEnv = { ...process.env, ...filledEmailEnv }
  delete env.SITE_ENV
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env })
  expect(build.status, build.stdout + build.stderr).toBe(0)
  const page = (path: string) => readFileSync(join(root, 'dist', path, 'index.html'), 'utf8')

  const consultations = page('consultations')
  expect(consultations).toContain(`${week.price}${NBSP}€`)
  expect(consultations).toContain(`50${NBSP}min à 1${NBSP}h${NBSP}40`)
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(consultations)?.[1] ?? '{}') as {
    hasOfferCatalog: { itemListElement: { name: string; price: number }[] }
  }
  expect(jsonLd.hasOfferCatalog.itemListElement).toContainEqual(expect.objectContaining({ name: offerTitle, price: week.price }))

  const testimonials = page('temoignages')
  expect(testimonials.match(/<article/g)).toHaveLength(3)
  for (const { name } of week.testimonials) expect(testimonials).toContain(name)

  const home = readFileSync(join(root, 'dist', 'index.html'), 'utf8')
  expect(home).toContain(`href="${renamedPath}"`)
  expect(home).toContain(week.navLabel)
  expect(home).toMatch(/<a[^>]*href="\/ateliers"[^>]*>Ateliers<\/a>/)
  expect(page('ateliers')).toContain('<title>Ateliers')
  expect(readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8')).toContain('/ateliers</loc>')
  expect(readFileSync(join(root, 'dist', 'sitemap.xml'), 'utf8')).toContain(`${filledFacts.siteUrl}/`)

  // The closed week travels with the booking page's data.
  const assets = readdirSync(join(root, 'dist', 'assets')).map((file) => readFileSync(join(root, 'dist', 'assets', file), 'utf8'))
  expect(assets.some((text) => text.includes(week.holidays.from) && text.includes(week.holidays.to))).toBe(true)
}, 240_000)

test('and the unit tests still pass: none of them pins what she changed', () => {
  const run = spawnSync('npx', ['vitest', 'run', '--exclude', 'tests/unit/usual-week.test.ts', '--exclude', 'tests/unit/guide.test.ts', '--exclude', 'tests/unit/launch-build.test.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  })
  expect(run.status, (run.stdout + run.stderr).slice(-4000)).toBe(0)
}, 480_000)
