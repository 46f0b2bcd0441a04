// Writes the 14 illustrated avatars (256x256): friendly abstract people on a circular palette background.
import { AVATARS, avatar, describePerson } from './lib/people.mjs';
import { svgDoc, writeSvg } from './lib/svg.mjs';

for (const [id, a] of AVATARS) {
  writeSvg(id, svgDoc({ width: 256, height: 256, title: describePerson(a), body: avatar(a) }));
}
console.log(`wrote ${AVATARS.length} avatars`);
