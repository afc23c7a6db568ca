/** The shop's sections, linked from the desktop header's row and the phone menu. */
export const SHOP_SECTIONS = [
  { to: '/categories', label: 'Categories' },
  { to: '/deals', label: 'Deals', tag: 'Hot' },
  { to: '/new', label: 'New Arrivals', tag: 'New' },
  { to: '/support', label: 'Support' },
] as const;
