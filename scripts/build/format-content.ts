/**
 * `npm run format:content`: rewrites her data files that were edited by hand
 * into the bytes the web editor writes, without changing what they say, so
 * that her next online save changes only the lines she changes. The check
 * (`npm run check`) names the files that need it.
 *
 *   tsx scripts/build/format-content.ts                  every data file of content/
 *   tsx scripts/build/format-content.ts --content DIR    another copy (the tests use this)
 */
import { formatContent } from './content/editor-bytes.ts'
import { commandContentDir } from './content/load.ts'
import { reportToolFailure } from './tool-failure.ts'

try {
  const { lines, exitCode } = formatContent(commandContentDir())
  for (const line of lines) console.log(line)
  process.exitCode = exitCode
} catch (error) {
  reportToolFailure('La remise en forme', error)
  process.exitCode = 2
}
