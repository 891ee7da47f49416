/**
 * `npm run check`: checks what the consultant edits in content/ and prints,
 * in French, one message per problem with the file, the line, what is wrong
 * and what to do. Exits 1 on any error; warnings alone do not fail.
 *
 *   tsx scripts/build/check.ts                  checks content/ and her photos in public/images/
 *   tsx scripts/build/check.ts --content DIR    checks another copy (the tests use this)
 *
 * CONTENT_DIR=DIR works like --content. The photos are those of the public/
 * folder beside the content checked (content/data/photos.yaml names them),
 * and are not checked when a copy has none.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { runCheck } from './check/index.ts'
import { commandContentDir } from './content/load.ts'
import { portraitExampleFix } from './photos.ts'
import { formatProblem, formatSummary } from '../../src/content/problems.ts'
import { reportToolFailure } from './tool-failure.ts'

try {
  const contentDir = commandContentDir()
  const publicDir = join(dirname(contentDir), 'public')
  const result = await runCheck(contentDir, existsSync(publicDir) ? { publicDir } : {})
  for (const problem of result.problems) console.log(`${formatProblem(problem)}\n`)
  if (result.examples.length > 0) {
    console.log('À remplacer avant la mise en ligne (des exemples, en attendant les vraies informations) :')
    for (const example of result.examples) {
      console.log(
        example.kind === 'image'
          ? `  - ${example.file} : ${example.label} est encore l’illustration d’exemple ; ${portraitExampleFix}`
          : `  - ${example.file}, ligne ${example.line} : ${example.label}, « ${example.value} »`,
      )
    }
    console.log('')
  }
  console.log(formatSummary(result.problems, result.filesChecked))
  process.exitCode = result.exitCode
} catch (error) {
  reportToolFailure('La vérification', error)
  process.exitCode = 2
}
