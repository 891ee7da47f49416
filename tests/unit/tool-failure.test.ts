/** A command's own failure, as her build log shows it: in French, with no stack and nothing the error's message quotes. */
import { afterEach, expect, test, vi } from 'vitest'
import { reportToolFailure } from '../../scripts/build/tool-failure.ts'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const printed = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call.map(String).join(' ')).join('\n')

test('says what failed and that it is not hers, then the kind of error alone: no message (it may quote her data), no stack, unless DEBUG is 1', () => {
  vi.stubEnv('DEBUG', '0')
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  reportToolFailure('La vérification de l’agenda', new TypeError('fetch https://agenda.example/prive-123.ics'), 'ce n’est pas un problème de votre agenda')
  expect(printed(spy)).toBe(
    '✖ La vérification de l’agenda elle-même a échoué (ce n’est pas un problème de votre agenda). Signalez-le à la personne qui maintient le site.\n  TypeError',
  )
})

test('with DEBUG=1, the whole error follows, for whoever maintains the site', () => {
  vi.stubEnv('DEBUG', '1')
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const error = new Error('détail')
  reportToolFailure('La vérification', error)
  expect(spy).toHaveBeenLastCalledWith(error)
})
