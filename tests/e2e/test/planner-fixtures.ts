/**
 * Products for the planner's browser test. The test uses the seeded catalogue when it has three
 * products with drawings and terminals; otherwise (a checkout without apps/api/seed/catalogue) it
 * registers these three through the admin API, the way an admin would.
 */

interface FixtureProduct {
  name: string;
  category: string;
  longName: string;
  navCode: string;
  descriptionText: string;
  descriptionLink: string;
  width: number;
  height: number;
  boxWidth: number;
  boxHeight: number;
  snapPositionX: number;
  snapPositionY: number;
  snapX: boolean;
  snapY: boolean;
  terminals: { left: number; top: number }[];
  svg: string;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    name: 'E2E-LASER',
    category: 'E2E sources',
    longName: 'Test femtosecond laser head',
    navCode: 'NAV-LASER',
    descriptionText: 'A laser head drawn for the planner browser test.',
    descriptionLink: 'https://example.org/laser',
    width: 300,
    height: 150,
    boxWidth: 280,
    boxHeight: 130,
    snapPositionX: 25,
    snapPositionY: 25,
    snapX: true,
    snapY: true,
    terminals: [{ left: 300, top: 75 }],
    svg: svg(
      300,
      150,
      '<rect x="10" y="10" width="280" height="130" rx="6" fill="#2d4f7c" stroke="#0d1b2a" stroke-width="2"/><circle cx="290" cy="75" r="8" fill="#f4a261"/>',
    ),
  },
  {
    name: 'E2E-MIRROR',
    category: 'E2E optics',
    longName: 'Test 1 inch mirror mount',
    navCode: 'NAV-MIRROR',
    descriptionText: 'A kinematic mirror mount.',
    descriptionLink: 'https://example.org/mirror',
    width: 50,
    height: 50,
    boxWidth: 40,
    boxHeight: 40,
    snapPositionX: 25,
    snapPositionY: 25,
    snapX: true,
    snapY: true,
    terminals: [
      { left: 0, top: 25 },
      { left: 25, top: 50 },
    ],
    svg: svg(
      50,
      50,
      '<rect x="5" y="5" width="40" height="40" fill="#6c757d" stroke="#212529" stroke-width="1.5"/><line x1="12" y1="38" x2="38" y2="12" stroke="#e9ecef" stroke-width="4"/>',
    ),
  },
  {
    name: 'E2E-LENS',
    category: 'E2E optics',
    longName: 'Test lens holder',
    navCode: 'NAV-LENS',
    descriptionText: 'A lens holder.',
    descriptionLink: 'https://example.org/lens',
    width: 40,
    height: 60,
    boxWidth: 30,
    boxHeight: 60,
    snapPositionX: 20,
    snapPositionY: 30,
    snapX: true,
    snapY: true,
    terminals: [
      { left: 0, top: 30 },
      { left: 40, top: 30 },
    ],
    svg: svg(
      40,
      60,
      '<rect x="5" y="0" width="30" height="60" fill="#8d99ae" stroke="#2b2d42" stroke-width="1.5"/><ellipse cx="20" cy="30" rx="5" ry="22" fill="#caf0f8" stroke="#0077b6"/>',
    ),
  },
];

interface ApiProduct {
  id: number;
  name: string;
  longName: string;
  svgImage?: string | null;
  terminals: unknown[];
}

/** Three product codes to place: seeded ones with drawings and terminals, else the fixtures registered. */
export async function ensureProducts(url: string, adminPassword: string): Promise<ApiProduct[]> {
  const list = (await (await fetch(`${url}/api/products`)).json()) as ApiProduct[];
  const usable = list.filter((p) => p.svgImage && p.terminals.length > 0 && !p.name.startsWith('TUBE'));
  if (usable.length >= 3) return usable.slice(0, 3);
  const auth = await fetch(`${url}/api/auth/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  if (!auth.ok) throw new Error(`admin login: HTTP ${auth.status}`);
  const { token } = (await auth.json()) as { token: string };
  const out: ApiProduct[] = [];
  for (const { svg: drawing, ...p } of FIXTURE_PRODUCTS) {
    const r = await fetch(`${url}/api/products`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...p, version: 1 }),
    });
    if (!r.ok) throw new Error(`register ${p.name}: HTTP ${r.status} ${await r.text()}`);
    const created = (await r.json()) as ApiProduct;
    const form = new FormData();
    form.append('file', new Blob([drawing], { type: 'image/svg+xml' }), `${p.name}.svg`);
    const up = await fetch(`${url}/api/images/svg/${created.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (!up.ok) throw new Error(`drawing of ${p.name}: HTTP ${up.status} ${await up.text()}`);
    out.push(created);
  }
  return out;
}
