/** Spec §3 "Hero slide": fixed marketing content; images are the API's generated banners. */
export interface HeroSlide {
  title: string;
  subtitle: string;
  description: string;
  callsToAction: { label: string; to: string }[];
  image: string;
  /** Where the text sits: beside the image (left or right) or centred on it. */
  textPosition: 'left' | 'right' | 'center';
  /** Colour pair of the text panel, from the theme tokens. */
  theme: 'primary' | 'accent' | 'neutral';
}

export const HERO_INTERVAL_MS = 8000;
export const CLASSIC_HERO_INTERVAL_MS = 6000;
export const HERO_TRANSITION_MS = 600;

export const HOME_SLIDES: HeroSlide[] = [
  {
    title: 'Summer Sale',
    subtitle: 'Up to 40% off across the shop',
    description: 'Fresh deals on electronics, fashion and home, while stocks last.',
    callsToAction: [
      { label: 'Shop Electronics', to: '/category/electronics' },
      { label: 'Under $50', to: '/?maxPrice=50' },
    ],
    image: '/api/images/summer-sale.svg',
    textPosition: 'left',
    theme: 'primary',
  },
  {
    title: 'New Arrivals',
    subtitle: 'Just landed this week',
    description: 'Be the first to try the latest products from the brands you love.',
    callsToAction: [
      { label: 'See New Arrivals', to: '/?sort=newest' },
      { label: 'Shop Fashion', to: '/category/fashion' },
    ],
    image: '/api/images/new-arrivals.svg',
    textPosition: 'right',
    theme: 'accent',
  },
  {
    title: 'Top Rated Picks',
    subtitle: 'Our shoppers’ favourites',
    description: 'The products our shoppers rate best, from books to beauty.',
    callsToAction: [
      { label: 'Best Rated', to: '/?sort=rating' },
      { label: 'Shop Books', to: '/category/books' },
    ],
    image: '/api/images/top-rated.svg',
    textPosition: 'center',
    theme: 'neutral',
  },
];

export const CLASSIC_SLIDES: HeroSlide[] = [
  {
    title: 'The Classic Collection',
    subtitle: 'Timeless picks, simply listed',
    description: 'Every category in one calm, familiar grid.',
    callsToAction: [{ label: 'Most Popular', to: '/classic?sort=popular' }],
    image: '/api/images/classic-collection.svg',
    textPosition: 'left',
    theme: 'neutral',
  },
  {
    title: 'Home & Garden',
    subtitle: 'Make every room yours',
    description: 'Kitchen, comfort and garden essentials for every day.',
    callsToAction: [{ label: 'Shop Home & Garden', to: '/classic?category=home' }],
    image: '/api/images/home-and-garden.svg',
    textPosition: 'right',
    theme: 'primary',
  },
];
