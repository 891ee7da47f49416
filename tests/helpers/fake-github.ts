/**
 * GitHub as the deployed web editor talks to it (Keystatic's GitHub mode),
 * answered inside the browser from this project's own files: the GraphQL
 * queries of the editor's shell, the repository's tree and blobs, and the
 * `createCommitOnBranch` mutation each save sends, recorded as sent. Nothing
 * leaves the machine; the editor's code is the built one, unpatched.
 *
 * Only what the editor asks on its default branch is answered. GitHub's
 * objects carry `__typename` and `id`, which the editor's GraphQL cache needs.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import { sentSave, type SentSave } from './editor.ts'

const fakeRepo = { owner: 'consultante', name: 'site' } as const

/** One `createCommitOnBranch` as the browser sent it: each file's bytes, by path, and the paths it deletes. */
export interface SentCommit extends SentSave {
  expectedHeadOid: string
}

const hex = (text: string) => createHash('sha1').update(text).digest('hex')
/** Git's name for a file's bytes, as the editor computes it to know what changed. */
const blobSha = (bytes: Buffer) => createHash('sha1').update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes])).digest('hex')

/** The files the editor reads (content/ and public/images/), by their path in the repository. */
function branchFiles(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const folder of ['content', 'public/images']) {
    for (const name of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      const path = join(folder, name)
      if (statSync(join(root, path)).isFile()) files.set(path, readFileSync(join(root, path)))
    }
  }
  return files
}

/** The branch's whole tree as GitHub's REST API lists it, by path: each folder, and each file with its blob's name. */
function treeEntries(files: ReadonlyMap<string, Buffer>) {
  const folders = new Set<string>()
  for (const path of files.keys()) {
    const parts = path.split('/')
    for (let end = 1; end < parts.length; end++) folders.add(parts.slice(0, end).join('/'))
  }
  return [
    ...[...folders].map((path) => ({ path, mode: '040000', type: 'tree', sha: hex(`tree ${path}`) })),
    ...[...files].map(([path, bytes]) => ({ path, mode: '100644', type: 'blob', sha: blobSha(bytes), size: bytes.length })),
  ].sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * Serves the files of `root` (content/ and public/images/, what the editor
 * reads) as the repository's default branch, on `page`, and records each
 * commit. Call before the page opens the editor.
 */
export async function fakeGitHub(page: Page, root: string, siteUrl: string): Promise<SentCommit[]> {
  const files = branchFiles(root)
  const commits: SentCommit[] = []
  let head = hex('commit 0')

  const treeOid = () => hex([...files.keys()].sort().map((path) => `${path}:${blobSha(files.get(path)!)}`).join('\n'))
  const blobs = () => new Map([...files.values()].map((bytes) => [blobSha(bytes), bytes]))
  const ref = () => ({
    __typename: 'Ref',
    id: 'REF_main',
    name: 'main',
    target: { __typename: 'Commit', id: `C_${head}`, oid: head, tree: { __typename: 'Tree', id: `T_${treeOid()}`, oid: treeOid() } },
  })
  const json = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

  // As after her sign-in: the editor reads GitHub's token from this cookie.
  await page.context().addCookies([{ name: 'keystatic-gh-access-token', value: 'fake-token', url: siteUrl }])

  await page.route('https://api.github.com/graphql', async (route) => {
    const { query, variables } = route.request().postDataJSON() as { query: string; variables: Record<string, unknown> }
    const operation = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
    const repoBase = {
      __typename: 'Repository',
      id: 'R_site',
      isPrivate: true,
      owner: { __typename: 'User', id: 'U_owner', login: fakeRepo.owner },
      name: fakeRepo.name,
      defaultBranchRef: { __typename: 'Ref', id: 'REF_main', name: 'main' },
      refs: { __typename: 'RefConnection', nodes: [ref()], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
      viewerPermission: 'ADMIN',
    }
    switch (operation) {
      case 'GitHubAppShell':
        return json(route, {
          data: {
            repository: { ...repoBase, forks: { __typename: 'RepositoryConnection', nodes: [] } },
            viewer: { __typename: 'User', id: 'U_owner', name: 'La consultante', login: fakeRepo.owner, avatarUrl: '', databaseId: 1 },
          },
        })
      case 'FetchRef':
        return json(route, { data: { repository: { __typename: 'Repository', id: 'R_site', ref: ref() } } })
      case 'CreateCommit': {
        const input = (variables as { input: { expectedHeadOid: string; fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] } } }).input
        const additions = input.fileChanges.additions ?? []
        const deletions = input.fileChanges.deletions ?? []
        commits.push({ ...sentSave(additions, deletions), expectedHeadOid: input.expectedHeadOid })
        if (input.expectedHeadOid !== head) {
          return json(route, { data: { createCommitOnBranch: null }, errors: [{ type: 'STALE_DATA', message: 'Expected branch to point to another commit' }] })
        }
        for (const addition of additions) files.set(addition.path, Buffer.from(addition.contents, 'base64'))
        for (const deletion of deletions) files.delete(deletion.path)
        head = hex(`commit ${commits.length}`)
        return json(route, { data: { createCommitOnBranch: { __typename: 'CreateCommitOnBranchPayload', ref: ref() } } })
      }
      default:
        return json(route, { data: null, errors: [{ message: `the fake GitHub does not answer ${operation}` }] })
    }
  })

  await page.route(/^https:\/\/api\.github\.com\/repos\/[^/]+\/[^/]+\/git\/(trees|blobs)\/([0-9a-f]+)/, async (route) => {
    const [, kind, sha] = /git\/(trees|blobs)\/([0-9a-f]+)/.exec(route.request().url())!
    if (kind === 'trees') return json(route, { sha, tree: treeEntries(files), truncated: false })
    const bytes = blobs().get(sha!)
    return bytes ? route.fulfill({ status: 200, body: bytes }) : route.fulfill({ status: 404, body: 'Not Found' })
  })

  return commits
}
