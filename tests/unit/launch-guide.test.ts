/**
 * content/LANCEMENT.md, the consultant's launch guide, must be true wherever
 * a test can follow it: the EmailJS variables and template fields it lists
 * are those the site reads and sends, the refusal messages it quotes are
 * what the launch check prints, the build settings are netlify.toml's, the
 * commands exist, the buttons and notices it quotes are the site's, and its
 * links between the two guides lead somewhere. Its calendar section, whose
 * examples need a server: tests/integration/launch-guide-calendar.test.ts.
 */
import { describe, expect, test } from 'vitest'
import { editorVariables, handleEditorRequest } from '../../src/functions/keystatic.ts'
import { formatLaunchProblem, launchProblems } from '../../scripts/build/launch-problems.ts'
import { loadContent } from '../../scripts/build/content/load.ts'
import type { PortraitExample } from '../../scripts/build/photos.ts'
import { examplePortrait } from '../../src/content/examples.ts'
import { anchorsOf, codeBlocks, npmScriptsNamed, unknownScripts } from '../helpers/markdown.ts'
import { emailConfigLine, readEmailConfig, requiredEmailEnv } from '../../src/lib/email-config.ts'
import { buildBookingPayload, buildContactPayload, confirmWord, withRequestId } from '../../src/lib/email-payload.ts'
import { confirmLinkParams } from '../../src/lib/confirmation.ts'
import { requestButtons } from '../../scripts/build/content/cross-rules.ts'
import { autoReplyParams } from '../../src/functions/accuse-reception.ts'
import { fixtureContent, repoRoot } from '../helpers/content-copy.ts'
import { readRepoFile } from '../helpers/minimal-content.ts'
import { ui } from '../helpers/content.ts'
import { plain } from '../helpers/text.ts'

const guide = readRepoFile('content/LANCEMENT.md')
const contentGuide = readRepoFile('content/README.md')

describe('the way in', () => {
  test('the content guide links to it from its start and contents; each link between them leads to a heading', () => {
    const [intro = '', rest = ''] = contentGuide.split('## Sommaire')
    expect(intro).toContain('](LANCEMENT.md)')
    expect(rest.split('\n## ')[0]).toContain('](LANCEMENT.md)')
    const files = { 'LANCEMENT.md': guide, 'README.md': contentGuide }
    for (const [name, text] of Object.entries(files)) {
      for (const [, target = ''] of text.matchAll(/\]\(((?:LANCEMENT\.md|README\.md)?(?:#[^)]*)?)\)/g)) {
        if (target === '') continue
        const [file = '', anchor] = target.split('#')
        const into = file === '' ? text : files[file as keyof typeof files]
        expect(into, `${name} → ${target}`).toBeDefined()
        if (anchor !== undefined) expect([...anchorsOf(into)], `${name} → ${target}`).toContain(anchor)
      }
    }
  })
})

describe('EmailJS', () => {
  const variables = [...new Set(guide.match(/\bVITE_EMAILJS_[A-Z_]*[A-Z]\b/g))]

  test('the variables it lists are exactly the four the site reads, enough to send through EmailJS, as the build log says', () => {
    expect(variables.sort()).toEqual(Object.values(requiredEmailEnv).sort())
    const config = readEmailConfig(Object.fromEntries(variables.map((name) => [name, 'x'])))
    expect(config.kind).toBe('emailjs')
    // The line it tells her to look for in the build log is the one the build prints with the four keys.
    expect(guide).toContain(`\`${emailConfigLine(config)}\``)
  })

  test('the template fields it lists are the keys the two forms send, all of them', () => {
    const fields = new Set([...guide.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))
    const values = { name: 'Camille', email: 'camille@example.fr', phone: '', service: '', message: 'Bonjour' }
    const sent = new Set([
      // Every request leaves with its reference (useRequestForm adds it to what each form builds).
      ...Object.keys(withRequestId(buildContactPayload(values, 'Prénom Nom'), 'a1b2c3d4e5')),
      ...Object.keys(withRequestId(buildBookingPayload({ ...values, offer: '', town: '' }, { offer: '', date: 'lundi 23 novembre 2026', time: '09:30', hour: '9 h 30', calendarCheck: '' }, 'Prénom Nom', { confirms: confirmLinkParams([]), propose: '', acknowledge: '', calendar: '' }, 'J’accepte.'), 'a1b2c3d4e5')),
      // Her e-mail's line about the parent's auto-reply, added when the request leaves (src/lib/auto-reply.ts).
      'auto_reply_check',
      // The auto-reply's own template (src/functions/accuse-reception.ts).
      ...Object.keys(autoReplyParams({ email: '', name: '', request_id: '' }, { subject: '', body: '' })),
    ])
    expect([...fields].sort()).toEqual([...sent].sort())
  })
})

describe('the refusal of the production build', () => {
  // The tests' own content (still full of examples), as the launch check reads it.
  // And the example illustration in place of her photo, as the launch check finds it in public/images/.
  const portrait: PortraitExample = { kind: 'image', file: 'public/images/portrait.webp', label: examplePortrait.label }
  const examples = [...loadContent(fixtureContent).examples, portrait]
  // With no EmailJS key, then with one.
  const problems = [{ examples, env: {} }, { examples, env: { [requiredEmailEnv.publicKey]: 'x' } }]
    .flatMap(launchProblems)

  test('each message it quotes is exactly what the launch check prints, and it explains every title', () => {
    // Wherever the guide quotes one: its refusals' section and « Votre photo ».
    const quotes = codeBlocks(guide).map((block) => block.body).filter((block) => block.startsWith('✖ À ')).map((block) => block.trimEnd())
    expect(quotes.length).toBeGreaterThanOrEqual(3)
    const printed = problems.map(formatLaunchProblem)
    for (const quote of quotes) expect(printed).toContain(quote)
    const titles = new Set(problems.map((problem) => problem.title))
    expect(titles.size).toBe(2)
    for (const title of titles) expect(guide).toContain(`**${title}**`)
  })
})

describe('Netlify and the commands', () => {
  test('the build settings it gives are those of netlify.toml', () => {
    const toml = readRepoFile('netlify.toml')
    const setting = (name: string, after = '') => new RegExp(`${after}[\\s\\S]*?${name} = "([^"]+)"`).exec(toml)?.[1] ?? ''
    for (const value of [setting('command'), setting('publish'), setting('command', '\\[context\\.deploy-preview\\]')]) {
      expect(value).not.toBe('')
      expect(guide).toContain(`\`${value}\``)
    }
  })

  test('every npm command it gives exists', () => {
    expect(npmScriptsNamed(guide).length).toBeGreaterThan(0)
    expect(unknownScripts(guide, repoRoot)).toEqual([])
  })
})

test('the buttons, notices and banner it quotes are the site’s own words, « » as the guide prints them', () => {
  const { forms } = ui
  for (const text of [forms.submitContact, forms.submitBooking, forms.success.contact.title, forms.success.booking.title, forms.failure.title, ui.preview.title]) {
    expect(guide).toContain(`«\u00a0${text}\u00a0»`)
  }
})

test('the links of her request e-mail the check names are her template\'s own words', () => {
  for (const words of Object.values(requestButtons)) expect(guide).toContain(words === confirmWord ? `**${words}**` : `>${words}</a>`)
})

test('its French typography: no ordinary space before « : ; ! ? » or inside « », outside code', () => {
  // What she reads as French: the text outside fenced blocks, tables, inline code and link targets.
  const prose = guide
    .replace(/^```[a-z]*\n[\s\S]*?^```$/gm, '')
    .split('\n')
    .filter((line) => !line.startsWith('|'))
    .map((line) => line.replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']'))
  expect(prose.filter((line) => / [:;!?]|« | »/.test(line))).toEqual([])
})

describe('the web editor', () => {
  const section = guide.slice(guide.indexOf('## L’éditeur du site'))

  test('the variables it lists are those the Netlify function and the editor’s build read', () => {
    const listed = new Set(section.match(/\b(?:VITE_)?KEYSTATIC_[A-Z_]*[A-Z]\b/g))
    expect([...listed].sort()).toEqual([...Object.keys(editorVariables), 'VITE_KEYSTATIC_CLOUD_PROJECT'].sort())
  })

  test('the callback address it gives is the one the sign-in sends GitHub back to', async () => {
    const env = Object.fromEntries(Object.keys(editorVariables).map((name) => [name, name === 'VITE_KEYSTATIC_GITHUB_REPO' ? 'compte/depot' : 'x']))
    const response = await handleEditorRequest(new Request('https://www.mon-cabinet.fr/api/keystatic/github/login'), env)
    const callback = new URL(response.headers.get('location') ?? '').searchParams.get('redirect_uri') ?? ''
    expect(section).toContain(`\`${new URL(callback).pathname}\``)
  })

  test('the lines it tells her to look for in the deploy log are the ones the build prints', () => {
    const script = readRepoFile('scripts/build/admin.ts')
    for (const words of ['admin: éditeur en ligne → dist/keystatic/', 'éditeur en ligne non construit']) {
      expect(plain(section)).toContain(words)
      expect(script).toContain(words)
    }
  })
})
