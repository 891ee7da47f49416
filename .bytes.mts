import { builtRoutes, measureRoute, byteTable } from './scripts/tools/bytes.ts'
const dist = process.argv[2] ?? 'dist'
const rows = []
for (const route of builtRoutes) rows.push(await measureRoute(dist, route))
console.log(byteTable(rows))
