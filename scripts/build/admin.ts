/**
 * The last step of `npm run build`: the web editor, /keystatic, for the
 * deployed site, into dist/keystatic/ (its own entry, so the visitors'
 * pages and chunks stay byte for byte what they were).
 *
 * Built only once the host says where the editor saves (one variable, see
 * src/admin/storage.ts): until then it says so in one line and the site is
 * built without it. A variable written wrong stops the build with its
 * French message.
 */
import { renameSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, loadEnv } from 'vite'
import { deployedEditorProblem, editorAsked, type EditorEnv } from '../../src/admin/storage.ts'
import { reportToolFailure } from './tool-failure.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const env = loadEnv('admin', root, 'VITE_KEYSTATIC_') as EditorEnv
const problem = deployedEditorProblem(env)

if (!editorAsked(env)) {
  console.log(`admin: éditeur en ligne non construit (${(problem ?? '').replace(/ : .*$/, '')}) ; voir « L’éditeur du site » dans content/LANCEMENT.md`)
} else if (problem) {
  console.error(`✖ Éditeur du site : ${problem}`)
  process.exit(1)
} else {
  try {
    await build({ configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)), mode: 'admin', logLevel: 'warn' })
    // /keystatic/ is then its folder's page on any static host.
    renameSync(fileURLToPath(new URL('../../dist/keystatic/keystatic.html', import.meta.url)), fileURLToPath(new URL('../../dist/keystatic/index.html', import.meta.url)))
  } catch (error) {
    reportToolFailure('La construction de l’éditeur du site', error)
    process.exit(2)
  }
  console.log(`admin: éditeur en ligne → dist/keystatic/ (${env.VITE_KEYSTATIC_GITHUB_REPO ? `GitHub, ${env.VITE_KEYSTATIC_GITHUB_REPO}` : `Keystatic Cloud, ${env.VITE_KEYSTATIC_CLOUD_PROJECT}`})`)
}
