/**
 * The tests' content, written at run time: the smallest content the check
 * accepts, derived from the content model (src/content/schema.ts), with
 * tests/fixtures/content laid over it. The fixture tree keeps only what a
 * test needs and the minimal content lacks: a field added to the model
 * reaches every test's content without touching a fixture.
 *
 * Why not a library that fakes data from a zod schema: those draw random
 * values, and the check asks more than the schema (French typography, known
 * facts, one page per role, a file for each page). Here a value is the
 * field's shipped example where the model declares one, else the first of a
 * few plain values that the field's own schema accepts; a list is empty
 * when it may be; the page list has one page per role, and a legal notice.
 *
 * Data files are written as the web editor writes them
 * (scripts/build/content/keystatic-yaml.ts), MDX pages as they are in the overlay,
 * or one heading and one sentence.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'
import { editorText, type AssetReader } from '../../scripts/build/content/keystatic-yaml.ts'
import { copyProject, type ProjectCopy } from '../../scripts/tools/project-copy.ts'
import { walkSchema, type FieldNode } from '../../src/content/model.ts'
import { factsQuotedOn } from '../../scripts/build/check/role-pages.ts'
import { termsWithdrawalAnchor } from '../../src/content/roles.ts'
import { textVariables } from '../../src/content/slots.ts'
import { contentFileNames, contentFiles, pageRoles, type ContentFile, type PageRole } from '../../src/content/schema.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/** A file of the repository, as text. */
export const readRepoFile = (file: string) => readFileSync(join(repoRoot, file), 'utf8')
/** The tests' photos (the example illustration as her portrait), which the tests' content names. */
const fixtureImages = join(repoRoot, 'tests', 'fixtures', 'images')
export const fixtureAssets: AssetReader = (_directory, filename) => {
  const path = join(fixtureImages, filename)
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined
}
/** What the tests' content adds to the minimal one: only what some test reads or breaks. */
export const fixtureOverlay = join(repoRoot, 'tests', 'fixtures', 'content')

/**
 * Plain values tried in turn for a text without an example: the first its schema accepts is kept, else the text
 * with every variable its help names (one that must keep some: `keeping`, src/content/rules.ts). The last is
 * for her information before the contract, which must keep its four variables (src/content/files/booking.ts).
 */
const plainTexts = ['Texte d’essai', 'essai', '09:00', '2027-01-04', '/essai', 'https://www.example.com', 'contact@example.com']
const information = '{offers}\n{payment}\nConditions : {conditions}\nRétractation sous 14 jours.\n\n{withdrawalForm}'
const plainNumbers = [1, 0, 30]

type Data = Record<string, unknown>

const accepts = (node: FieldNode, value: unknown) => node.schema.safeParse(value).success

function valueOf(node: FieldNode, where: string, key = where): unknown {
  switch (node.kind) {
    case 'text': {
      // A photo is named after its field, as the editor names it: « /images/portrait.webp ».
      const photo = node.meta?.input === 'image' ? [`/images/${key}.webp`] : []
      const variables = textVariables(node).map((name) => `{${name}}`).join(' ')
      const candidates = [...(node.meta?.example?.values.slice(0, 1) ?? []), ...photo, ...plainTexts, variables, information]
      const found = candidates.find((candidate) => accepts(node, candidate))
      if (found === undefined) throw new Error(`minimal content: no plain text fits ${where}; add one its schema accepts to plainTexts`)
      return found
    }
    case 'number': {
      const found = [node.min, ...plainNumbers].find((candidate) => candidate !== undefined && accepts(node, candidate))
      if (found === undefined) throw new Error(`minimal content: no plain number fits ${where}; add one its schema accepts to plainNumbers`)
      return found
    }
    case 'choice':
      return node.values[0]
    case 'flag':
      return false
    case 'list':
      return accepts(node, []) ? [] : [valueOf(node.item, `${where}[0]`)]
    case 'group':
      return Object.fromEntries(
        Object.entries(node.fields)
          .filter(([, child]) => !child.optional)
          .map(([key, child]) => [key, valueOf(child, `${where}.${key}`, key)]),
      )
  }
}

/** What the check asks of a role's page (scripts/build/check/role-pages.ts), in the fewest words: each fact a paragraph, as a sentence's end. */
const quoting = (page: Parameters<typeof factsQuotedOn>[0]) => factsQuotedOn(page).map((fact) => `Essai : <Fact of="${fact.name}" />`).join('\n\n')
const roleText: Readonly<Record<PageRole, string>> = {
  booking: '\n<BookingForm />\n',
  offers: '', // its tables, from the offers' groups: writeContent
  terms: `\n${quoting('terms')}\n\nEssai : rétractation sous 14 jours, articles L221-25 et L221-28.\n\n<Section id="${termsWithdrawalAnchor}">\n  > Formulaire de rétractation, pour l’essai.\n</Section>\n`,
  privacy: `\n${quoting('privacy')}\n\nEmailJS ; article 9.2.a du RGPD ; vous pouvez accéder à vos données, les corriger ou les effacer ; [la CNIL](https://www.cnil.fr).\n`,
}

/** Her legal notice's few words: the facts the law asks it to quote. */
const legalNoticeText = `\n${quoting('legal')}\n`

/** The page list: one page per role, the home page and a legal notice. */
function minimalPages(): Data {
  const page = (title: string, path: string, file: string, role?: string) => ({
    title,
    description: 'Une page du site d’essai.',
    path,
    file,
    ...(role ? { role } : {}),
  })
  return {
    pages: [
      page('Accueil', '/', 'accueil'),
      ...pageRoles.map((role) => page(`Page ${role}`, `/${role}`, role, role)),
      { ...page('Mentions légales', '/mentions-legales', 'mentions-legales'), kind: 'legal' },
    ],
    notFound: { title: 'Page introuvable', description: 'Cette page n’existe pas.', file: '404' },
  }
}

/** Each data file of the minimal content, by its name in content/. */
export function minimalData(): Record<ContentFile, Data> {
  return Object.fromEntries(
    contentFileNames.map((file) => [
      file,
      file === 'pages.yaml' ? minimalPages() : (valueOf(walkSchema(contentFiles[file].schema), file) as Data),
    ]),
  ) as Record<ContentFile, Data>
}

const isRecord = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value)

/** `over` laid on `base`: groups merged key by key, lists and values replaced. */
export function laid(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over
  return Object.fromEntries([...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => [key, key in over ? laid(base[key], over[key]) : base[key]]))
}

/**
 * Writes into `dir` (a new content/ folder) the minimal content with the
 * files of `overlay` laid over it: a data file's keys over the minimal
 * ones, any other file whole. `assets` reads the photos the data names.
 */
function writeContent(dir: string, { overlay, assets }: { overlay?: string; assets?: AssetReader } = {}): void {
  const data = minimalData()
  const others = new Map<string, string>()
  for (const name of overlay ? readdirSync(overlay, { recursive: true, encoding: 'utf8' }) : []) {
    if (statSync(join(overlay!, name)).isDirectory()) continue
    const text = readFileSync(join(overlay!, name), 'utf8')
    const file = name.split('\\').join('/')
    if (file in data) data[file as ContentFile] = laid(data[file as ContentFile], load(text)) as Data
    else others.set(file, text)
  }
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  for (const [file, value] of Object.entries(data)) write(file, editorText(file as ContentFile, value, assets))
  for (const [file, text] of others) write(file, text)
  // A page the list names and the overlay does not write: one heading, one sentence, and what the check asks of its kind.
  // The prices page shows each group's table, as the check asks of it.
  const groups = new Set((data['data/offers.yaml'] as { offers: { group: string }[] }).offers.map((offer) => offer.group))
  const tables = [...groups].map((group) => `\n<PriceTable group="${group}" />\n`).join('')
  const { pages, notFound } = data['pages.yaml'] as { pages: { title: string; file: string; role?: string; kind?: string }[]; notFound: { title: string; file: string; role?: string; kind?: string } }
  for (const page of [...pages, notFound]) {
    if (!others.has(`${page.file}.mdx`)) write(`${page.file}.mdx`, `# ${page.title}\n\nTexte d’essai.\n${page.role === 'offers' ? tables : page.role ? roleText[page.role as PageRole] : page.kind === 'legal' ? legalNoticeText : ''}`)
  }
}

/** A fresh folder holding the content `writeContent` writes, and how to remove it. */
export function contentFolder(options: Parameters<typeof writeContent>[1] = {}): { dir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'content-'))
  const dir = join(root, 'content')
  writeContent(dir, options)
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) }
}

/** A throwaway copy of the project with the tests' own content and photo in place of hers. */
export function copyProjectWithFixtures(prefix: string): ProjectCopy {
  const copy = copyProject(prefix)
  rmSync(join(copy.root, 'content'), { recursive: true })
  writeContent(join(copy.root, 'content'), { overlay: fixtureOverlay, assets: fixtureAssets })
  const images = join(copy.root, 'public', 'images')
  for (const name of readdirSync(images).filter((file) => file.startsWith('portrait.'))) rmSync(join(images, name))
  writeFileSync(join(images, 'portrait.webp'), readFileSync(join(fixtureImages, 'portrait.webp')))
  return copy
}
