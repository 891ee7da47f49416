/**
 * Reads the consultant's data files (content/pages.yaml, content/data/*.yaml)
 * at build time: YAML 1.2 (yaml-read.ts, so « 09:00 » and « no » stay texts),
 * validated against src/content/schema.ts. Every mistake becomes
 * one French problem with its file and line; nothing here reaches the browser.
 *
 * Order: practice.yaml first, since its facts fill the « {radius} »-style
 * slots of the other files' texts; then each file alone; then what ties the
 * files together (cross-rules.ts: an offer's type of consultation, a gift
 * card's offers, a page's MDX file…).
 */
import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMap, isScalar } from 'yaml'
import { z } from 'zod'
import { exampleRules } from '../../../src/content/examples.ts'
import { factFields, factNames, factWords, priceVariables, repeatedAtSlots, toldAtFact } from '../../../src/content/facts.ts'
import { editorPath, nodeAt, sectionId, walkSchema, type FieldNode } from '../../../src/content/model.ts'
import { formatProblem, frenchList, lineText, pastedCharacter, type Problem, type ProblemText } from '../../../src/content/problems.ts'
import { fill } from '../../../src/lib/format.ts'
import { contentFileNames, contentFiles, explainIssue, type ContentFile, type SiteContent } from '../../../src/content/schema.ts'
import { textVariables } from '../../../src/content/slots.ts'
import { closest } from '../../../src/content/suggest.ts'
import { crossFindings } from './cross-rules.ts'
import { dataTexts, indentOf, lineAt, readYaml, textsOf, valueAt, type DataText, type Path, type ReadFile } from './yaml-read.ts'

z.config(z.locales.fr())

/** An example value still in place, for the check's list and the production build's refusal. */
export interface ExampleValue {
  /** « content/data/practice.yaml » */
  file: string
  line: number
  /** Where in the file: « ['host', 'name'] », « ['testimonials', 2, 'text'] ». */
  path: (string | number)[]
  value: string
  /** « le téléphone » */
  label: string
  kind: 'fact' | 'testimonial'
  /** Where the web editor shows it: « Coordonnées du cabinet › Téléphone ». */
  editorField: string
}

export interface LoadResult {
  /** Everything, validated and typeset; absent when any file has an error. */
  content?: SiteContent
  problems: Problem[]
  examples: ExampleValue[]
  texts: DataText[]
  filesRead: number
  /** Her facts as her texts quote them; « … » for each when practice.yaml does not read (as `readFacts` says). */
  facts: Readonly<Record<string, string>>
  /** Where the value at `path` of a data file is, as its own problems say it: the line, shown, and the editor's field. */
  placeOf: (file: ContentFile, path: Path) => Place | undefined
}

/* ---------------------------------------------------------- lines and labels */

type Place = Pick<Problem, 'file' | 'line' | 'excerpt' | 'editorField'>

/** `line` of a data file, shown, with where the editor shows the value at `path`. */
const placeAt = (read: ReadFile, line: number, path: Path): Place => ({ file: read.shown, line, excerpt: lineText(read.source, line), editorField: inEditor(read.file, path, read.raw) })

/** An error at `line` of a data file, shown under it, with where the editor shows the value at `path`. */
function errorAt(read: ReadFile, line: number, explanation: ProblemText, path: Path): Problem {
  return { severity: 'error', ...placeAt(read, line, path), ...explanation }
}

/** « « Sarah » », « l’élément n° 2 de « offers » » or « la fiche « Coordonnées du cabinet » », for the item a path is in: one thing, said in the singular. */
function itemLabel(data: unknown, path: Path, file: ContentFile): string {
  let numbered: string | undefined
  // The closest item with a name, else the closest item by its number.
  for (let end = path.length; end > 0; end--) {
    const step = path[end - 1]
    if (typeof step !== 'number') continue
    const item = valueAt(data, path.slice(0, end))
    if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>
      for (const key of ['name', 'title', 'id', 'value', 'path']) {
        const value = record[key]
        if (typeof value === 'string' && value.trim() !== '') return `« ${value.trim()} »`
      }
    }
    numbered ??= `l’élément n° ${step + 1} de « ${String(path[end - 2] ?? '')} »`
  }
  return numbered ?? (file === 'data/practice.yaml' ? `la fiche « ${contentFiles[file].label} »` : `content/${file}`)
}

function shown(value: unknown): string {
  if (value === undefined || value === null) return '(vide)'
  if (typeof value === 'string') return `« ${value} »`
  if (typeof value === 'object') return Array.isArray(value) ? '(une liste)' : '(un groupe de lignes)'
  return `« ${String(value)} »`
}

/* ------------------------------------------------------------ schema issues */

/** Each file's fields, as the editor shows them (labels, lists, groups). */
const fileFields = new Map(contentFileNames.map((file) => [file, walkSchema(contentFiles[file].schema)]))
const rootOf = (file: ContentFile): FieldNode => fileFields.get(file)!

/** The names a group at `path` allows, for the names an unknown key could have meant. */
function keysAt(file: ContentFile, path: Path): string[] {
  const node = nodeAt(rootOf(file), path)
  return node?.kind === 'group' ? Object.keys(node.fields) : []
}

/**
 * The lines a part at `path` holds, for a part emptied by hand (« notFound: » alone): those it must have, or, when
 * each may be left out (« duration: »), one of them and the way to write none (« duration: {} », as the editor writes it).
 */
function partLines(file: ContentFile, path: Path): { fields: string; none: string } {
  const node = nodeAt(rootOf(file), path)
  if (node?.kind !== 'group') return { fields: '', none: '' }
  const names = Object.entries(node.fields)
  const required = names.filter(([, field]) => !field.optional).map(([name]) => `« ${name}: … »`)
  if (required.length > 0) return { fields: frenchList(required, 'et'), none: '' }
  return { fields: `(par exemple « ${names[0]?.[0] ?? ''}: … »)`, none: `, ou écrivez « ${String(path.at(-1))}: {} » s’il n’en faut aucune` }
}

/** Where the editor shows the value at `path`: « Tarifs et consultations › Offres › Prix ». */
function inEditor(file: ContentFile, path: Path, data?: unknown): string {
  return editorPath(contentFiles[file].label, rootOf(file), path, data)
}

/** French words she may type for a field's name. */
const frenchNames: Readonly<Record<string, readonly string[]>> = {
  prix: ['prices', 'amount', 'price'],
  tarif: ['prices', 'amount'],
  montant: ['amount'],
  nom: ['name', 'title'],
  titre: ['title'],
  texte: ['text'],
  duree: ['duration'],
  durée: ['duration'],
  note: ['rating', 'footnote'],
  telephone: ['phone'],
  téléphone: ['phone'],
  ville: ['city'],
  lieu: ['place'],
  endroit: ['place'],
  adresse: ['address'],
  periode: ['period'],
  // A closed period: « date », « jour », « début », « du » for its first day, « fin », « au » for its last, « raison » for why.
  du: ['from'],
  au: ['to'],
  date: ['from'],
  jour: ['from'],
  debut: ['from'],
  début: ['from'],
  fin: ['to'],
  raison: ['reason'],
  période: ['period'],
}

/** The field an unknown key at `path` meant: by its French name, by the editor's label for it (« plus tard: » for « Plus tard »), or by its spelling. */
function guessKey(file: ContentFile, path: Path, key: string): string | undefined {
  const node = nodeAt(rootOf(file), path)
  if (node?.kind !== 'group') return undefined
  const allowed = Object.keys(node.fields)
  const labelled = allowed.find((name) => node.fields[name]!.meta?.label !== undefined && sectionId(node.fields[name]!.meta!.label!) === sectionId(key))
  return frenchNames[key.toLowerCase()]?.find((name) => allowed.includes(name)) ?? labelled ?? closest(key, allowed)
}

/** A list's name deleted: where its items joined the list written above it. */
interface StrayItems {
  /** The first of them, in the list above; or that list itself, when its items and the lost ones have one shape. */
  path: Path
  sameShape?: true
  above: string
  missing: string
  aboveLabel: string
  missingLabel: string
}

/**
 * « closedWeekdays: » deleted: its « - dimanche » joins « timeSlots » above, and would be told « not a time » and the
 * list « missing ». Found as the items at the end of a list that it refuses and an absent list of the same group
 * accepts. No YAML library reads a line that is not there, hence this reading by the schema.
 */
function strayItems(node: FieldNode | undefined, data: unknown, path: Path = [], found: StrayItems[] = []): StrayItems[] {
  if (node?.kind === 'list' && Array.isArray(data)) data.forEach((item, index) => strayItems(node.item, item, [...path, index], found))
  if (node?.kind !== 'group' || data === null || typeof data !== 'object' || Array.isArray(data)) return found
  const record = data as Record<string, unknown>
  const fields = Object.entries(node.fields)
  for (const [key, field] of fields) strayItems(field, record[key], [...path, key], found)
  // The two lists next to each other in the editor's order, the order of her files.
  fields.forEach(([above, list], index) => {
    const [missing, lost] = fields[index + 1] ?? []
    const items = record[above]
    if (list.kind !== 'list' || lost?.kind !== 'list' || record[missing!] !== undefined || !Array.isArray(items)) return
    let first = items.length
    while (first > 0 && !list.item.schema.safeParse(items[first - 1]).success && lost.item.schema.safeParse(items[first - 1]).success) first--
    const labels = { above, missing: missing!, aboveLabel: list.meta?.label ?? above, missingLabel: lost.meta?.label ?? missing! }
    if (first < items.length) found.push({ path: [...path, above, first], ...labels })
    // Lists of one item shape (« firstWeeks: » under « beforeBirth: »): where its items begin cannot be told.
    else if (items.length > 0 && items.every((item) => lost.item.schema.safeParse(item).success)) found.push({ path: [...path, above], ...labels, sameShape: true })
  })
  return found
}

/**
 * « area: » at the margin under « insurer: »'s other fields: the last field of a part that lost its indent, read as an
 * unknown field of the level above, its part missing it. Found by the part written just above it, which has that
 * field in the schema and not in the file.
 */
function lostIndent(read: ReadFile, path: Path, key: string): { part: string; text: ProblemText } | undefined {
  const map = path.length === 0 ? read.doc.contents : read.doc.getIn(path, true)
  if (!isMap(map)) return undefined
  const index = map.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === key)
  const above = map.items[index - 1]
  if (!above || !isScalar(above.key) || !isMap(above.value)) return undefined
  const part = String(above.key.value)
  const node = nodeAt(rootOf(read.file), [...path, part])
  if (node?.kind !== 'group' || !(key in node.fields) || above.value.has(key)) return undefined
  const last = above.value.items.at(-1)
  const lastLine = lineText(read.source, read.lines.linePos((last?.key as { range?: number[] } | undefined)?.range?.[0] ?? 0).line) ?? ''
  const shift = indentOf(lastLine) - indentOf(lineText(read.source, lineAt(read, [...path, key], true)) ?? '')
  if (shift <= 0) return undefined
  return {
    part,
    text: {
      title: 'Décalage',
      message: `« ${key}: » est un champ de « ${part}: » au-dessus, mais il a perdu son décalage : aligné sur « ${part}: », il se lit comme un champ de ${itemLabel(read.raw, path, read.file)}, qui n’en a pas.`,
      fix: `ajoutez ${shift} espace${shift > 1 ? 's' : ''} au début de cette ligne, pour l’aligner sur « ${lastLine.trim().split(':')[0]}: » au-dessus.`,
    },
  }
}

function schemaProblems(read: ReadFile, issues: readonly z.core.$ZodIssue[], problems: Problem[]) {
  const reported = new Set<string>()
  /** Keys missing only because they are misspelt, already reported as such. */
  const misspelt = new Set<string>()
  const push = (path: Path, line: number, explanation: ProblemText) => {
    const id = path.join('.')
    if (reported.has(id)) return
    reported.add(id)
    problems.push(errorAt(read, line, explanation, path))
  }

  // A list renamed (« plus tard: »): its items are under the unknown name, not lost in the list above.
  const guessed = new Set(issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, guessKey(read.file, issue.path, key)].join('.')) : [])))
  // Told once, at the first item that lost its list: not each item as a wrong value, nor the list as missing.
  const strays = strayItems(rootOf(read.file), read.raw).filter((stray) => !guessed.has([...stray.path.slice(0, stray.sameShape ? -1 : -2), stray.missing].join('.')))
  const strayPaths: string[] = []
  for (const stray of strays) {
    if (stray.sameShape) {
      push([...stray.path.slice(0, -1), stray.missing], lineAt(read, stray.path, true), {
        title: 'Nom de liste manquant',
        message: `la liste « ${stray.missingLabel} » (${stray.missing}) est introuvable : sa ligne « ${stray.missing}: » a disparu ; si ses éléments sont encore là, ils se lisent comme ceux ${/^[aeiouyàâéèêîôû]/i.test(stray.aboveLabel) ? 'd’' : 'de '}« ${stray.aboveLabel} » (${stray.above}), qui commence ici.`,
        fix: `remettez la ligne « ${stray.missing}: », alignée sur « ${stray.above}: », juste au-dessus du premier élément de « ${stray.missingLabel} » ; si vous les aviez supprimés, reprenez-les dans l’historique du dépôt.`,
      })
      continue
    }
    const line = lineAt(read, stray.path)
    const item = (lineText(read.source, line) ?? '').trim()
    const list = stray.path.slice(0, -1)
    push([...list.slice(0, -1), stray.missing], line, {
      title: 'Nom de liste manquant',
      message: `« ${item} » est un élément de « ${stray.missingLabel} » (${stray.missing}), pas de « ${stray.aboveLabel} » (${stray.above}) : la ligne « ${stray.missing}: » qui ouvre sa liste a disparu, et ses éléments ont rejoint la liste au-dessus.`,
      fix: `remettez la ligne « ${stray.missing}: », alignée sur « ${stray.above}: », juste au-dessus de « ${item} ».`,
    })
    strayPaths.push([...list.slice(0, -1), stray.missing].join('.'))
    for (let index = Number(stray.path.at(-1)); index < (valueAt(read.raw, list) as unknown[]).length; index++) strayPaths.push([...list, index].join('.'))
  }
  const strayIssue = (path: Path) => strayPaths.some((stray) => path.join('.') === stray || path.join('.').startsWith(`${stray}.`))

  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys' || strayIssue(issue.path)) continue
    const allowed = keysAt(read.file, issue.path)
    const container = valueAt(read.raw, issue.path)
    for (const key of issue.keys) {
      const lost = lostIndent(read, issue.path, key)
      if (lost) {
        misspelt.add([...issue.path, lost.part, key].join('.'))
        push([...issue.path, key], lineAt(read, [...issue.path, key], true), lost.text)
        continue
      }
      const guess = guessKey(read.file, issue.path, key)
      if (guess && container && typeof container === 'object' && !(guess in container)) misspelt.add([...issue.path, guess].join('.'))
      push([...issue.path, key], lineAt(read, [...issue.path, key], true), {
        title: 'Champ inconnu',
        message: `${itemLabel(read.raw, issue.path, read.file)} a un champ « ${key} » que le site ne connaît pas.`,
        fix: `${guess ? `vouliez-vous écrire « ${guess}: » ? Champs` : 'champs'} possibles ici : ${allowed.join(', ')}.`,
      })
    }
  }

  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') continue
    const path = issue.path
    if (misspelt.has(path.join('.')) || strayIssue(path)) continue
    const input = valueAt(read.raw, path)
    const last = [...path].reverse().find((step) => typeof step === 'string')
    const slots = { key: String(last ?? ''), value: shown(input), item: itemLabel(read.raw, path, read.file), ...partLines(read.file, path) }
    const node = read.doc.getIn(path, true)
    // Its line deleted from a part still there: told at the part's name, where it goes back.
    const container = path.length > 1 ? read.doc.getIn(path.slice(0, -1), true) : read.doc.contents
    const lineGone = input === undefined && typeof path.at(-1) === 'string' && isMap(container) && !container.has(path.at(-1))
    const explanation = explainIssue(issue, input, {
      fieldInText: isMap(node) && !node.flow,
      emptyItem: typeof path.at(-1) === 'number' && (input === null || input === ''),
      lineGone,
    })
    const above = path.at(-2)
    const part = above === undefined ? 'au bord gauche, comme les autres lignes sans espace devant' : typeof above === 'number' ? 'parmi les lignes de cet élément, décalée comme elles' : `sous « ${String(above)}: », décalée comme ses voisines`
    // A character she cannot see, or one that looks like another, named after the message: the value looks right on her screen.
    const pasted = typeof input === 'string' && explanation.message.includes('{value}') ? pastedCharacter(input) : ''
    push(path, lineGone && path.length > 1 ? lineAt(read, path.slice(0, -1), true) : lineAt(read, path, input === undefined), {
      title: explanation.title,
      message: `${fill(explanation.message, slots)}${pasted}`,
      fix: fill(explanation.fix, { ...slots, part }),
    })
  }
}

/* ---------------------------------------------------------------- examples */

function matches(data: unknown, path: readonly (string | '*')[], at: PropertyKey[] = []): PropertyKey[][] {
  if (path.length === 0) return [at]
  const [step, ...rest] = path
  if (step === '*') {
    return Array.isArray(data) ? data.flatMap((item, index) => matches(item, rest, [...at, index])) : []
  }
  if (data === null || typeof data !== 'object' || step === undefined) return []
  return matches((data as Record<string, unknown>)[step], rest, [...at, step])
}

const marked = (value: unknown): value is string => typeof value === 'string' && value.includes('(exemple)')

function findExamples(reads: ReadonlyMap<ContentFile, ReadFile>): ExampleValue[] {
  return exampleRules.flatMap((rule) => {
    const read = reads.get(rule.file)
    if (!read?.raw) return []
    return matches(read.raw, rule.path).flatMap((path) => {
      const found = valueAt(read.raw, path)
      // A figure (« familiesSupported: 500 ») is matched as it is written.
      const written = typeof found === 'string' ? found.trim() : typeof found === 'number' ? String(found) : found
      // An example marked « (exemple) » stays one while the mark is there, its words changed or not: the mark is
      // what her guide tells her to remove once the value is hers.
      const value = rule.values.find((each) => written === each) ?? (rule.values.some(marked) && marked(written) ? written : undefined)
      if (value === undefined) return []
      return [{
        file: read.shown,
        line: lineAt(read, path),
        path: path.map((step) => (typeof step === 'number' ? step : String(step))),
        value,
        label: rule.what,
        editorField: inEditor(rule.file, path, read.raw),
        kind: rule.sample ? ('testimonial' as const) : ('fact' as const),
      }]
    })
  })
}

/* ------------------------------------------------------- words said twice */

/**
 * A word her text writes beside a « {…} » that the fact already says: « {radius} km » reads « 30 km km ». Told at
 * the text; when she wrote the word in the fact itself (« responseTime: sous 24 h », which texts read after
 * « sous »), told once, at the fact.
 */
function repeatedWords(reads: ReadonlyMap<ContentFile, ReadFile>, facts: Readonly<Record<string, string>>): Problem[] {
  const hits = [...reads.values()]
    .filter((read) => read.file !== 'data/practice.yaml')
    .flatMap((read) => textsOf(read.raw).flatMap(({ path, text }) => repeatedAtSlots(text, { ...priceVariables, ...facts }).map((hit) => ({ read, path, ...hit }))))
  const practice = reads.get('data/practice.yaml')
  const byFact = Map.groupBy(hits, (hit) => `${hit.name} ${hit.side} ${hit.word}`)
  return [...byFact.values()].flatMap((group): Problem[] => {
    const [{ name, word, side, reads: written }] = group as [(typeof group)[number]]
    const where = side === 'after' ? 'après' : 'avant'
    const fact = factFields.find((each) => each.name === name)
    const typed = fact && practice ? repeatedAtSlots(side === 'after' ? `{v} ${word}` : `${word} {v}`, { v: String(valueAt(practice.raw, fact.path) ?? '') }) : []
    if (fact && practice && typed.length > 0) {
      return [errorAt(practice, lineAt(practice, fact.path), toldAtFact(group[0]!, ['un texte', 'textes'], group.length, `« {${name}} »`), fact.path)]
    }
    return group.map(({ read, path }) => errorAt(read, lineAt(read, path), {
      title: 'Mot en double',
      message: `« {${name}} » s’écrit déjà « ${facts[name] ?? priceVariables[name]} » : on lirait « ${written} ».`,
      fix: `retirez « ${word} » ${where} « {${name}} ».`,
    }, path))
  })
}

/**
 * Her city written in a text that names the parent's town (« chez vous, à {city} », its help offering « {town} »):
 * every e-mail or contract of a visit at home would place it in her town, whatever the parent's. A warning: such a
 * text may also speak of her town.
 */
function cityForTown(reads: ReadonlyMap<ContentFile, ReadFile>): Problem[] {
  return [...reads.values()].flatMap((read) => {
    const root = rootOf(read.file)
    return textsOf(read.raw).flatMap(({ path, text }): Problem[] => {
      if (!text.includes('{city}') || text.includes('{town}')) return []
      const list = typeof path.at(-1) === 'number' ? nodeAt(root, path.slice(0, -1)) : undefined
      if (!textVariables(nodeAt(root, path), list).includes('town')) return []
      return [{
        ...errorAt(read, lineAt(read, path), {
          title: 'Ville à la place de la commune',
          message: 'ce texte écrit « {city} », votre ville, et pas « {town} », la commune que le parent a donnée : le parent lirait votre ville là où il attend le lieu de sa visite.',
          fix: 'écrivez « {town} » à la place de « {city} », si le texte parle du lieu de la visite.',
        }, path),
        severity: 'warning',
      }]
    })
  })
}

/* ----------------------------------------------------------- between files */

/** What ties the files together (cross-rules.ts), as problems at their lines. */
function crossProblems(content: SiteContent, reads: ReadonlyMap<ContentFile, ReadFile>, contentDir: string): Problem[] {
  const otherFiles = fileNames(contentDir, /./).filter((name) => !name.endsWith('.mdx'))
  return crossFindings(content, listPageFiles(contentDir), otherFiles).flatMap(({ title, message, fix, severity = 'error' as const, ...at }): Problem[] => {
    if ('page' in at) return [{ severity, file: `content/${at.page}.mdx`, title, message, fix }]
    const read = reads.get(at.file)
    return read ? [{ ...errorAt(read, lineAt(read, at.path, at.atKey), { title, message, fix }, at.path), severity }] : []
  })
}

/* -------------------------------------------------------------------- load */

/** Fills « {radius} »-style slots with the practice's facts in every text of `data`. */
export function quoteFacts(data: unknown, facts: Readonly<Record<string, string>>): unknown {
  if (typeof data === 'string') return fill(data, facts)
  if (Array.isArray(data)) return data.map((item) => quoteFacts(item, facts))
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, quoteFacts(value, facts)]))
  }
  return data
}

/** Her facts as her texts quote them, from practice.yaml as read and ui.yaml's words for them; none when practice.yaml does not read. */
function factsOf(practice: SiteContent['practice'] | undefined, ui: unknown): Record<string, string> | undefined {
  const trainingHours = (ui as { about?: { trainingHours?: unknown } } | undefined)?.about?.trainingHours
  return practice && factWords(practice, { trainingHours: typeof trainingHours === 'string' ? trainingHours : '{hours}' })
}

/** Her facts as her texts quote them, read from `contentDir`; « … » for each when practice.yaml does not read. `loadContent` gives them too. */
export function readFacts(contentDir: string): Readonly<Record<string, string>> {
  const read = (file: ContentFile) => readYaml(contentDir, file, [])?.raw
  const practice = contentFiles['data/practice.yaml'].schema.safeParse(read('data/practice.yaml'))
  return (practice.success && factsOf(practice.data as SiteContent['practice'], read('data/ui.yaml'))) || factsStandIn
}

/** Her figures as « … », for reading a file without practice.yaml's. */
const factsStandIn: Readonly<Record<string, string>> = Object.fromEntries(factNames.map((name) => [name, '…']))

/** The content/ folder a command reads: `--content DIR` or CONTENT_DIR (a copy, in the tests), else the project's own. */
export function commandContentDir(): string {
  const flag = process.argv.indexOf('--content')
  const given = flag === -1 ? process.env.CONTENT_DIR : process.argv[flag + 1]
  return given ? resolve(given) : fileURLToPath(new URL('../../../content', import.meta.url))
}

/** The names of the files of a folder that match `pattern`, in no order; none when there is no such folder. */
export function fileNames(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isFile() && pattern.test(entry.name) ? [entry.name] : []))
}

/** The top-level .mdx files of a content folder, without « .mdx ». */
export const listPageFiles = (contentDir: string): string[] => fileNames(contentDir, /\.mdx$/).map((name) => name.slice(0, -'.mdx'.length)).sort()

export function loadContent(contentDir: string): LoadResult {
  const problems: Problem[] = []
  const reads = new Map<ContentFile, ReadFile>()
  for (const file of contentFileNames) {
    const read = readYaml(contentDir, file, problems)
    if (read) reads.set(file, read)
  }

  const parsed: Partial<Record<keyof SiteContent, unknown>> = {}
  const validate = (file: ContentFile, raw: unknown) => {
    const read = reads.get(file)
    if (!read || read.raw === undefined) return
    const schema: z.ZodType = contentFiles[file].schema
    const result = schema.safeParse(raw, { reportInput: true })
    if (result.success) parsed[contentFiles[file].module] = result.data
    else schemaProblems(read, result.error.issues, problems)
  }

  validate('data/practice.yaml', reads.get('data/practice.yaml')?.raw)
  const facts = factsOf(parsed.practice as SiteContent['practice'] | undefined, reads.get('data/ui.yaml')?.raw)
  // With practice.yaml broken, the other files are still checked, their figures standing in as « … »
  // (a description is not « too long » because of a figure that could not be read).
  const quoted = facts ?? factsStandIn
  for (const file of contentFileNames) {
    if (file === 'data/practice.yaml') continue
    validate(file, quoteFacts(reads.get(file)?.raw, quoted))
  }

  if (facts) problems.push(...repeatedWords(reads, facts))
  problems.push(...cityForTown(reads))

  const complete = contentFileNames.every((file) => parsed[contentFiles[file].module] !== undefined)
  const content = complete && facts ? (parsed as SiteContent) : undefined
  if (content) {
    problems.push(...crossProblems(content, reads, contentDir))
    // Her slots in the day's order wherever the site shows them, whatever order she wrote them in (one added at the
    // end): once the rules have told a mistake at its line, found by her order.
    content.booking.timeSlots = content.booking.timeSlots.toSorted()
  }
  const ok = !problems.some((problem) => problem.severity === 'error')
  const placeOf = (file: ContentFile, path: Path) => {
    const read = reads.get(file)
    return read && placeAt(read, lineAt(read, path), path)
  }
  return { ...(ok && content ? { content } : {}), problems, examples: findExamples(reads), texts: dataTexts(reads), filesRead: reads.size, facts: quoted, placeOf }
}

/** What stops a build or a script on her content: every error, in French. */
export function contentErrors(problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error').map(formatProblem)
  return `Le contenu a des erreurs (npm run check les explique) :\n\n${errors.join('\n\n')}`
}

/** The content read, or an error that lists every problem in French. */
export function validContent({ content, problems }: Pick<LoadResult, 'content' | 'problems'>): SiteContent {
  if (content) return content
  throw frenchError(contentErrors(problems))
}

/** An error Vite prints as its message alone, in the build's log and the dev server's overlay: she reads French, not a stack trace. */
export function frenchError(message: string): Error {
  const error = new Error(message)
  error.stack = message
  return error
}

/** The site's content for scripts and tests, or an error that lists every problem in French. */
export const siteContent = (contentDir: string): SiteContent => validContent(loadContent(contentDir))
