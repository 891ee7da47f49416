/**
 * `npm run format:content`: rewrites her data files that were edited by hand
 * into the bytes the web editor writes, without changing what they say, so
 * that her next online save changes only the lines she changes. The check
 * (`npm run check`) names the files that need it.
 *
 *   tsx scripts/build/format-content.ts                  every data file of content/
 *   tsx scripts/build/format-content.ts --content DIR    another copy (the tests use this)
 */
import { filesOutOfEditorLayout, writeEditorLayouts } from './content/editor-bytes.ts'
import { commandContentDir } from './content/load.ts'

try {
  const contentDir = commandContentDir()
  const layouts = filesOutOfEditorLayout(contentDir)
  writeEditorLayouts(contentDir, layouts)
  if (layouts.length === 0) console.log('Tous vos fichiers de données sont déjà écrits comme l’éditeur du site les écrit : rien à changer.')
  for (const layout of layouts) {
    console.log(`content/${layout.file} : remis en forme comme l’éditeur du site l’écrit (${layout.line === layout.lastLine ? `ligne ${layout.line}` : `lignes ${layout.line} à ${layout.lastLine}`}), sans rien changer à ce qu’il dit.`)
  }
} catch (error) {
  console.error('La remise en forme elle-même a échoué (ce n’est pas une erreur de contenu) :')
  console.error(error)
  process.exitCode = 2
}
