import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { firstVisitFiles } from './scripts/tools/bytes.ts'
for (const dist of process.argv.slice(2)) {
  const html = readFileSync(`${dist}/rendez-vous/index.html`, 'utf8')
  const { js } = await firstVisitFiles(dist, html)
  let total = 0
  const rows = js.map((f) => { const n = gzipSync(readFileSync(`${dist}/${f}`), { level: 9 }).length; total += n; return [f.replace(/-[\w-]{8}\.js$/, ''), n] as const })
  console.log(dist, total, rows.map(([f, n]) => `${f}:${n}`).join(' '))
}
