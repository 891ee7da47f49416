/**
 * The web editor's server on Netlify: the GitHub sign-in of Keystatic's
 * GitHub mode (/api/keystatic/github/login, its callback, the token's
 * refresh, the sign-out), through Keystatic's own handler. The editor
 * itself is a static page, /keystatic; each save is a commit it makes with
 * her GitHub account, after which Netlify rebuilds the site.
 *
 * It needs four variables in Netlify (Site configuration → Environment
 * variables), named in content/LANCEMENT.md: without one of them it answers
 * a French message saying which, instead of Keystatic's English error.
 */
import { config as keystaticConfig } from '@keystatic/core'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { editorStorage } from '../admin/storage.ts'
import { frenchTypography } from '../lib/typography.ts'

/** What each variable is, in the words of the guide. */
export const editorVariables = {
  VITE_KEYSTATIC_GITHUB_REPO: 'le dépôt GitHub du site, « compte/nom-du-depot »',
  KEYSTATIC_GITHUB_CLIENT_ID: 'le « Client ID » de l’application GitHub',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'un « Client secret » de l’application GitHub',
  KEYSTATIC_SECRET: 'une longue phrase secrète au hasard, qui protège la connexion',
} as const

type Env = Partial<Record<keyof typeof editorVariables, string>>

function missingVariables(env: Env): (keyof typeof editorVariables)[] {
  return (Object.keys(editorVariables) as (keyof typeof editorVariables)[]).filter((name) => !env[name]?.trim())
}

const text = (status: number, body: string) =>
  new Response(frenchTypography(body), { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function handleEditorRequest(request: Request, env: Env): Promise<Response> {
  const missing = missingVariables(env)
  if (missing.length > 0) {
    return text(
      500,
      `L’éditeur du site n’est pas encore relié à GitHub : ${missing.length === 1 ? 'il manque la variable' : 'il manque les variables'} ${missing
        .map((name) => `${name} (${editorVariables[name]})`)
        .join(', ')}.\n${missing.length === 1 ? 'Ajoutez-la' : 'Ajoutez-les'} chez Netlify (Site configuration → Environment variables), puis relancez un déploiement. Le guide content/LANCEMENT.md dit où ${missing.length === 1 ? 'la trouver' : 'trouver chacune'}.`,
    )
  }
  const handler = makeGenericAPIRouteHandler({
    config: keystaticConfig({ ...editorStorage(env, false), singletons: {} }),
    clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: env.KEYSTATIC_SECRET,
  })
  const answer = await handler(request)
  const body = typeof answer.body === 'string' || answer.body === null || answer.body === undefined ? answer.body : new Uint8Array(answer.body)
  return new Response(body ?? null, { status: answer.status ?? 200, headers: answer.headers })
}

export default (request: Request) => handleEditorRequest(request, process.env)

/** Netlify routes the editor's API here (Functions 2.0); the rest of the site stays static. A literal: Netlify reads it from the source without running it, and reads a constant as no address (tests/unit/host-routes.test.ts). */
export const config = { path: '/api/keystatic/*' }
