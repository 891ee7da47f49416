/**
 * The browser tests read the built site, web editor included: stop at once,
 * with the command to run, when there is none (otherwise every page would
 * answer 404).
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export default function globalSetup(): void {
  // Not site.ts's: importing it reads her content, and this must fail first, with the command to run.
  const dist = fileURLToPath(new URL('../../dist/', import.meta.url))
  for (const file of ['index.html', '404.html', '.vite/manifest.json', '.vite/styles-manifest.json', 'keystatic/index.html']) {
    if (!existsSync(`${dist}${file}`)) {
      // The deployed editor is tested too (tests/e2e/editor-online.spec.ts): the test build has it.
      throw new Error(`dist/${file} is missing: run \`npm run test:build\` before the browser tests.`)
    }
  }
}
