/**
 * Vitest's global setup: the tests' own content, written once per run for
 * every worker (tests/helpers/content-copy.ts reads it as `fixtureContent`),
 * and removed when the run ends. A worker is stopped without its exit
 * handlers, so it cannot remove a folder of its own.
 */
import { contentFolder, fixtureAssets, fixtureOverlay } from './minimal-content.ts'

export default function setup(): () => void {
  const folder = contentFolder({ overlay: fixtureOverlay, assets: fixtureAssets })
  process.env.TESTS_FIXTURE_CONTENT = folder.dir
  return folder.remove
}
