import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from './tests/helpers/chromium.ts'
import { startStaticServer } from './scripts/static-server.ts'
const { server, url } = await startStaticServer({ root: process.argv[2] ?? 'dist' })
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] })
const r = await lighthouse(url + (process.argv[3] ?? '/rendez-vous'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const lhr = r!.lhr
console.log('FCP', lhr.audits['first-contentful-paint'].numericValue, 'LCP', lhr.audits['largest-contentful-paint'].numericValue)
console.log(JSON.stringify(lhr.audits['largest-contentful-paint-element'].details, null, 0).slice(0, 1500))
const reqs = (lhr.audits['network-requests'].details as any).items.map((i: any) => `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.priority} ${i.url.replace(url, '')} ${i.transferSize}`)
console.log(reqs.join('\n'))
await chrome.kill(); server.close()
