/**
 * The check's tests (tests/unit/check-*.test.ts): the check (`runCheck`, what `npm run check` prints) on broken copies of the tests' own content
 * (tests/helpers/content-copy.ts, never the consultant's, which she changes), each mistake she could make and
 * the one French message it gives. Split in files so that Vitest runs them side by side.
 */
import { expect, test } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem, type Problem } from '../../src/content/problems.ts'
import { copyForTest, type ContentCopy } from './content-copy.ts'
import type { ContentFile } from '../../src/content/schema.ts'

/** The copy of the test, removed after it. */
let copy: ContentCopy | undefined
/** The copy the running test broke. */
export const brokenCopy = (): ContentCopy => copy!

/** A fresh copy of the tests' content for a test to break itself, read by `lineOf`. */
export function freshCopy(): ContentCopy {
  copy = copyForTest()
  return copy
}

type Edit = [from: string | RegExp, to: string] | ((content: ContentCopy) => void)

/** Copies the tests' content, breaks it (a replacement in `file`, or any change), and runs the check on the copy. */
export async function checkBroken(file: string, edit: Edit) {
  copy = copyForTest()
  if (typeof edit === 'function') edit(copy)
  else copy.replace(file, ...edit)
  const result = await runCheck(copy.dir)
  return { ...result, text: result.problems.map(formatProblem).join('\n\n') }
}

/** The line of the copy's file where `needle` first appears, so tests survive edits of the tests' content. */
export function lineOf(file: string, needle: string): number {
  const index = (copy?.read(file) ?? '').split('\n').findIndex((line) => line.includes(needle))
  if (index === -1) throw new Error(`« ${needle} » is not in content/${file}`)
  return index + 1
}

/** A confirmation whose « Confirmer » link is too long, its last words plain text a cut removes. */
export const longConfirmation = `Bonjour {parent},\n{offer} le {date} à {time}, {place}.\n${'Je vous confirme notre rendez-vous avec plaisir. '.repeat(40)}Merci.`

/** A situation some tests break, laid over the tests' own. */
export const twins = { later: [{ title: 'Jumeaux', description: 'Organiser l’allaitement de deux bébés.' }] }

/** An edit in a situation the tests' own content lacks: `data` laid over the file, then `from` replaced by `to`. */
export const layThen = (file: ContentFile, data: Record<string, unknown>, from: string, to: string): Edit => (c) => {
  c.lay(file, data)
  c.replace(file, from, to)
}

/** The one problem the broken file gives, whatever else the test looks at. */
export function only(problems: readonly Problem[]): Problem {
  expect(problems.map(formatProblem)).toHaveLength(1)
  return problems[0]!
}

/** One mistake of hers and the one problem it gives. */
interface Mistake {
  name: string
  /** The file she broke, where the problem is. */
  file: string
  edit: Edit
  /** The problem's line: the first line of the broken file holding this text (with an offset), or a number. */
  at?: string | [string, number] | number
  title: string
  /** Words of the French message; `{line}` is the problem's line. */
  says?: string | string[]
  also?: (result: Awaited<ReturnType<typeof checkBroken>>) => void | Promise<void>
}

/** Each mistake gives one problem of that severity, with its file, line, title and words; an error fails the check, a warning does not. */
export function mistakes(severity: Problem['severity'], cases: Mistake[]) {
  for (const { name, file, edit, at, title, says = [], also } of cases) {
    test(name, async () => {
      const result = await checkBroken(file, edit)
      const line = typeof at === 'string' ? lineOf(file, at) : Array.isArray(at) ? lineOf(file, at[0]) + at[1] : at
      expect(only(result.problems)).toMatchObject({ severity, file: `content/${file}`, title, ...(line !== undefined && { line }) })
      expect(result.exitCode).toBe(severity === 'error' ? 1 : 0)
      for (const words of [says].flat()) expect(result.text).toContain(words.replaceAll('{line}', String(line)))
      await also?.(result)
    })
  }
}

/** What only looks like a mistake: no problem at all. */
export function accepted(cases: { name: string; file: string; edit: Edit }[]) {
  for (const { name, file, edit } of cases) test(name, async () => expect((await checkBroken(file, edit)).problems.map(formatProblem)).toEqual([]))
}

