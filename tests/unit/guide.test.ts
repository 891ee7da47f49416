/**
 * content/README.md, the consultant's guide, must be true: its examples are
 * followed literally on a copy of the tests' own content (so her edits never
 * break this test), which must then pass the check (a
 * build after such edits: week-of-edits.test.ts); every message title and
 * every component it should explain is explained; its sample message is what
 * the check really prints.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem, problemTitles } from '../../src/content/problems.ts'
import { pageComponents, pageHtmlElements } from '../../src/content/components.ts'
import { factNames } from '../../src/content/facts.ts'
import { copyForTest } from '../helpers/content-copy.ts'
import { codeBlocks } from '../helpers/markdown.ts'
import { readRepoFile } from '../helpers/minimal-content.ts'

// Each check reads every file of a fresh copy; CI shares two cores with the build.
vi.setConfig({ testTimeout: 30_000 })

const guide = readRepoFile('content/README.md')

/**
 * `<!-- essai remplacer FILE -->` is followed by the text to find and its
 * replacement; `<!-- essai insérer FILE -->` by the line to find and the
 * lines to add before it; `<!-- essai créer FILE -->` by the new file.
 * FILE is relative to the project's root: « content/data/offers.yaml ».
 */
function guideSteps(text: string) {
  const blocks = codeBlocks(text)
  return [...text.matchAll(/<!-- essai (\S+) (\S+) -->/g)].map((match) => {
    const action = match[1] ?? ''
    if (!['remplacer', 'insérer', 'créer'].includes(action)) throw new Error(`The guide asks for « ${action} »: an example is « remplacer », « insérer » or « créer ».`)
    const count = action === 'créer' ? 1 : 2
    return { action, file: match[2] ?? '', blocks: blocks.filter((block) => block.start > match.index).slice(0, count).map((block) => block.body) }
  })
}

function applyStep(root: string, step: ReturnType<typeof guideSteps>[number]): void {
  const path = join(root, step.file)
  const [first = '', second = ''] = step.blocks
  if (step.action === 'créer') {
    expect(existsSync(path), `${step.file} should not exist before the guide creates it`).toBe(false)
    writeFileSync(path, first)
    return
  }
  const text = readFileSync(path, 'utf8')
  // A sentence to change sits inside its paragraph: the block's last line break is not part of it.
  const [find, replacement] =
    step.action === 'remplacer' ? [first.replace(/\n$/, ''), second.replace(/\n$/, '')] : [first, second + first]
  expect(text.split(find).length - 1, `the guide's « ${find.trim()} » should appear once in ${step.file}`).toBe(1)
  writeFileSync(path, text.replace(find, replacement))
}

describe('following the guide on a copy of the tests’ content', () => {
  test('the guide’s examples (a price, duration, testimonial, text, closed days, page) pass the check', async () => {
    const steps = guideSteps(guide)
    expect(steps.map((step) => `${step.action} ${step.file}`)).toEqual([
      'remplacer content/data/offers.yaml',
      'remplacer content/data/offers.yaml',
      'insérer content/data/testimonials.yaml',
      'remplacer content/temoignages.mdx',
      'insérer content/data/booking.yaml',
      'créer content/ateliers.mdx',
      'insérer content/pages.yaml',
    ])
    for (const step of steps) expect(step.blocks.every((block) => block.trim() !== '')).toBe(true)
    // The tests' own content: the guide's examples quote it, and her edits must not break this test.
    const copy = copyForTest()
    for (const step of steps) applyStep(dirname(copy.dir), step)
    const result = await runCheck(copy.dir)
    expect(result.problems.map(formatProblem)).toEqual([])
    expect(result.exitCode).toBe(0)
  })
})

test.each([
  ['title a check message can start with', problemTitles.map((title) => `**${title}**`)],
  ['component a page may use', Object.keys(pageComponents).map((name) => `| \`<${name}>\` |`)],
  ['fact a page may quote', factNames.map((name) => `\`${name}\``)],
])('every %s is explained in the guide', (_, explanations) => {
  expect(explanations.filter((written) => !guide.includes(written))).toEqual([])
})

test('the HTML tags the guide allows in a page are exactly those the check accepts', () => {
  const sentence = guide.split('\n').find((line) => line.startsWith('En HTML, seules')) ?? ''
  expect([...sentence.matchAll(/`<(\w+)/g)].map((match) => match[1]).sort()).toEqual(Object.keys(pageHtmlElements).sort())
})

test('the sample message in the guide is exactly what the check prints', async () => {
  const sample = codeBlocks(guide).find((block) => block.body.startsWith('✖ Erreur'))?.body.trimEnd() ?? ''
  const broken = /\| (.*)$/.exec(sample)?.[1] ?? ''
  const copy = copyForTest()
  copy.replace('blocs/consultations.mdx', broken.replace('"prenatale"', '"prenatal"'), broken)
  const result = await runCheck(copy.dir)
  expect(result.problems.map(formatProblem)).toEqual([sample])
})
