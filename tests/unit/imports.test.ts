/**
 * Imports run one way, and in no circle:
 * - pages and components use the model (src/content/) and lib (src/lib/), never the reverse;
 * - lib (src/lib/) and the model (src/content/) import no component or page (lib reads the
 *   model's types, its role lookup, roles.ts, and a few of her data modules, virtual:content/…);
 * - the site (src/) never imports the build (scripts/build/), the tools or the tests;
 * - the build never imports a developer tool or a test.
 * Read by dpdm, which follows type imports too (a type-only circle still ties two files together).
 */
import { parseCircular, parseDependencyTree } from 'dpdm'
import { beforeAll, expect, test } from 'vitest'
import { repoRoot } from '../helpers/minimal-content.ts'

let tree: Awaited<ReturnType<typeof parseDependencyTree>> = {}
beforeAll(async () => {
  tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx', 'scripts/**/*.ts'], { cwd: repoRoot, context: repoRoot, transform: false, skipDynamicImports: false })
}, 60_000)

/** Every import of a file under `from` that lands under one of `forbidden`, as « importer → imported ». */
function imports(from: string, forbidden: readonly string[]): string[] {
  return Object.entries(tree).flatMap(([file, dependencies]) =>
    file.startsWith(from)
      ? (dependencies ?? []).flatMap((dependency) => (dependency.id && forbidden.some((folder) => dependency.id!.startsWith(folder)) ? [`${file} → ${dependency.id}`] : []))
      : [],
  )
}

test('no file of src/ or scripts/ imports itself back, through any chain', () => {
  expect(Object.keys(tree).length).toBeGreaterThan(100)
  expect(parseCircular(tree).map((circle) => circle.join(' → '))).toEqual([])
})

test.each(['src/lib/', 'src/content/'])('%s (lib, the model) imports no component or page', (folder) => {
  expect(imports(folder, ['src/components/', 'src/App', 'src/admin/', 'src/entry-'])).toEqual([])
})

test('the site imports neither the build, the tools nor the tests; the build imports no tool or test', () => {
  expect(imports('src/', ['scripts/', 'tests/'])).toEqual([])
  expect(imports('scripts/build/', ['scripts/tools/', 'tests/'])).toEqual([])
})
