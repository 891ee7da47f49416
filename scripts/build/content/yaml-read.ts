/**
 * Her data files as YAML: each read and parsed (YAML 1.2, through the `yaml`
 * package), its first syntax mistake told in French at its line, and what
 * the rest of the loading asks of a parsed file: the line of a value, the
 * value at a path, every text with its line.
 */
import { dump } from 'js-yaml'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CST, isAlias, isMap, isPair, isScalar, isSeq, LineCounter, Parser, parseDocument, visit, type Document, type Scalar } from 'yaml'
import { lineText, type Problem, type ProblemText } from '../../../src/content/problems.ts'
import { colonInText, colonWithoutSpace, notAMapping } from '../../../src/content/rules.ts'
import { contentFiles, type ContentFile } from '../../../src/content/schema.ts'
import { fieldsOf, walkSchema } from '../../../src/content/model.ts'
import { closest } from '../../../src/content/suggest.ts'
import { keptBy } from '../kept.ts'

export type Path = readonly PropertyKey[]

/** One data file as read: its text, its YAML document, and where each line starts. */
export interface ReadFile {
  file: ContentFile
  shown: string
  source: string
  doc: Document.Parsed
  lines: LineCounter
  /** The data as plain values, or nothing when the YAML itself is broken. */
  raw?: unknown
}

/** A text of a data file with where its words are, for the check's rules on her words (wording, the withdrawal delay). */
export interface DataText {
  file: string
  text: string
  /** The name of its field (« profession »), when it is a field's value. */
  key?: string
  /** The line of the file where the text's character `index` is, and that line, to show under a message. */
  at: (index: number) => { line: number; excerpt?: string }
}

/**
 * Where a value's character is in its file: a text on several lines (« text: >- » and its lines) is one value, its
 * line breaks turned into spaces. Its words are counted, as folding keeps each, to the line holding that word.
 */
function placeInValue(read: ReadFile, node: Scalar, value: string): DataText['at'] {
  const first = read.lines.linePos(node.range![0]).line
  const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL'
  // A block's first line is its sign (« >- »), not its words.
  const lines = read.source.slice(node.range![0], node.range![1]).split('\n').slice(block ? 1 : 0)
  const offset = block ? 1 : 0
  return (index) => {
    const before = value.slice(0, index).split(/\s+/).filter(Boolean).length
    let counted = 0
    let line = first
    for (const [at, text] of lines.entries()) {
      counted += text.split(/\s+/).filter(Boolean).length
      line = first + offset + at
      if (counted > before) break
    }
    return { line, excerpt: lineText(read.source, line) }
  }
}

const missingColon = (example: string): ProblemText => ({
  title: 'Deux-points manquant',
  message: 'il manque le deux-points « : » après le nom du champ.',
  fix: `écrivez le nom du champ, deux-points, une espace, puis la valeur : « ${example} ».`,
})

/** The parser's codes for a colon it did not find. */
const colonCodes = new Set(['MULTILINE_IMPLICIT_KEY', 'MISSING_CHAR'])

/** A line's indentation, in characters. */
export const indentOf = (text: string) => text.length - text.trimStart().length

/** « city: Lyon » with a no-break space after the colon (a Mac's Option+Space, a text pasted from a word processor): YAML sees no colon there. */
const noBreakAfterColon: ProblemText = {
  title: 'Deux-points manquant',
  message: 'le deux-points de cette ligne est suivi d’une espace insécable, invisible, que le fichier ne lit pas comme une espace : il n’y voit pas de deux-points.',
  fix: 'effacez l’espace qui suit le deux-points et retapez-la avec la barre d’espace seule (sans Option ni Alt).',
}

/** « phone:06 12 34 56 78 »: the colon glued to the value, which YAML then reads as one word. The data's rule's words, her line mended. */
function colonGlued(line: string): ProblemText {
  const [, name = '', value = ''] = /^\s*(?:- )?([\w-]+):(.*)$/.exec(line) ?? []
  return { title: colonWithoutSpace.title, message: colonWithoutSpace.message, fix: `ajoutez une espace après le deux-points : « ${name}: ${value.trim()} ».` }
}

/** « Les positions… » under « - Comprendre… », at the dash's column: an item of the list whose « - » was forgotten. */
const missingDash: ProblemText = {
  title: 'Tiret manquant',
  message: 'cette ligne est alignée sur les éléments d’une liste, mais n’a pas de tiret « - » : le fichier ne la lit pas comme un élément.',
  fix: 'ajoutez « - » et une espace au début du texte, comme sur les lignes voisines : « - Les positions et la mise au sein ».',
}

/** The line, at or just above where the parser stopped, that sits at the column of a neighbouring « - » without one (not a « name: » line). */
function dashlessItem(source: string, line: number): number | undefined {
  const all = source.split('\n')
  const filled = (from: number, step: number) => {
    for (let index = from; index >= 0 && index < all.length; index += step) if ((all[index] ?? '').trim() !== '') return all[index]
    return undefined
  }
  for (const candidate of [line, line - 1]) {
    const text = all[candidate - 1] ?? ''
    if (text.trim() === '' || /^\s*- /.test(text) || /^\s*[\w-]+:(?:\s|$)/.test(text)) continue
    const item = [filled(candidate - 2, -1), filled(candidate, 1)].find((other) => other !== undefined && /^\s*- /.test(other) && indentOf(other) === indentOf(text))
    if (item) return candidate
  }
  return undefined
}

const unclosedQuote: ProblemText = {
  title: 'Guillemet non fermé',
  message: 'le texte ouvert par un guillemet sur cette ligne n’est jamais refermé : le fichier lit toute la suite comme ce texte.',
  fix: 'ajoutez le même guillemet à la fin du texte, ou retirez celui du début s’il n’est pas utile.',
}

/**
 * The line where a quoted text that is never closed opens: the parser stops at the file's end. Its own syntax
 * tree (CST) keeps each quoted text with where it starts; the unclosed one does not end on its quote.
 */
function unclosedQuoteLine(source: string, lines: LineCounter): number | undefined {
  let found: number | undefined
  for (const token of new Parser().parse(source)) {
    if (token.type !== 'document') continue
    CST.visit(token, (item) => {
      for (const part of [item.key, item.value]) {
        if (found !== undefined || (part?.type !== 'double-quoted-scalar' && part?.type !== 'single-quoted-scalar')) continue
        const text = part.source.trimEnd()
        if (text.length < 2 || !text.endsWith(text[0]!)) found = lines.linePos(part.offset).line
      }
    })
  }
  return found
}

/** « babyLine: "Léo" et sa maman »: a quoted word opens the text, and YAML reads the quotes as the whole value. */
const quotedStart: ProblemText = {
  title: 'Guillemets en début de texte',
  message: 'ce texte commence par un mot entre guillemets droits : le fichier lit ces guillemets comme ceux de tout le texte, et la suite n’a plus sa place.',
  fix: 'écrivez le mot entre guillemets français : « Léo » et sa maman.',
}

/** « - 'L'allaitement : vos questions' »: between straight single quotes, YAML ends the text at its first apostrophe. */
const apostropheInQuotes: ProblemText = {
  title: 'Apostrophe entre guillemets',
  message: 'ce texte est entre guillemets droits simples et contient une apostrophe droite : le fichier la lit comme la fin du texte, et la suite n’a plus sa place.',
  fix: 'écrivez cette apostrophe deux fois, comme l’éditeur l’écrit : « \'L\'\'allaitement : vos questions\' ».',
}

/** A line whose value opens with a single quote closed inside a word: an apostrophe. */
const apostropheQuoted = (text: string) => /^\s*(?:- )?(?:[\w-]+:\s+)?'[^']*'\p{L}/u.test(text)

/** A line whose value starts with a text in quotes followed by more words. */
const startsQuoted = (text: string) => /^\s*(?:- )?(?:[\w-]+:\s+)?("[^"]*"|'[^']*')\s*[^\s#]/.test(text)

/** « signature: {name}, EI »: YAML reads a value opening with « { » or « [ » as a group of values, then finds words after it. */
const bracedStart = /^(\s*(?:- )?(?:[\w-]+:\s+)?)([{[].*?)\s*$/

/**
 * Her text in quotes, as js-yaml (the editor's library) quotes it, on one line: with the lines that continue it
 * (more indented than its name), joined, as YAML reads them.
 */
function bracedText(source: string, line: number): ProblemText | undefined {
  const all = source.split('\n')
  const [, before = '', value] = bracedStart.exec(all[line - 1] ?? '') ?? []
  if (value === undefined) return undefined
  // Where its name starts: after the dash of a list's item, whose other fields are there too.
  const column = indentOf(before) + (/^\s*- [\w-]+:/.test(before) ? 2 : 0)
  let last = line
  while (last < all.length && all[last]!.trim() !== '' && indentOf(all[last]!) > column) last++
  const text = [value, ...all.slice(line, last).map((next) => next.trim())].join(' ')
  const quoted = [before.trim(), dump(text, { lineWidth: -1 }).trimEnd()].filter(Boolean).join(' ')
  return {
    title: 'Accolade en début de texte',
    message: `ce texte commence par ${value.startsWith('{') ? 'une accolade « { » : le fichier la lit' : 'un crochet « [ » : le fichier le lit'} comme le début d’un groupe de valeurs, et la suite du texte n’a plus sa place.`,
    fix: last > line
      ? `mettez tout le texte entre guillemets droits, sur une ligne qui remplace les lignes ${line} à ${last} : « ${quoted} ».`
      : `mettez tout le texte entre guillemets droits : « ${quoted} ».`,
  }
}

/** « – Le coparent… »: the long dash a phone or a word processor puts for « - ». */
const longDash: ProblemText = {
  title: 'Tiret manquant',
  message: 'cette ligne commence par un tiret long « – », que le fichier ne lit pas comme le tiret « - » d’une liste.',
  fix: 'remplacez-le par le signe « - » (la touche du signe moins), suivi d’une espace, comme sur les lignes voisines.',
}

/** « 69003 Lyon » under « address: 12 rue des Lilas », at the margin: the rest of a text, not a field without its colon. */
const unindentedText: ProblemText = {
  title: 'Décalage',
  message: 'cette ligne semble continuer le texte de la ligne au-dessus, mais elle n’est pas décalée comme lui : le fichier la lit comme un nouveau champ.',
  fix: 'remontez-la à la fin de la ligne au-dessus ; ou, pour un texte sur plusieurs lignes, décalez-la de plus d’espaces que le nom du champ, comme ses autres lignes.',
}

/**
 * Whether the line the parser stopped on, with no colon, continues the text above (a field's value, or a line of a
 * text on several lines) rather than being a field whose colon was forgotten: its first word is no field's name.
 */
function continuesText(source: string, line: number, file: ContentFile): boolean {
  const all = source.split('\n')
  const text = all[line - 1] ?? ''
  if (/^\s*- /.test(text) || /:(?:\s|$)/.test(text)) return false
  let above = line - 2
  while (above >= 0 && (all[above] ?? '').trim() === '') above--
  const previous = all[above] ?? ''
  const first = /^\s*([\w-]+)/.exec(text)?.[1]
  const names = fieldsOf(walkSchema(contentFiles[file].schema)).flatMap(({ path }) => (typeof path.at(-1) === 'string' ? [String(path.at(-1))] : []))
  // A field's name, or a typo of one aligned on the fields around it (« babyLigne Léo »): a field whose colon was
  // forgotten. A sentence at the margin (« Dans les premiers jours… ») may look like a typo of a name: it is text.
  const keyColumn = indentOf(previous) + (/^\s*- /.test(previous) ? 2 : 0)
  const typo = first !== undefined && first.length > 3 && indentOf(text) === keyColumn && closest(first, names) !== undefined
  if (first !== undefined && (names.includes(first) || typo)) return false
  return (/^\s*(?:- )?[\w-]+:\s+\S/.test(previous) && !/:\s*[>|][-+]?\s*$/.test(previous)) || indentOf(previous) > indentOf(text)
}

/**
 * An item of a list pasted at another margin than its neighbours (the guide's new testimonial pasted without its
 * leading spaces): the parser stops lines later, in an item she did not touch. Its items are the lines of the same
 * part of the file (from its name at the margin to the next) opening with « - » and the same field. The ones away
 * from the margin the editor writes (two spaces right of the list's name) moved, or else the fewer: told at the
 * first, with how many spaces it lacks or has too many.
 */
function misalignedItem(source: string, line: number): { line: number; text: ProblemText } | undefined {
  const all = source.split('\n')
  const isPart = (text: string) => /^[\w-]+:/.test(text)
  let start = line - 1
  while (start > 0 && !isPart(all[start] ?? '')) start--
  let end = line
  while (end < all.length && !isPart(all[end] ?? '')) end++
  const field = (text: string) => /^\s*- ([\w-]+):/.exec(text)?.[1]
  type Item = { line: number; field: string; indent: number }
  const margin = (spaces: number) => (spaces === 0 ? 'à la marge' : `à ${spaces} espace${spaces > 1 ? 's' : ''} de la marge`)
  const items = all.slice(start, end).flatMap((text, index): Item[] => (field(text) ? [{ line: start + index + 1, field: field(text)!, indent: indentOf(text) }] : []))
  for (const name of new Set(items.map((item) => item.field))) {
    const same = items.filter((item) => item.field === name)
    const margins = [...new Set(same.map((item) => item.indent))]
    if (margins.length !== 2) continue
    const list = all.slice(0, same[0]!.line - 1).findLast((text) => /^\s*(?:- )?[\w-]+:\s*$/.test(text))
    const written = list === undefined ? undefined : indentOf(list) + (/^\s*- /.test(list) ? 2 : 0) + 2
    const [one, other] = margins.map((margin) => same.filter((item) => item.indent === margin)) as [Item[], Item[]]
    const known = written !== undefined && margins.includes(written)
    if (!known && one.length === other.length) continue
    const movedOne = known ? one[0]!.indent !== written : one.length < other.length
    const [moved, kept] = movedOne ? [one[0]!, other[0]!] : [other[0]!, one[0]!]
    // The parser stops at or below the item that moved: one further down is not this error's cause.
    if (moved.line > line) continue
    const shift = kept.indent - moved.indent
    // Its other lines, up to the next item: already where the others' are when only its dash line was pasted short.
    const after = all.slice(moved.line).filter((text) => text.trim() !== '')
    const own = after.slice(0, Math.max(0, after.findIndex((text) => field(text) !== undefined || indentOf(text) <= moved.indent)))
    const lines = own.length > 0 && own.every((text) => indentOf(text) === kept.indent + 2) ? 'de cette ligne seulement' : 'de chacune de ses lignes'
    return {
      line: moved.line,
      text: {
        title: 'Décalage',
        message: `cet élément de la liste commence ${margin(moved.indent)}, les autres ${margin(kept.indent)} : le fichier ne le lit plus comme l’un d’eux.`,
        fix: `${shift > 0 ? 'ajoutez' : 'retirez'} ${Math.abs(shift)} espace${Math.abs(shift) > 1 ? 's' : ''} au début ${lines}, pour que son « - » soit sous ceux des autres éléments.`,
      },
    }
  }
  return undefined
}

const badIndent: ProblemText = {
  title: 'Décalage',
  message: 'cette ligne n’est pas alignée avec ses voisines : le décalage en début de ligne dit à quoi elle appartient.',
  fix: 'alignez-la sur les lignes de même niveau, avec le même nombre d’espaces.',
}

/** The YAML parser's errors that the consultant can meet, in her words. */
const yamlErrors: Readonly<Record<string, ProblemText>> = {
  TAB_AS_INDENT: {
    title: 'Tabulation',
    message: 'cette ligne commence par une tabulation : les fichiers de données n’acceptent que des espaces en début de ligne.',
    fix: 'effacez la tabulation et mettez à la place des espaces, autant que sur les lignes voisines de même niveau.',
  },
  MULTILINE_IMPLICIT_KEY: missingColon('phone: 06 12 34 56 78'),
  MISSING_CHAR: missingColon('amount: 70'),
  DUPLICATE_KEY: {
    title: 'Champ en double',
    message: 'ce champ est déjà écrit plus haut dans le même élément : une seule des deux valeurs serait gardée.',
    fix: 'gardez une seule ligne pour ce champ, avec la bonne valeur, et supprimez l’autre.',
  },
  // The explanation the check gives the same mistake when the file still reads (src/content/rules.ts), without its editor's words.
  BLOCK_AS_IMPLICIT_KEY: { title: colonInText.title, message: colonInText.message, fix: colonInText.fix },
  BAD_INDENT: badIndent,
}

/**
 * A field written twice in an item of a list: most often a new item (a closed period, an offer) whose « - » was
 * forgotten, which then reads as more fields of the item above; deleting a line, as for any field written twice,
 * would keep a wrong mix of the two.
 */
const duplicateInItem: ProblemText = {
  title: 'Champ en double',
  message: 'ce champ est déjà écrit plus haut dans le même élément de la liste : une seule des deux valeurs serait gardée.',
  fix: 'si cette ligne commence un nouvel élément, ajoutez « - » devant son premier champ, aligné sur les tirets des autres éléments ; sinon, gardez une seule ligne pour ce champ, avec la bonne valeur.',
}

/** Whether a line is a field of an item of a list: the first line above it that is less indented opens with « - », its fields aligned after the dash. */
function inListItem(source: string, line: number): boolean {
  const all = source.split('\n')
  const own = indentOf(all[line - 1] ?? '')
  for (let index = line - 2; index >= 0; index--) {
    const text = all[index] ?? ''
    if (text.trim() === '' || text.trimStart().startsWith('#') || indentOf(text) >= own) continue
    return /^\s*- /.test(text) && indentOf(text) + 2 === own
  }
  return false
}

/**
 * « insurer: » then « name: MAAF » at its margin: the field lost its indent, so « insurer: » holds nothing and
 * « name » reads as a field of the level above, which the parser reports as that field written twice (deleting one,
 * as that error says, would make her name the insurer's). The line to shift, and by how much.
 */
function unindentedField(source: string, line: number): ProblemText & { line: number } | undefined {
  const all = source.split('\n')
  const opener = /^(\s*(?:- )?)([\w-]+):\s*$/.exec(all[line - 1] ?? '')
  const filled = (text: string) => text.trim() !== '' && !text.trimStart().startsWith('#')
  // A later field of the part at the margin (« address: » under « mediator: »'s others): the line told is the one that
  // moved, under a field further in; its part is the line above both at its own margin.
  const field = /^(\s*)([\w-]+):/.exec(all[line - 1] ?? '')
  const above = all.slice(0, line - 1).findLast(filled)
  if (!opener && field && above !== undefined && /^\s*[\w-]+:/.test(above) && indentOf(above) > field[1]!.length) {
    const part = all.slice(0, line - 1).findLast((text) => filled(text) && indentOf(text) <= field[1]!.length)
    const partName = /^\s*(?:- )?([\w-]+):\s*$/.exec(part ?? '')?.[1]
    const shift = indentOf(above) - field[1]!.length
    if (partName) {
      return {
        line,
        title: 'Décalage',
        message: `cette ligne a perdu son décalage : alignée sur « ${partName}: », elle n’en fait plus partie, et se lit comme un champ du niveau au-dessus, déjà écrit plus haut.`,
        fix: `ajoutez ${shift} espace${shift > 1 ? 's' : ''} au début de cette ligne, pour l’aligner sur « ${/^\s*([\w-]+):/.exec(above)![1]}: » au-dessus ; n’effacez aucune des deux lignes.`,
      }
    }
  }
  const next = all.findIndex((text, index) => index >= line && filled(text))
  if (!opener || next === -1 || !/^\s*[\w-]+:/.test(all[next]!) || indentOf(all[next]!) !== opener[1]!.length) return undefined
  const below = all.slice(next + 1).find(filled)
  const sibling = below !== undefined && indentOf(below) > opener[1]!.length ? /^\s*([\w-]+):/.exec(below) : undefined
  const shift = sibling ? indentOf(below!) - indentOf(all[next]!) : 2
  return {
    line: next + 1,
    title: 'Décalage',
    message: `cette ligne a perdu son décalage : alignée sur « ${opener[2]}: », qui reste vide, elle n’en fait plus partie, et se lit comme un champ du niveau au-dessus.`,
    fix: sibling
      ? `ajoutez ${shift} espaces au début de cette ligne, pour l’aligner sur « ${sibling[1]}: » en dessous.`
      : `ajoutez ${shift} espaces au début de cette ligne et des suivantes qui vont sous « ${opener[2]}: ».`,
  }
}

/**
 * « giftCard: » then « delivery: … » at its margin, its other fields still in: the parser stops at that field or at
 * the next, « validity: », indented under a field that holds a text. The first field lost its indent: told there,
 * as a later one is. `line` is where the parser stopped.
 */
function unindentedFirstField(source: string, line: number): (ProblemText & { line: number }) | undefined {
  const all = source.split('\n')
  const filled = (index: number) => (all[index] ?? '').trim() !== '' && !(all[index] ?? '').trimStart().startsWith('#')
  const filledBefore = (index: number) => all.slice(0, Math.max(index, 0)).findLastIndex((_, at) => filled(at))
  for (const moved of [line - 1, filledBefore(line - 1)]) {
    const opener = filledBefore(moved)
    if (moved < 0 || opener === -1) continue
    const found = unindentedField(source, opener + 1)
    if (found?.line === moved + 1) return found
  }
  return undefined
}

const otherYamlError = {
  title: 'Erreur de syntaxe dans les données',
  message: 'le fichier n’a plus une forme valable à cet endroit.',
  fix: 'comparez cette ligne à ses voisines : un décalage, un deux-points, un tiret ou un guillemet manque ou est en trop. En cas de doute, reprenez la dernière version qui marchait.',
} as const

/**
 * A line shifted by a space or two, which the parser reports as a colon problem: one space short, « the
 * colon is missing » on a line that has it; one space too many, « a colon in a text » on the line above,
 * whose value has none. Then « Décalage », on the line that moved.
 */
function slippedLine(code: string, said: string, line: number, source: string): number | undefined {
  const lines = source.split('\n')
  const field = /^\s*(?:- )?[\w-]+:(?:\s(.*))?$/.exec(lines[line - 1]?.trimEnd() ?? '')
  if (!field) return undefined
  // One space short: a field read as a list's item. A missing closing quote is the same code: not a shift.
  if (code === 'MISSING_CHAR') return said.startsWith('Sequence item without') ? line : undefined
  // A colon in the text, a space after it or at its end (« Je vous propose : »), is the text's.
  if (code !== 'BLOCK_AS_IMPLICIT_KEY' || /:(?:\s|$)/.test(field[1] ?? '')) return undefined
  const next = lines.findIndex((text, index) => index >= line && text.trim() !== '')
  return next === -1 ? undefined : next + 1
}

/** A data file read and parsed; its first YAML mistake, if any, added to `problems` at its line. */
export function readYaml(contentDir: string, file: ContentFile, problems: Problem[]): ReadFile | undefined {
  let source: string
  try {
    source = readFileSync(join(contentDir, file), 'utf8')
  } catch {
    problems.push({
      severity: 'error',
      file: `content/${file}`,
      title: 'Fichier illisible',
      message: 'ce fichier est introuvable : le site en a besoin.',
      fix: 'reprenez-le de la dernière version qui marchait (l’historique du dépôt le garde).',
    })
    return undefined
  }
  const parsed = keptParse(`${file}\n${source}`, () => {
    const found: Problem[] = []
    const read = parseYaml(file, source, found)
    frozen(read.raw)
    return { read: Object.freeze(read), problems: frozen(found) }
  })
  problems.push(...parsed.problems)
  return parsed.read
}

/**
 * A file's parse and its mistake, kept by the file's name and text (`keptBy`): a build reads them for its content and
 * again for its photos, and the unit tests' checks run on copies of the content that differ by one file. The read's
 * fields, its data and its problems are frozen: a change would throw rather than reach the next check given them. Its
 * YAML document and line counter are only read (lineAt, dataTexts), never changed.
 */
const keptParse = keptBy<{ read: ReadFile; problems: readonly Problem[] }>(100)

/** `value` and every object in it made read-only (`Object.freeze` goes one level deep only). */
function frozen<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) frozen(inner)
  }
  return value
}

function parseYaml(file: ContentFile, source: string, problems: Problem[]): ReadFile {
  const shown = `content/${file}`
  const lines = new LineCounter()
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const read: ReadFile = { file, shown, source, doc, lines }
  const at = (line: number, explanation: ProblemText) => problems.push({ severity: 'error', file: shown, line, excerpt: lineText(source, line), ...explanation })

  // The first error only: the parser's next ones are mostly consequences of it (a tab shifts the lines after it).
  const [first] = doc.errors
  if (first) {
    const line = lines.linePos(first.pos[0]).line
    const shifted = slippedLine(first.code, first.message, line, source)
    const dashless = dashlessItem(source, line)
    const quoteOpened = first.code === 'MISSING_CHAR' && /closing ["']quote/.test(first.message) ? unclosedQuoteLine(source, lines) : undefined
    const misaligned = misalignedItem(source, line)
    const braced = first.code === 'UNEXPECTED_TOKEN' ? bracedText(source, line) : undefined
    const unindented = first.code === 'DUPLICATE_KEY' ? unindentedField(source, line) : unindentedFirstField(source, line)
    if (quoteOpened !== undefined) at(quoteOpened, unclosedQuote)
    else if (misaligned) at(misaligned.line, misaligned.text)
    else if (first.code === 'UNEXPECTED_TOKEN' && apostropheQuoted(lineText(source, line) ?? '')) at(line, apostropheInQuotes)
    else if (first.code === 'UNEXPECTED_TOKEN' && startsQuoted(lineText(source, line) ?? '')) at(line, quotedStart)
    else if (braced) at(line, braced)
    else if (dashless !== undefined) at(dashless, /^\s*[–—]\s/.test(lineText(source, dashless) ?? '') ? longDash : missingDash)
    // A part's first field at its margin, before the line the parser names below it; a duplicate key, after a slip.
    else if (first.code !== 'DUPLICATE_KEY' && unindented) at(unindented.line, unindented)
    else if (shifted !== undefined) at(shifted, badIndent)
    else if (unindented) at(unindented.line, unindented)
    else if (first.code === 'DUPLICATE_KEY' && inListItem(source, line)) at(line, duplicateInItem)
    else if (colonCodes.has(first.code) && /:[\u00a0\u202f]/.test(lineText(source, line) ?? '')) at(line, noBreakAfterColon)
    else if (colonCodes.has(first.code) && /^\s*(?:- )?[\w-]+:[^\s:/]/.test(lineText(source, line) ?? '')) at(line, colonGlued(lineText(source, line) ?? ''))
    else if (first.code === 'MULTILINE_IMPLICIT_KEY' && continuesText(source, line, file)) at(line, unindentedText)
    else at(line, yamlErrors[first.code] ?? otherYamlError)
    return read
  }

  // Anchors, aliases and tags are YAML features a web editor would not keep. A « # » after a space ends a
  // text written on one line: the rest of the line is a comment, silently left out of the site.
  let unusual: number | undefined
  let cut: number | undefined
  let glued: { line: number; dashes: string; value: string } | undefined
  visit(doc, {
    Node(_, node) {
      if (isAlias(node) || node.anchor || (node.tag && !node.tag.startsWith('tag:yaml.org,2002:'))) {
        unusual = lines.linePos(node.range?.[0] ?? 0).line
        return visit.BREAK
      }
      if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string' && node.comment && cut === undefined) cut = lines.linePos(node.range?.[0] ?? 0).line
      // A list's item whose next line, its dash pushed right, YAML reads as the rest of its text: two items shown as one.
      if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string' && glued === undefined && node.range) {
        const first = lines.linePos(node.range[0]).line
        const dashes = /^(\s*)- /.exec(lineText(source, first) ?? '')?.[1]
        const next = source.slice(node.range[0], node.range[1]).split('\n').slice(1).findIndex((text) => /^\s*- /.test(text))
        if (dashes !== undefined && next >= 0) glued = { line: first + 1 + next, dashes, value: node.value }
      }
      return undefined
    },
  })
  if (glued !== undefined && unusual === undefined && cut === undefined) {
    at(glued.line, {
      title: 'Élément collé',
      message: `cette ligne commence par un tiret, mais plus à droite que celui de la ligne au-dessus : elle se lit comme la suite de son texte, et le site afficherait un seul élément, « ${glued.value} ».`,
      fix: `alignez son tiret sur celui de la ligne au-dessus, ${glued.dashes.length} espace${glued.dashes.length > 1 ? 's' : ''} devant.`,
    })
    return read
  }
  if (cut !== undefined && unusual === undefined) {
    at(cut, {
      title: 'Texte coupé par un #',
      message: 'dans un texte écrit sur une ligne, un « # » après une espace commence une note que le site ignore : la fin de la ligne n’est pas publiée.',
      fix: 'mettez tout le texte entre guillemets droits simples, comme l’éditeur l’écrit : « text: \'Préparer #zen son allaitement.\' ».',
    })
    return read
  }
  if (unusual !== undefined) {
    at(unusual, {
      title: 'Forme non prévue',
      message: 'cette ligne utilise un signe & , * ou ! que les fichiers du site n’emploient pas.',
      fix: 'écrivez la valeur elle-même, en entier, à la place ; et mettez entre guillemets un texte qui commence par l’un de ces signes.',
    })
    return read
  }
  if (!isMap(doc.contents)) {
    at(1, { title: notAMapping.title, message: notAMapping.message, fix: notAMapping.fix })
    return read
  }
  read.raw = doc.toJS()
  return read
}

/** The line of the value at `path`, or of the closest part of it that exists. */
export function lineAt(read: ReadFile, path: Path, keyLine = false): number {
  let node: unknown = read.doc.contents
  let line = 1
  const lineOf = (target: unknown) => {
    const range = (target as { range?: [number, number, number] } | null)?.range
    return range ? read.lines.linePos(range[0]).line : line
  }
  for (const [index, step] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === step)
      if (!pair) return line
      line = lineOf(pair.key)
      if (keyLine && index === path.length - 1) return line
      node = pair.value
      if (node) line = lineOf(node)
    } else if (isSeq(node) && typeof step === 'number') {
      node = node.items[step]
      if (!node) return line
      line = lineOf(node)
    } else {
      return line
    }
  }
  return line
}

/** The plain value at `path`, if there is one. */
export function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, step) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[step] : undefined), data)
}

/** Every text of the files read, with its line, for the check's wording warnings. */
export function dataTexts(reads: ReadonlyMap<ContentFile, ReadFile>): DataText[] {
  const texts: DataText[] = []
  for (const read of reads.values()) {
    // A key figure (<Highlights>) reads as one sentence, « IBCLC certification en préparation… »:
    // its two texts are checked together, at the figure's line.
    const readTogether = new Set<unknown>()
    visit(read.doc, {
      Map(_, map) {
        const figure = map.get('figure', true)
        const rest = map.get('text', true)
        if (!isScalar(figure) || !isScalar(rest) || typeof figure.value !== 'string' || !figure.range) return
        readTogether.add(figure).add(rest)
        const line = read.lines.linePos(figure.range[0]).line
        texts.push({ file: read.shown, text: `${figure.value} ${String(rest.value)}`, at: () => ({ line, excerpt: lineText(read.source, line) }) })
      },
      Scalar(_, node, path) {
        if (readTogether.has(node)) return
        if (typeof node.value !== 'string' || !node.range) return
        const pair = path.at(-1)
        const key = isPair(pair) && isScalar(pair.key) && pair.value === node ? String(pair.key.value) : undefined
        texts.push({ file: read.shown, text: node.value, ...(key === undefined ? {} : { key }), at: placeInValue(read, node, node.value) })
      },
    })
  }
  return texts
}

/** Every text of `data` with its path. */
export const textsOf = (data: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] =>
  typeof data === 'string'
    ? [{ path, text: data }]
    : data !== null && typeof data === 'object'
      ? Object.entries(data).flatMap(([key, value]) => textsOf(value, [...path, Array.isArray(data) ? Number(key) : key]))
      : []
