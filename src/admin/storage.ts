/**
 * Where the web editor (Keystatic, at /keystatic) reads and writes content/.
 *
 * - `npm run dev`: the files of this checkout (local mode). Its write
 *   endpoint has no sign-in: the dev server serves it to this machine only
 *   (scripts/build/vite-keystatic.ts), and no build ever contains it.
 * - A site on Netlify: the GitHub repository, through the sign-in of a
 *   GitHub App (the function in src/functions/keystatic.ts). Each save is a
 *   commit; the host then rebuilds the site.
 * - A site on GitHub Pages or Cloudflare Pages: Keystatic Cloud, which needs
 *   no server function.
 *
 * The deployed editor is chosen by one variable of the host's build:
 * VITE_KEYSTATIC_GITHUB_REPO (« owner/name ») or VITE_KEYSTATIC_CLOUD_PROJECT
 * (« team/project »). See content/LANCEMENT.md.
 */

export interface EditorEnv {
  VITE_KEYSTATIC_GITHUB_REPO?: string
  VITE_KEYSTATIC_CLOUD_PROJECT?: string
}

export type EditorStorage =
  | { storage: { kind: 'local' } }
  | { storage: { kind: 'github'; repo: `${string}/${string}` } }
  | { storage: { kind: 'cloud' }; cloud: { project: `${string}/${string}` } }

const ownerAndName = /^[\w.-]+\/[\w.-]+$/
const isOwnerAndName = (text: string): text is `${string}/${string}` => ownerAndName.test(text)

/** Whether the host's build names a deployed editor at all: a variable left blank names none. */
export function editorAsked(env: EditorEnv): boolean {
  return Boolean(env.VITE_KEYSTATIC_GITHUB_REPO?.trim() || env.VITE_KEYSTATIC_CLOUD_PROJECT?.trim())
}

/** What a build of the editor lacks, in French; undefined when it can be built for a deployed site. */
export function deployedEditorProblem(env: EditorEnv): string | undefined {
  const repo = env.VITE_KEYSTATIC_GITHUB_REPO?.trim()
  const project = env.VITE_KEYSTATIC_CLOUD_PROJECT?.trim()
  if (repo && project) {
    return 'VITE_KEYSTATIC_GITHUB_REPO et VITE_KEYSTATIC_CLOUD_PROJECT sont toutes deux définies : gardez-en une seule (GitHub pour Netlify, Keystatic Cloud pour GitHub Pages ou Cloudflare Pages).'
  }
  if (repo && !isOwnerAndName(repo)) {
    return `VITE_KEYSTATIC_GITHUB_REPO vaut « ${repo} » : écrivez le dépôt sous la forme « compte/nom-du-depot ».`
  }
  if (project && !isOwnerAndName(project)) {
    return `VITE_KEYSTATIC_CLOUD_PROJECT vaut « ${project} » : écrivez le projet sous la forme « equipe/projet », tel que Keystatic Cloud l’affiche.`
  }
  if (!repo && !project) {
    return 'ni VITE_KEYSTATIC_GITHUB_REPO ni VITE_KEYSTATIC_CLOUD_PROJECT n’est définie : l’éditeur en ligne ne saurait pas où enregistrer.'
  }
  return undefined
}

/** The storage of the editor: local files in development, the repository once deployed. */
export function editorStorage(env: EditorEnv, development: boolean): EditorStorage {
  if (development) return { storage: { kind: 'local' } }
  const problem = deployedEditorProblem(env)
  const repo = env.VITE_KEYSTATIC_GITHUB_REPO?.trim() ?? ''
  const project = env.VITE_KEYSTATIC_CLOUD_PROJECT?.trim() ?? ''
  // With no problem, exactly one of the two is set, in its right form.
  if (!problem && isOwnerAndName(repo)) return { storage: { kind: 'github', repo } }
  if (!problem && isOwnerAndName(project)) return { storage: { kind: 'cloud' }, cloud: { project } }
  throw new Error(`Éditeur du site : ${problem}`)
}

