/** The linter's configuration is the one `npm run lint` reads, and it holds the browser's code to the rules of hooks. */
import { ESLint } from 'eslint'
import { expect, it } from 'vitest'
import { repoRoot } from '../helpers/minimal-content.ts'

const rulesBroken = async (code: string, filePath: string) => {
  const [result] = await new ESLint({ cwd: repoRoot }).lintText(code, { filePath })
  return result!.messages.map((message) => message.ruleId)
}

it('refuses a hook called conditionally, and an effect that leaves out a value it reads', async () => {
  const component = (body: string) => `import { useEffect, useState } from 'react'\nvoid [useEffect, useState]\nexport function Box({ open }: { open: boolean }) {\n${body}\n  return null\n}\n`
  expect(await rulesBroken(component('  if (open) useState(0)'), 'src/components/Box.tsx')).toEqual(['react-hooks/rules-of-hooks'])
  expect(await rulesBroken(component('  useEffect(() => console.log(open), [])'), 'src/components/Box.tsx')).toEqual(['react-hooks/exhaustive-deps'])
  expect(await rulesBroken(component('  useEffect(() => console.log(open), [open])'), 'src/components/Box.tsx')).toEqual([])
})
