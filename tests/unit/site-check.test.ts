/**
 * `npm run check` on a copy of the consultant's own content, as it is: no error. Her mistakes and their messages
 * are proven on the tests' own content (tests/unit/check-*.test.ts).
 */
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem, formatSummary } from '../../src/content/problems.ts'
import { copyForTest } from '../helpers/content-copy.ts'

test('the consultant’s content passes with no error (warnings are hers to weigh), and says so in French', async () => {
  const copy = copyForTest({ from: 'site' })
  const result = await runCheck(copy.dir, { publicDir: fileURLToPath(new URL('../../public', import.meta.url)) })
  expect(result.problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([])
  expect(result.exitCode).toBe(0)
  expect(formatSummary(result.problems, result.filesChecked)).toMatch(/^(Tout est en ordre : \d+ fichiers vérifiés|Aucune erreur, \d+ avertissements?)/)
})
