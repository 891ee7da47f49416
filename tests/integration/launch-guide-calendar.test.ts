/**
 * content/LANCEMENT.md's section on her calendar must be true: the command
 * it gives, the time the site waits, every meaning the command can print,
 * and its examples, which are what the command prints for a calendar served
 * here (hence this tier). The rest of the guide: tests/unit/launch-guide.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { calendarCommand, calendarMeanings, checkCalendar } from '../../scripts/build/calendar-report.ts'
import { calendarReadLimitMs } from '../../src/server/calendar-feed.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { event, serveCalendars } from '../helpers/calendar-server.ts'
import { calendar } from '../helpers/ics.ts'
import { codeBlocks } from '../helpers/markdown.ts'
import { readRepoFile } from '../helpers/minimal-content.ts'

const guide = readRepoFile('content/LANCEMENT.md')

describe('her calendar', () => {
  const section = guide.slice(guide.indexOf('## Votre agenda'))
  const blocks = codeBlocks(section).map((block) => block.body.trimEnd())
  let served: Awaited<ReturnType<typeof serveCalendars>>
  beforeAll(async () => {
    const file = calendar(['2026-12-01', '2026-12-02'].map((day) => event(day, Date.parse(`${day}T09:00:00Z`), Date.parse(`${day}T10:00:00Z`))))
    served = await serveCalendars({
      'basic.ics': (res) => void res.writeHead(200, { 'content-type': 'text/calendar' }).end(file),
      'page': (res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Connexion</title>'),
    })
  })
  afterAll(() => served.close())

  /** What the command prints for this address, with Google's host in place of the test server's. */
  async function printed(address: string) {
    const lines: string[] = []
    await checkCalendar({ env: { CALENDAR_ICS_URL: address }, now: new Date('2026-11-20T10:00:00+01:00'), print: (line) => lines.push(line) })
    return lines.join('\n').replaceAll('127.0.0.1', 'calendar.google.com')
  }

  test('it gives the command, and the time the site waits for her calendar', () => {
    expect(blocks).toContain(calendarCommand)
    expect(section).toContain(`${calendarReadLimitMs / 1000}\u00a0s`)
  })

  test('its examples are what the command prints, numbers aside', async () => {
    const numbersAside = (text: string) => text.replace(/\d+(?:,\d+)?/g, '#')
    expect(blocks.map(numbersAside)).toContain(numbersAside(await printed(served.url('basic.ics'))))
    expect(blocks).toContain(await printed(served.url('page')))
  })

  test('it explains every meaning the command can print, in its words', () => {
    for (const meaning of Object.values(calendarMeanings)) expect(section).toContain(`«\u00a0${frenchTypography(meaning)}\u00a0»`)
  })
})
