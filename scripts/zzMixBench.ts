import { fastRandomMove, randomMove } from '../src/bots/random';
import { playGame } from '../src/game/simulate';
const warm = process.argv.includes('--warm-uniform');
if (warm) for (let i = 0; i < 10; i++) playGame(`w-${i}`, randomMove);
playGame('warm-up', fastRandomMove);
const cpu = process.cpuUsage(); const t = performance.now();
for (let i = 0; i < 400; i++) playGame(`profile-${i}`, fastRandomMove);
const u = process.cpuUsage(cpu);
console.log(`${warm ? 'after uniform' : 'fast only'}: ${((u.user + u.system) / 1e3).toFixed(0)} ms CPU, ${(performance.now() - t).toFixed(0)} ms wall`);
