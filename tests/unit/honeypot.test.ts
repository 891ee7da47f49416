/** A filled honeypot is a robot's only when « Envoyer » comes within seconds of the form's start. */
import { expect, it } from 'vitest'
import { isRobotPress, robotSpeedMs } from '../../src/lib/honeypot.ts'

it('a filled honeypot pressed within robotSpeedMs of the form\'s start is a robot; later, or empty, a parent', () => {
  const startedAt = 1_000_000
  expect(isRobotPress('https://spam.example', startedAt, startedAt + robotSpeedMs - 1)).toBe(true)
  expect(isRobotPress('https://autofill.example', startedAt, startedAt + robotSpeedMs)).toBe(false)
  expect(isRobotPress('', startedAt, startedAt)).toBe(false)
})
