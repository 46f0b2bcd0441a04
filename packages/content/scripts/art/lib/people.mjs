// Friendly abstract people used by the avatars and the testimonial posters.
import { C, circle, g, line, path, rect } from './svg.mjs';

const SKIN = ['#F3D3B8', '#E8B996', '#C98E63', '#A86B45', '#7A4B2E', '#5A3720'];
const HAIR = {
  ink: C.ink,
  brown: '#4A3222',
  auburn: C.clay,
  blonde: '#C9A36A',
  grey: '#9AA3A8',
  dark: '#2E2018',
};
const BG = {
  sand: C.sand,
  water: C.lightWater,
  moss: '#D5E0CC',
  clay: '#EBCDB8',
  slate: '#C9D1D6',
  deep: '#BFD6E6',
};
const HIVIS = '#F2D16B';

const hairBack = (style, color) => {
  if (style === 'long')
    return path('M74 112C70 60 186 60 182 112L188 200C170 214 86 214 68 200Z', color);
  if (style === 'bob')
    return path('M74 112C70 62 186 62 182 112L184 168C170 176 86 176 72 168Z', color);
  return '';
};

const hairTop = (style, color) => {
  switch (style) {
    case 'short':
      return path(
        'M80 114C76 70 104 58 130 58C160 58 182 74 176 114C168 92 150 84 128 86C106 86 90 96 80 114Z',
        color,
      );
    case 'side':
      return path(
        'M80 116C72 70 108 56 134 58C164 60 184 80 176 116C170 96 160 86 146 84C128 96 100 98 80 116Z',
        color,
      );
    case 'bun':
      return (
        circle(128, 54, 20, color) +
        path(
          'M80 112C78 70 104 62 128 62C152 62 178 70 176 112C166 90 150 82 128 82C106 82 90 90 80 112Z',
          color,
        )
      );
    case 'curly':
      return g(
        [
          [88, 88],
          [102, 72],
          [120, 64],
          [140, 64],
          [158, 72],
          [170, 90],
          [80, 106],
          [176, 108],
        ].map(([x, y]) => circle(x, y, 16, color)),
      );
    case 'buzz':
      return path(
        'M82 108C80 72 104 64 128 64C152 64 176 72 174 108C164 90 150 84 128 84C106 84 92 90 82 108Z',
        color,
        { opacity: 0.55 },
      );
    case 'long':
    case 'bob':
      return path(
        'M80 118C76 66 106 58 128 58C152 58 182 68 176 118C168 96 140 84 124 88C108 92 90 102 80 118Z',
        color,
      );
    default:
      return '';
  }
};

const hardHat = (color) =>
  g([
    path('M78 100C78 52 178 52 178 100Z', color),
    rect(66, 94, 124, 14, color, { rx: 7 }),
    rect(120, 56, 16, 44, C.ink, { rx: 6, opacity: 0.12 }),
  ]);

const face = (a) => {
  const parts = [];
  parts.push(line(102, 106, 116, 104, a.hair, 4), line(140, 104, 154, 106, a.hair, 4));
  parts.push(circle(110, 122, 5, C.ink), circle(146, 122, 5, C.ink));
  parts.push(
    circle(98, 140, 8, C.clay, { opacity: 0.18 }),
    circle(158, 140, 8, C.clay, { opacity: 0.18 }),
  );
  if (a.beard)
    parts.push(
      path(
        'M84 124C84 176 110 176 128 176C146 176 172 176 172 124C166 150 150 150 128 150C106 150 90 150 84 124Z',
        a.hair,
      ),
    );
  parts.push(
    path(a.beard ? 'M114 156Q128 166 142 156' : 'M112 146Q128 160 144 146', null, {
      stroke: a.beard ? C.paper : C.ink,
      sw: 4,
    }),
  );
  if (a.glasses) {
    parts.push(
      rect(94, 108, 32, 26, 'none', { rx: 8, stroke: C.ink, sw: 3.5 }),
      rect(130, 108, 32, 26, 'none', { rx: 8, stroke: C.ink, sw: 3.5 }),
      line(126, 118, 130, 118, C.ink, 3.5),
    );
  }
  return g(parts);
};

/** The avatar body parts, drawn in a 256x256 box; clipId must be unique within one document. */
export const avatar = (a, clipId = 'av') => {
  const skin = SKIN[a.skin];
  const shirt = a.shirt;
  const body = [
    `<clipPath id="${clipId}"><circle cx="128" cy="128" r="128"/></clipPath>`,
    circle(128, 128, 128, BG[a.bg]),
  ];
  const inner = [
    hairBack(a.style, a.hair),
    path('M40 256C40 200 84 180 128 180C172 180 216 200 216 256Z', shirt),
    rect(112, 150, 32, 40, skin, { rx: 10 }),
    path('M112 176Q128 196 144 176Z', C.ink, { opacity: 0.12 }),
  ];
  if (a.vest) {
    inner.push(
      path('M54 256C56 214 80 194 108 186L118 256Z', HIVIS),
      path('M202 256C200 214 176 194 148 186L138 256Z', HIVIS),
      path('M62 226H114M194 226H142', null, { stroke: C.paper, sw: 7, cap: 'butt' }),
    );
  } else if (a.collar) {
    inner.push(path('M108 184L128 206L148 184', null, { stroke: C.paper, sw: 5 }));
  }
  inner.push(
    circle(80, 124, 11, skin),
    circle(176, 124, 11, skin),
    `<ellipse cx="128" cy="118" rx="48" ry="54" fill="${skin}"/>`,
    a.hat ? hardHat(a.hat) : hairTop(a.style, a.hair),
    face({ ...a, hair: a.hair }),
  );
  body.push(g(inner, { 'clip-path': `url(#${clipId})` }));
  return body;
};

/** The people behind each avatar id. */
export const AVATARS = [
  [
    'avatar-testimonial-1',
    {
      skin: 1,
      style: 'short',
      hair: HAIR.brown,
      bg: 'sand',
      shirt: C.deep,
      glasses: true,
      collar: true,
    },
  ],
  ['avatar-testimonial-2', { skin: 4, style: 'curly', hair: HAIR.ink, bg: 'water', shirt: C.clay }],
  [
    'avatar-testimonial-3',
    { skin: 0, style: 'bob', hair: HAIR.blonde, bg: 'moss', shirt: C.slate, collar: true },
  ],
  [
    'avatar-testimonial-4',
    {
      skin: 3,
      style: 'buzz',
      hair: HAIR.dark,
      bg: 'clay',
      shirt: C.moss,
      hat: C.white,
      vest: true,
      beard: true,
    },
  ],
  [
    'avatar-testimonial-5',
    { skin: 2, style: 'long', hair: HAIR.dark, bg: 'deep', shirt: C.water, glasses: true },
  ],
  [
    'avatar-testimonial-6',
    {
      skin: 5,
      style: 'buzz',
      hair: HAIR.ink,
      bg: 'sand',
      shirt: C.slate,
      hat: C.accent,
      vest: true,
    },
  ],
  [
    'avatar-testimonial-7',
    {
      skin: 1,
      style: 'side',
      hair: HAIR.grey,
      bg: 'slate',
      shirt: C.soil,
      glasses: true,
      collar: true,
    },
  ],
  ['avatar-testimonial-8', { skin: 2, style: 'bun', hair: HAIR.brown, bg: 'moss', shirt: C.deep }],
  [
    'avatar-team-1',
    {
      skin: 0,
      style: 'side',
      hair: HAIR.auburn,
      bg: 'water',
      shirt: C.slate,
      beard: true,
      collar: true,
    },
  ],
  [
    'avatar-team-2',
    { skin: 3, style: 'long', hair: HAIR.ink, bg: 'clay', shirt: C.moss, glasses: true },
  ],
  [
    'avatar-team-3',
    { skin: 4, style: 'short', hair: HAIR.ink, bg: 'sand', shirt: C.water, collar: true },
  ],
  [
    'avatar-team-4',
    {
      skin: 1,
      style: 'bun',
      hair: HAIR.blonde,
      bg: 'slate',
      shirt: C.clay,
      hat: C.sand,
      vest: true,
    },
  ],
  [
    'avatar-team-5',
    { skin: 2, style: 'curly', hair: HAIR.dark, bg: 'moss', shirt: C.deep, glasses: true },
  ],
  ['avatar-team-6', { skin: 5, style: 'bob', hair: HAIR.ink, bg: 'deep', shirt: C.soil }],
];

const HAIR_NAMES = {
  ink: 'black',
  brown: 'brown',
  auburn: 'auburn',
  blonde: 'blonde',
  grey: 'grey',
  dark: 'dark brown',
};
const STYLE_NAMES = {
  short: 'short',
  side: 'side-parted',
  bun: 'tied-up',
  curly: 'curly',
  buzz: 'close-cropped',
  long: 'long',
  bob: 'bob-length',
};
const HAT_NAMES = { [C.white]: 'a white', [C.accent]: 'an orange', [C.sand]: 'a sand-coloured' };

/** Alt text for an avatar, derived from the same settings that draw it. */
export const describePerson = (a) => {
  const colour = HAIR_NAMES[Object.keys(HAIR).find((k) => HAIR[k] === a.hair)];
  const extras = [a.beard && 'a beard', a.glasses && 'glasses'].filter(Boolean);
  const look = a.hat
    ? `${extras.length ? `with ${extras.join(' and ')}, ` : ''}wearing ${HAT_NAMES[a.hat]} hard hat and a hi-vis vest`
    : `with ${STYLE_NAMES[a.style]} ${colour} hair${extras.length ? ` and ${extras.join(' and ')}` : ''}`;
  return `Illustrated portrait of a smiling person ${look}`;
};
