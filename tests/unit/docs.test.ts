/**
 * The developers' documentation, README.md and docs/*.md, must stay true to
 * the repository: every path it names (in code or in a link) exists, every
 * heading it links to exists, every npm script it tells someone to run is
 * one of package.json's, and the README stays short enough to be read
 * (12,000 bytes at most: the details belong in docs/).
 * content/LANCEMENT.md, the consultant's own guide, is held to the code by
 * tests/unit/launch-guide.test.ts and tests/integration/launch-guide-calendar.test.ts.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { missingPaths, npmScriptsNamed, pathsNamed, unknownScripts } from '../helpers/markdown.ts'
import { readRepoFile, repoRoot } from '../helpers/minimal-content.ts'

const readmeLimit = 12_000

const documents = ['README.md', ...readdirSync(join(repoRoot, 'docs')).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`)]

test(`docs/ holds the operating documents the README links to, and README.md stays within ${readmeLimit} bytes`, () => {
  const readme = readRepoFile('README.md')
  expect(documents.length).toBeGreaterThan(1)
  for (const file of documents.slice(1)) expect(readme, `README.md links to ${file}`).toContain(`](${file})`)
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(readmeLimit)
})

test.each(documents)('%s: every path, heading and npm script it names exists (the scripts in package.json)', (file) => {
  const text = readRepoFile(file)
  expect(pathsNamed(text, file).length).toBeGreaterThan(0)
  expect(missingPaths(text, file, repoRoot)).toEqual([])
  expect(unknownScripts(text, repoRoot)).toEqual([])
})

const page = [
  '# A page',
  '',
  'The model is `src/content/schema.ts`; the old one was `src/content/nowhere.ts`.',
  'See [the guide](../content/LANCEMENT.md), [hosting](hosting-gone.md) and [a heading](#a-page), [another](#gone).',
  'Components live in `src/components/<Name>/<Name>.tsx`, never in `src/widgets/<Name>.tsx`.',
  '',
  '```sh',
  'npx tsx scripts/tools/nowhere.ts && npm test && npm ci && npm run bench -- --twins',
  '```',
  '',
  'Then `npm run deploy`, `vite.config.ts` and `vite.config.mts`.',
].join('\n')

test('the checks themselves report a path, linked file, heading or script package.json lacks, and no other', () => {
  expect(missingPaths(page, 'docs/example.md', repoRoot).sort()).toEqual(
    ['docs/example.md#gone', 'docs/hosting-gone.md', 'scripts/tools/nowhere.ts', 'src/content/nowhere.ts', 'src/widgets/<Name>.tsx', 'vite.config.mts'].sort(),
  )
  // npm's own commands are not scripts.
  expect(npmScriptsNamed(page).sort()).toEqual(['bench', 'deploy', 'test'])
  expect(unknownScripts(page, repoRoot)).toEqual(['deploy'])
})
