import {chromium} from '@playwright/test';
import {encodeState} from './src/playground/logic/share';
const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
const p = await b.newPage();
p.on('pageerror', e=>console.log('pageerror', e.message));
const enc = await encodeState({html:'', css:'', js:'while (true) {}', fields:'{}', values:{}});
await p.goto('http://127.0.0.1:4214/overlays/custom-widget#state=' + enc);
for (let i=0;i<10;i++) {
  const t0=Date.now();
  const s = await Promise.race([p.evaluate(()=>[...document.querySelectorAll('[role=status],[role=alert]')].map(e=>e.textContent).join(' | ')), new Promise(r=>setTimeout(()=>r('EVAL TIMEOUT'),3000))]);
  console.log(i, Date.now()-t0, 'ms', String(s).slice(0,200));
  await new Promise(r=>setTimeout(r,1000));
}
await b.close();
