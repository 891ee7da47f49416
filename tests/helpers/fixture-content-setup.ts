/**
 * Vitest's global setup: the tests' own content, written once per run for
 * every worker (tests/helpers/content-copy.ts reads it as `fixtureContent`),
 * and removed when the run ends. A worker is stopped without its exit
 * handlers, so it cannot remove a folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeFixtureContent } from './minimal-content.ts'

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'fixture-content-'))
  writeFixtureContent(join(root, 'content'))
  process.env.TESTS_FIXTURE_CONTENT = join(root, 'content')
  return () => rmSync(root, { recursive: true, force: true })
}
