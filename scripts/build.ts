/** `npm run build`: the browser board into dist/ (see boardBuild.ts). */
import { relative } from 'node:path';
import { buildBoard } from './boardBuild';

const { outdir, ms } = await buildBoard();
console.log(`Built the board into ${relative(process.cwd(), outdir) || '.'}/ in ${ms} ms.`);
