/**
 * Proves that the browser tests pin nothing the consultant may change: on a
 * throwaway copy of the project (scripts/project-copy.ts), apply a usual week
 * of her edits to content/, build a preview there and run the whole browser
 * suite against that copy. Every test must pass as it does on her real
 * content. Not part of `npm test` (a second build and a second suite: about
 * 20 minutes on two cores); run it after changing the browser tests:
 *
 *   npx tsx scripts/edited-copy-e2e.ts [--keep] [playwright arguments…]
 *
 * It serves the copy's dist/ on port 4321 (E2E_PORT), so nothing else may
 * serve that port meanwhile. `--keep` leaves the copy on disk to look into.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { siteContent } from './content/load.ts'
import { copyProject } from './project-copy.ts'

/** Her week: each edit is one she makes through content/README.md's guide. */
export const week = {
  price: 87,
  duration: { from: 50, to: 100 },
  offerTitle: 'Formule Douceur à deux',
  testimonials: [
    { name: 'Sidonie', babyLine: 'maman de Lou, 3 semaines', text: 'Une visite qui a tout apaisé à la maison.', rating: 5 },
    { name: 'Bastien et Maëlle', babyLine: 'parents d’Élio, 2 mois', text: 'Merci pour votre patience et vos explications claires.', rating: 5 },
    { name: 'Yasmine', babyLine: 'maman de Lina, 9 mois', text: 'J’ai pu continuer à allaiter en reprenant le travail.', rating: 4 },
  ],
  navLabel: 'Mon parcours et mes engagements',
  bookWord: 'Je réserve',
  testimonialsHeading: 'Ce que disent les familles',
} as const

/** Edits a YAML file of content/ through its document model, so her comments and layout stay. */
function editYaml(content: string, file: string, edit: (doc: ReturnType<typeof parseDocument>) => void): void {
  const path = join(content, file)
  const doc = parseDocument(readFileSync(path, 'utf8'))
  edit(doc)
  writeFileSync(path, doc.toString({ lineWidth: 0 }))
}

/** Applies the week to the content/ folder of a copy; returns what changed, to print. */
export function applyWeek(content: string): string[] {
  const before = siteContent(content)
  const timed = before.offers.offers.findIndex((offer) => offer.duration)
  const renamed = before.offers.offers.findIndex((offer) => offer.group === 'packages')
  const menuEntry = before.pages.pages.findIndex((page) => page.nav && page.path !== '/')
  const testimonialsPage = before.pages.pages.find((page) => page.path === '/temoignages')
  if (timed < 0 || renamed < 0 || menuEntry < 0 || !testimonialsPage) throw new Error('content/ lacks what the week edits')

  editYaml(content, 'data/offers.yaml', (doc) => {
    doc.setIn(['offers', timed, 'prices', 0, 'amount'], week.price)
    doc.setIn(['offers', timed, 'duration'], doc.createNode(week.duration))
    doc.setIn(['offers', renamed, 'title'], week.offerTitle)
  })
  editYaml(content, 'data/testimonials.yaml', (doc) => doc.setIn(['testimonials'], doc.createNode(week.testimonials)))
  editYaml(content, 'pages.yaml', (doc) => doc.setIn(['pages', menuEntry, 'nav'], week.navLabel))
  editYaml(content, 'data/ui.yaml', (doc) => doc.setIn(['offers', 'book'], week.bookWord))
  const mdx = join(content, `${testimonialsPage.file}.mdx`)
  const text = readFileSync(mdx, 'utf8')
  if (!/^# .+$/m.test(text)) throw new Error(`${mdx} has no « # » title`)
  writeFileSync(mdx, text.replace(/^# .+$/m, `# ${week.testimonialsHeading}`))

  const offers = before.offers.offers
  return [
    `price of « ${offers[timed]?.title} »: ${offers[timed]?.prices[0]?.amount} → ${week.price}, duration → ${week.duration.from}–${week.duration.to} min`,
    `offer « ${offers[renamed]?.title} » → « ${week.offerTitle} »`,
    `${before.testimonials.testimonials.length} testimonials → ${week.testimonials.length} others`,
    `menu label « ${before.pages.pages[menuEntry]?.nav} » → « ${week.navLabel} »`,
    `ui.yaml offers.book « ${before.ui.offers.book} » → « ${week.bookWord} »`,
    `h1 of ${testimonialsPage.path} → « ${week.testimonialsHeading} »`,
  ]
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}   (in ${cwd})`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

function main(): number {
  const args = process.argv.slice(2)
  const keep = args.includes('--keep')
  const playwrightArgs = args.filter((arg) => arg !== '--keep')
  const copy = copyProject('edited-copy-e2e-')
  try {
    console.log(`Copy: ${copy.root}\nHer week:`)
    for (const line of applyWeek(join(copy.root, 'content'))) console.log(`  - ${line}`)
    const built = run('npm', ['run', 'build:preview'], copy.root)
    if (built !== 0) return built
    return run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--workers=2', ...playwrightArgs], copy.root, { CI: '1' })
  } finally {
    if (keep) console.log(`\nKept: ${copy.root}`)
    else copy.remove()
  }
}

process.exitCode = main()
