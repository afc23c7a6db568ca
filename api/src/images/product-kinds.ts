/**
 * Which picture shows a product: the first rule whose words appear in its name, else its category's.
 * `icon` names a Fluent Emoji (flat) picture or one of DRAWN_OBJECTS; `colourways` says whether
 * products of this kind come in several colours (clothes do, a laptop's screen should stay blue).
 */
export interface ProductKind {
  icon: string;
  colourways: boolean;
}

type Rule = [pattern: RegExp, icon: string, colourways?: boolean];

const RULES: Rule[] = [
  // electronics
  [/\b(iphone|galaxy phone|smartphone|phone)\b/, 'mobile-phone'],
  [/\b(macbook|laptop|notebook computer)\b/, 'laptop'],
  [/\b(headphones?|earbuds|headset)\b/, 'headphone', true],
  [/\bmonitor\b/, 'desktop-computer'],
  [/\b(soundbar|speaker)\b/, 'speaker-high-volume'],
  [/\b(smartwatch|watch)\b/, 'watch', true],
  [/\blearning tablet\b/, 'tablet', true],
  [/\btablet\b/, 'tablet'],
  [/\bkeyboard\b/, 'keyboard'],
  [/\bmouse\b/, 'computer-mouse', true],
  [/\b(dash cam|webcam)\b/, 'video-camera'],
  [/\bcamera\b/, 'camera'],
  [/\b(tv|television)\b/, 'television'],
  [/\b(charger|jump starter|power bank)\b/, 'battery'],
  [/\bgps navigator\b/, 'world-map'],
  // fashion
  [/\b(running shoes|sneakers|shoes?)\b/, 'running-shoe', true],
  [/\b(jacket|coat|hoodie|sweater)\b/, 'coat', true],
  [/\bjeans\b/, 'jeans', true],
  [/\b(t-shirt|shirt)\b/, 't-shirt', true],
  [/\bshorts\b/, 'shorts', true],
  [/\bbelt\b/, 'belt', true],
  [/\bdress\b/, 'dress', true],
  [/\bcap\b/, 'billed-cap', true],
  // home
  [/\b(robot vacuum)\b/, 'robot-vacuum'],
  [/\bvacuum\b/, 'stick-vacuum', true],
  [/\bstand mixer\b/, 'stand-mixer', true],
  [/\bcoffee\b/, 'hot-beverage'],
  [/\b(air purifier|air fryer)\b/, 'appliance'],
  [/\bdutch oven\b/, 'pot-of-food'],
  [/\bbookshelf\b/, 'books'],
  [/\blamp\b/, 'couch-and-lamp'],
  [/\blight bulb\b/, 'light-bulb'],
  [/\bbedding\b/, 'bed', true],
  [/\bblender\b/, 'cup-with-straw', true],
  // sports
  [/\byoga mat\b/, 'yoga-mat', true],
  [/\bdumbbells?\b/, 'dumbbell'],
  [/\bbasketball\b/, 'basketball'],
  [/\btennis\b/, 'tennis'],
  [/\bwater bottle\b/, 'water-bottle', true],
  [/\bfootball\b/, 'soccer-ball'],
  [/\bresistance bands\b/, 'yoga-mat', true],
  [/\bgym bag\b/, 'backpack', true],
  [/\bcooler\b/, 'cooler', true],
  // books
  [/\b(cookbook|travel guide)\b/, 'notebook-with-decorative-cover', true],
  [/\bpicture book\b/, 'open-book'],
  [/\b(box set|trilogy|saga)\b/, 'books'],
  [/\b(novel|biography|book|guide)\b/, 'closed-book', true],
  // beauty
  [/\blipstick\b/, 'lipstick', true],
  [/\bmascara\b/, 'nail-polish', true],
  [/\b(cleansing gel|soap)\b/, 'soap', true],
  [/\bhair dryer\b/, 'hair-dryer', true],
  [/\b(cream|serum|sunscreen|perfume|lotion)\b/, 'lotion-bottle', true],
  // toys
  [/\bbuilding set\b/, 'building-brick', true],
  [/\bboard game\b/, 'game-die', true],
  [/\bpuzzle\b/, 'puzzle-piece', true],
  [/\b(race track|remote control car)\b/, 'racing-car', true],
  [/\b(plush|teddy)\b/, 'teddy-bear', true],
  [/\baction figure\b/, 'robot', true],
  [/\bdoll house\b/, 'house', true],
  // automotive
  [/\bmotor oil\b/, 'oil-drum', true],
  [/\b(wiper|cargo box|tyre|tire)\b/, 'automobile', true],
  [/\bwax\b/, 'sponge', true],
  [/\bbike rack\b/, 'bicycle', true],
];

const BY_CATEGORY: Record<string, ProductKind> = {
  electronics: { icon: 'electric-plug', colourways: false },
  fashion: { icon: 't-shirt', colourways: true },
  home: { icon: 'potted-plant', colourways: false },
  sports: { icon: 'sports-medal', colourways: true },
  books: { icon: 'closed-book', colourways: true },
  beauty: { icon: 'lotion-bottle', colourways: true },
  toys: { icon: 'teddy-bear', colourways: true },
  automotive: { icon: 'automobile', colourways: true },
};

export function productKind(name: string, category: string): ProductKind {
  const lower = name.toLowerCase();
  for (const [pattern, icon, colourways = false] of RULES) {
    if (pattern.test(lower)) return { icon, colourways };
  }
  return BY_CATEGORY[category] ?? { icon: 'shopping-bags', colourways: true };
}

/** Every picture the rules can name, so the emoji set is read for those alone. */
export const KIND_ICONS = [
  ...new Set([...RULES.map(([, icon]) => icon), ...Object.values(BY_CATEGORY).map((k) => k.icon), 'shopping-bags']),
];
