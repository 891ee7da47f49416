/**
 * The web editor's Netlify function (src/functions/keystatic.ts), called as
 * Netlify calls it: a web Request in, a Response out.
 */
import { describe, expect, test } from 'vitest'
import { deployedEditorProblem, editorAsked, editorStorage } from '../../src/admin/storage.ts'
import { editorVariables, handleEditorRequest } from '../../src/functions/keystatic.ts'
import { frenchTypography } from '../../src/lib/typography.ts'

const configured = {
  VITE_KEYSTATIC_GITHUB_REPO: 'consultante/site',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'not-a-real-secret',
  KEYSTATIC_SECRET: 'a-long-random-phrase-for-the-tests-only-0123456789',
}
const site = 'https://www.mon-cabinet.fr'

describe('with its four variables', () => {
  test('« Se connecter » sends her to GitHub’s sign-in for this app, coming back to this site', async () => {
    const response = await handleEditorRequest(new Request(`${site}/api/keystatic/github/login`), configured)
    expect(response.status).toBe(307)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe(configured.KEYSTATIC_GITHUB_CLIENT_ID)
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/keystatic/github/oauth/callback`)
  })

  test('refuses a callback without GitHub’s code, setting no cookie; has no local-mode endpoint', async () => {
    const response = await handleEditorRequest(new Request(`${site}/api/keystatic/github/oauth/callback`), configured)
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
    for (const path of ['update', 'tree']) {
      const response = await handleEditorRequest(new Request(`${site}/api/keystatic/${path}`, { method: path === 'update' ? 'POST' : 'GET' }), configured)
      expect(response.status, path).toBe(404)
    }
  })
})

const variables = Object.keys(editorVariables) as (keyof typeof editorVariables)[]
test.each(variables)('without %s: a French message that names it, and no redirect', async (name) => {
  const env = { ...configured, [name]: '' }
  const response = await handleEditorRequest(new Request(`${site}/api/keystatic/github/login`), env)
  expect(response.status).toBe(500)
  expect(response.headers.get('location')).toBeNull()
  const body = await response.text()
  // She reads it in her browser, which may wrap it: no « : » or « » alone at a line's start.
  expect(body).toContain('L’éditeur du site n’est pas encore relié à GitHub\u00a0:')
  expect(body).toContain(frenchTypography(`${name} (${editorVariables[name]})`))
  for (const other of variables.filter((each) => each !== name)) expect(body).not.toContain(other)
})

describe('where the deployed editor saves (src/admin/storage.ts)', () => {
  test('GitHub for Netlify, Keystatic Cloud for the hosts without functions', () => {
    expect(editorStorage({ VITE_KEYSTATIC_GITHUB_REPO: 'consultante/site' }, false)).toEqual({ storage: { kind: 'github', repo: 'consultante/site' } })
    expect(editorStorage({ VITE_KEYSTATIC_CLOUD_PROJECT: 'equipe/site' }, false)).toEqual({ storage: { kind: 'cloud' }, cloud: { project: 'equipe/site' } })
    expect(editorStorage({ VITE_KEYSTATIC_GITHUB_REPO: 'consultante/site' }, true)).toEqual({ storage: { kind: 'local' } })
  })

  test('no variable, both, or one written wrong: a French reason, and no editor built', () => {
    expect(deployedEditorProblem({})).toContain('ni VITE_KEYSTATIC_GITHUB_REPO ni VITE_KEYSTATIC_CLOUD_PROJECT')
    // A variable left blank at the host asks for no editor: the build skips it (scripts/build/admin.ts) rather than stop.
    expect(editorAsked({ VITE_KEYSTATIC_GITHUB_REPO: '  ', VITE_KEYSTATIC_CLOUD_PROJECT: '' })).toBe(false)
    expect(editorAsked({ VITE_KEYSTATIC_GITHUB_REPO: 'a/b' })).toBe(true)
    expect(deployedEditorProblem({ VITE_KEYSTATIC_GITHUB_REPO: 'a/b', VITE_KEYSTATIC_CLOUD_PROJECT: 'c/d' })).toContain('gardez-en une seule')
    expect(deployedEditorProblem({ VITE_KEYSTATIC_GITHUB_REPO: 'https://github.com/a/b' })).toContain('« compte/nom-du-depot »')
    expect(() => editorStorage({}, false)).toThrow(/Éditeur du site/)
  })
})
