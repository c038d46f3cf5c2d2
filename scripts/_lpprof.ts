import { playRange } from '../test/bots/botPlay';
const t = performance.now();
const r = playRange(1, 13);
console.log(r, ((performance.now() - t) / 1000).toFixed(1), 's');
