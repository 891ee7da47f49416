/**
 * `npm run check:calendar`, its main function run in this process against
 * calendars served on 127.0.0.1: what she reads in her terminal after pasting
 * her address, and its exit code. Never the address itself: only its host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarLaunchLine, calendarMeanings, checkCalendar } from '../../scripts/build/calendar-report.ts'
import { event, reply, secretPath, serveCalendars } from '../helpers/calendar-server.ts'
import { calendar } from '../helpers/ics.ts'
import { plain } from '../helpers/text.ts'

const now = new Date('2026-11-20T10:00:00+01:00')
const inWindow = (day: number) => event(`e${day}`, Date.parse(`2026-12-${10 + day}T09:00:00Z`), Date.parse(`2026-12-${10 + day}T10:00:00Z`))
const goodFile = calendar([inWindow(1), inWindow(2), inWindow(3), event('passe', Date.parse('2026-01-05T09:00:00Z'), Date.parse('2026-01-05T10:00:00Z'))])
/** Two events the parser cannot read (one titled, one not) and one in a zone no one knows, beside two good ones. */
const mixedFile = calendar([
  inWindow(1),
  ['BEGIN:VEVENT', 'UID:casse@test', 'SUMMARY:Cours de yoga', 'DTSTART:20261214Tneuf heures', 'END:VEVENT'].join('\r\n'),
  ['BEGIN:VEVENT', 'UID:mars@test', 'DTSTART;TZID=Heure de Mars:20261215T090000', 'DTEND;TZID=Heure de Mars:20261215T100000', 'END:VEVENT'].join('\r\n'),
  ['BEGIN:VEVENT', 'UID:sans-titre@test', 'DTSTART:pas une date', 'END:VEVENT'].join('\r\n'),
])

let served: Awaited<ReturnType<typeof serveCalendars>>
beforeAll(async () => {
  served = await serveCalendars({
    'basic.ics': reply(goodFile),
    'mixte.ics': reply(mixedFile),
    'vide.ics': reply(calendar([])),
    'connexion': reply('<!doctype html><title>Connexion</title>', 'text/html'),
  })
})
afterAll(() => served.close())

/** The command on this address, its clock pinned: its lines (typographic spaces as plain ones) and exit code. */
async function run(address: string | undefined, options: Partial<Parameters<typeof checkCalendar>[0]> = {}) {
  const lines: string[] = []
  let tick = 0
  const code = await checkCalendar({ env: { CALENDAR_ICS_URL: address }, now, print: (line) => lines.push(line), clock: () => (tick += 400), ...options })
  const text = lines.join('\n')
  expect(text).not.toContain(secretPath)
  return { code, lines: lines.map(plain) }
}

describe('npm run check:calendar', () => {
  it('says the calendar reads: its host, the time and size, the events of the next 120 days; exits 0', async () => {
    const { code, lines } = await run(served.url('basic.ics'))
    expect(lines).toEqual([
      `✔ Votre agenda se lit : 127.0.0.1 a répondu en 0,4 s, fichier de 1 Ko.`,
      '  3 événements vous occupent dans les 120 prochains jours : leurs créneaux seront « déjà pris » sur le site.',
    ])
    expect(code).toBe(0)
  })

  it('says so in a sentence of its own when nothing occupies her: a calendar made for her appointments starts empty', async () => {
    const { code, lines } = await run(served.url('vide.ics'))
    expect(lines.slice(1)).toEqual(['  Aucun événement ne vous occupe dans les 120 prochains jours : le site propose tous vos créneaux.'])
    expect(code).toBe(0)
  })

  it('lists the events it skipped, by line and title, and the unknown time zones, still exiting 0', async () => {
    const { code, lines } = await run(served.url('mixte.ics'))
    const line = (uid: string) => mixedFile.split('\r\n').indexOf(`UID:${uid}@test`)
    expect(lines.slice(1)).toEqual([
      '  2 événements vous occupent dans les 120 prochains jours : leurs créneaux seront « déjà pris » sur le site.',
      '⚠ 2 événements illisibles ignorés : le site les compte comme du temps libre.',
      `  ligne ${line('casse')} : « Cours de yoga »`,
      `  ligne ${line('sans-titre')} : événement sans titre`,
      '  À faire : ouvrez-les dans votre agenda et vérifiez leur date et leur heure ; s’ils vous occupent, recréez-les.',
      '⚠ Fuseaux horaires inconnus : « Heure de Mars ». Leurs heures sont lues comme heures de Paris.',
      '  À faire : si ces rendez-vous ne sont pas à l’heure de Paris, vérifiez sur le site que leurs créneaux sont bien « déjà pris ».',
    ])
    expect(code).toBe(0)
  })

  it.each([
    ['a sign-in page', 'connexion', '127.0.0.1 renvoie une page web', calendarMeanings.signIn],
    ['a 404', 'absent.ics', '127.0.0.1 répond 404', calendarMeanings.gone],
  ])('explains %s: what it means and what to do; exits 1', async (_, name, what, meaning) => {
    const { code, lines } = await run(served.url(name))
    expect(lines[0]).toBe(`✖ Votre agenda n’a pas pu être lu : ${what}.`)
    expect(lines[1]).toBe(`  Cela veut dire : ${meaning}.`)
    expect(lines[2]).toMatch(/^ {2}À faire : (copiez|recopiez) l’adresse/)
    expect(lines[3]).toBe('  Tant qu’il ne se lit pas, le site propose tous les créneaux, même ceux où vous êtes prise.')
    expect(code).toBe(1)
  })

  it('with no address, says the site offers every slot and how to set it; exits 1', async () => {
    const { code, lines } = await run(undefined)
    expect(lines[0]).toBe('✖ Votre agenda n’est pas relié au site : la variable CALENDAR_ICS_URL n’est pas définie.')
    expect(lines[1]).toBe(`  Cela veut dire : ${calendarMeanings.unset}.`)
    expect(lines[2]).toContain('Site configuration → Environment variables')
    expect(lines[2]).toContain('.env')
    expect(code).toBe(1)
  })

  it('is pointed to by npm run check:launch when her address is set, and only then', () => {
    expect(plain(calendarLaunchLine({ CALENDAR_ICS_URL: served.url('basic.ics') }) ?? '')).toBe(
      'Agenda : CALENDAR_ICS_URL est définie ; pour vérifier que le site la lit, lancez npm run check:calendar.',
    )
    expect(calendarLaunchLine({ CALENDAR_ICS_URL: served.url('basic.ics') })).not.toContain(secretPath)
    expect(calendarLaunchLine({ CALENDAR_ICS_URL: ' ' })).toBeUndefined()
    expect(calendarLaunchLine({})).toBeUndefined()
  })
})
