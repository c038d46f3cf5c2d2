import { playRange } from '../test/bots/botPlay';
const t = performance.now();
const c = process.cpuUsage();
const r = playRange(1, 13);
const u = process.cpuUsage(c);
console.log(r, 'wall', ((performance.now() - t) / 1000).toFixed(1), 's, cpu', ((u.user + u.system) / 1e6).toFixed(1), 's');
