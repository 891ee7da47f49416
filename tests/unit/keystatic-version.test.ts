/**
 * scripts/build/content/keystatic-yaml.ts re-implements how Keystatic writes
 * YAML (it exports no serializer): an upgrade that changes those bytes would
 * make every save from the editor rewrite whole files. Keystatic, its UI and
 * its YAML library are pinned exactly, and this test stops an upgrade until
 * the copy is checked against the new version.
 */
import { expect, test } from 'vitest'
import { followedVersions } from '../../scripts/build/content/keystatic-yaml.ts'
import { readRepoFile } from '../helpers/minimal-content.ts'

const json = (path: string) => JSON.parse(readRepoFile(path)) as { version: string; dependencies: Record<string, string>; devDependencies: Record<string, string> }

test.each(Object.entries(followedVersions))('%s is pinned to the version whose serializer keystatic-yaml.ts follows', (name, version) => {
  const redo = `${name} changed: run tests/e2e/editor.spec.ts (it compares these bytes with the real editor's), mend scripts/build/content/keystatic-yaml.ts if they differ, then set followedVersions there.`
  const { dependencies, devDependencies } = json('package.json')
  expect(dependencies[name] ?? devDependencies[name], `package.json must pin ${name} exactly. ${redo}`).toBe(version)
  expect(json(`node_modules/${name}/package.json`).version, `the installed ${name} is not ${version}. ${redo}`).toBe(version)
})
