export interface ProductType {
  type: string;
  /** price range in dollars */
  min: number;
  max: number;
  /** brands that make it; defaults to the category's brands */
  brands?: readonly string[];
}

export interface CategoryWords {
  category: string;
  brands: readonly string[];
  types: readonly ProductType[];
  adjectives: readonly string[];
  features: readonly string[];
  uses: readonly string[];
}

export const CATEGORY_WORDS: readonly CategoryWords[] = [
  {
    category: 'electronics',
    brands: ['Apple', 'Samsung', 'Sony', 'LG', 'HP', 'Dell', 'Bose', 'Lenovo', 'Canon', 'Logitech'],
    types: [
      { type: 'iPhone', min: 599, max: 1399, brands: ['Apple'] },
      { type: 'MacBook', min: 999, max: 2999, brands: ['Apple'] },
      { type: 'Galaxy Phone', min: 399, max: 1299, brands: ['Samsung'] },
      { type: 'Wireless Headphones', min: 49, max: 449 },
      { type: 'Noise-Cancelling Headphones', min: 99, max: 499, brands: ['Sony', 'Bose', 'Apple', 'Samsung'] },
      { type: 'Laptop', min: 449, max: 2499, brands: ['HP', 'Dell', 'Lenovo', 'Apple', 'Samsung', 'LG'] },
      { type: 'Gaming Laptop', min: 899, max: 2999, brands: ['HP', 'Dell', 'Lenovo'] },
      { type: '4K Monitor', min: 199, max: 1199, brands: ['LG', 'Samsung', 'Dell', 'HP'] },
      { type: 'Bluetooth Speaker', min: 29, max: 349 },
      { type: 'Smartwatch', min: 149, max: 799, brands: ['Apple', 'Samsung'] },
      { type: 'Tablet', min: 199, max: 1299, brands: ['Apple', 'Samsung', 'Lenovo'] },
      { type: 'Wireless Earbuds', min: 39, max: 299 },
      { type: 'Mechanical Keyboard', min: 59, max: 229, brands: ['Logitech', 'HP', 'Dell'] },
      { type: 'Gaming Mouse', min: 19, max: 149, brands: ['Logitech', 'HP', 'Dell'] },
      { type: 'Digital Camera', min: 299, max: 2499, brands: ['Canon', 'Sony'] },
      { type: 'OLED TV', min: 899, max: 3499, brands: ['LG', 'Sony', 'Samsung'] },
      { type: 'Soundbar', min: 129, max: 899, brands: ['Sony', 'Bose', 'Samsung', 'LG'] },
      { type: 'Portable Charger', min: 19, max: 99 },
      { type: 'Webcam', min: 39, max: 199, brands: ['Logitech', 'HP', 'Dell'] },
    ],
    adjectives: ['Pro', 'Ultra', 'Slim', 'Smart', 'Compact', 'Premium', 'Wireless', 'Next-Gen', 'Studio', 'Elite'],
    features: [
      'all-day battery life', 'fast USB-C charging', 'a bright high-resolution display', 'Bluetooth 5.3 connectivity',
      'crystal-clear audio', 'a lightweight aluminium body', 'active noise cancellation', 'a two-year warranty',
      'low-latency performance', 'voice assistant support',
    ],
    uses: ['work and play', 'travel', 'gaming sessions', 'video calls', 'home entertainment', 'creative projects'],
  },
  {
    category: 'fashion',
    brands: ['Nike', 'Adidas', "Levi's", 'Zara', 'Puma', 'Uniqlo', 'Ralph Lauren', 'Tommy Hilfiger'],
    types: [
      { type: 'Running Shoes', min: 59, max: 219, brands: ['Nike', 'Adidas', 'Puma'] },
      { type: 'Sneakers', min: 49, max: 189 },
      { type: 'Denim Jacket', min: 49, max: 159 },
      { type: 'Slim Fit Jeans', min: 39, max: 129 },
      { type: 'Cotton T-Shirt', min: 12, max: 49 },
      { type: 'Hoodie', min: 35, max: 99 },
      { type: 'Wool Sweater', min: 45, max: 149 },
      { type: 'Leather Belt', min: 19, max: 79 },
      { type: 'Rain Jacket', min: 59, max: 229 },
      { type: 'Polo Shirt', min: 25, max: 99 },
      { type: 'Summer Dress', min: 29, max: 139 },
      { type: 'Baseball Cap', min: 15, max: 45 },
    ],
    adjectives: ['Classic', 'Essential', 'Vintage', 'Modern', 'Relaxed', 'Urban', 'Heritage', 'Everyday', 'Premium', 'Lightweight'],
    features: [
      'breathable fabric', 'a tailored fit', 'reinforced stitching', 'soft organic cotton', 'a water-resistant finish',
      'cushioned soles', 'machine-washable material', 'recycled materials', 'a timeless design',
    ],
    uses: ['everyday wear', 'the gym', 'weekend outings', 'the office', 'travel', 'cooler evenings'],
  },
  {
    category: 'home',
    brands: ['IKEA', 'Dyson', 'Philips', 'KitchenAid', 'LG', 'Samsung', 'Cuisinart', 'Le Creuset'],
    types: [
      { type: 'Robot Vacuum', min: 199, max: 999, brands: ['Dyson', 'Samsung', 'LG', 'Philips'] },
      { type: 'Cordless Vacuum', min: 149, max: 749, brands: ['Dyson', 'Samsung', 'LG'] },
      { type: 'Stand Mixer', min: 199, max: 599, brands: ['KitchenAid', 'Cuisinart'] },
      { type: 'Coffee Maker', min: 39, max: 399, brands: ['Philips', 'Cuisinart', 'KitchenAid'] },
      { type: 'Air Purifier', min: 99, max: 699, brands: ['Dyson', 'Philips', 'LG'] },
      { type: 'Cast Iron Dutch Oven', min: 59, max: 429, brands: ['Le Creuset', 'Cuisinart'] },
      { type: 'Bookshelf', min: 49, max: 299, brands: ['IKEA'] },
      { type: 'Desk Lamp', min: 19, max: 149, brands: ['IKEA', 'Philips'] },
      { type: 'Smart Light Bulb', min: 9, max: 59, brands: ['Philips', 'IKEA'] },
      { type: 'Bedding Set', min: 39, max: 249, brands: ['IKEA'] },
      { type: 'Air Fryer', min: 59, max: 249, brands: ['Philips', 'Cuisinart'] },
      { type: 'Blender', min: 39, max: 399, brands: ['KitchenAid', 'Cuisinart', 'Philips'] },
    ],
    adjectives: ['Smart', 'Compact', 'Deluxe', 'Modern', 'Quiet', 'Elegant', 'Essential', 'Family-Size', 'Energy-Saving'],
    features: [
      'easy-clean surfaces', 'energy-efficient operation', 'a space-saving footprint', 'whisper-quiet motors',
      'dishwasher-safe parts', 'app control', 'durable construction', 'a five-year warranty',
    ],
    uses: ['busy kitchens', 'small apartments', 'family homes', 'home offices', 'everyday cleaning', 'entertaining guests'],
  },
  {
    category: 'sports',
    brands: ['Nike', 'Adidas', 'Under Armour', 'Wilson', 'Puma', 'Garmin', 'Yeti', 'Spalding'],
    types: [
      { type: 'Yoga Mat', min: 19, max: 129 },
      { type: 'Adjustable Dumbbells', min: 79, max: 449 },
      { type: 'Basketball', min: 19, max: 79, brands: ['Wilson', 'Spalding', 'Nike'] },
      { type: 'Tennis Racket', min: 49, max: 259, brands: ['Wilson'] },
      { type: 'GPS Running Watch', min: 149, max: 699, brands: ['Garmin'] },
      { type: 'Insulated Water Bottle', min: 19, max: 59, brands: ['Yeti', 'Nike'] },
      { type: 'Training Shorts', min: 19, max: 59, brands: ['Nike', 'Adidas', 'Under Armour', 'Puma'] },
      { type: 'Football', min: 19, max: 149, brands: ['Adidas', 'Nike', 'Puma', 'Wilson'] },
      { type: 'Resistance Bands', min: 12, max: 49 },
      { type: 'Gym Bag', min: 29, max: 119 },
      { type: 'Camping Cooler', min: 149, max: 449, brands: ['Yeti'] },
    ],
    adjectives: ['Pro', 'Performance', 'Elite', 'Training', 'All-Weather', 'Competition', 'Lightweight', 'Endurance'],
    features: [
      'a non-slip grip', 'sweat-wicking fabric', 'impact-resistant build', 'an ergonomic design', 'tournament-grade quality',
      'easy portability', 'a lifetime guarantee',
    ],
    uses: ['home workouts', 'the gym', 'outdoor training', 'match day', 'weekend adventures', 'marathon preparation'],
  },
  {
    category: 'books',
    brands: ['Penguin', 'HarperCollins', "O'Reilly", 'Vintage', 'Scholastic', 'Random House'],
    types: [
      { type: 'Mystery Novel', min: 8, max: 29 },
      { type: 'Science Fiction Saga', min: 9, max: 35 },
      { type: 'Cookbook', min: 15, max: 45 },
      { type: 'Programming Guide', min: 29, max: 79, brands: ["O'Reilly"] },
      { type: 'Biography', min: 12, max: 39 },
      { type: 'Children\'s Picture Book', min: 6, max: 24, brands: ['Scholastic', 'Penguin'] },
      { type: 'History Book', min: 14, max: 49 },
      { type: 'Self-Help Book', min: 10, max: 29 },
      { type: 'Fantasy Trilogy Box Set', min: 29, max: 89 },
      { type: 'Travel Guide', min: 12, max: 34 },
    ],
    adjectives: ['Bestselling', 'Illustrated', 'Collector\'s', 'Annotated', 'Award-Winning', 'Hardcover', 'Paperback', 'Revised'],
    features: [
      'gripping storytelling', 'beautiful illustrations', 'practical examples', 'an insightful foreword',
      'an acclaimed author', 'high-quality print', 'a thoughtful index',
    ],
    uses: ['quiet evenings', 'book clubs', 'curious minds', 'gift giving', 'students', 'long journeys'],
  },
  {
    category: 'beauty',
    brands: ["L'Oreal", 'Nivea', 'Clinique', 'Maybelline', 'Olay', 'The Ordinary', 'Estee Lauder'],
    types: [
      { type: 'Hydrating Face Cream', min: 9, max: 89 },
      { type: 'Vitamin C Serum', min: 8, max: 79 },
      { type: 'Mascara', min: 6, max: 32 },
      { type: 'Sunscreen SPF 50', min: 9, max: 39 },
      { type: 'Lipstick', min: 7, max: 38 },
      { type: 'Cleansing Gel', min: 6, max: 34 },
      { type: 'Night Repair Cream', min: 19, max: 119 },
      { type: 'Hair Dryer', min: 29, max: 399, brands: ['Dyson' , 'Philips'] },
      { type: 'Perfume', min: 29, max: 159 },
    ],
    adjectives: ['Radiant', 'Gentle', 'Hydrating', 'Nourishing', 'Long-Lasting', 'Sensitive-Skin', 'Botanical', 'Luxury'],
    features: [
      'dermatologist-tested formulas', 'hyaluronic acid', 'a lightweight texture', 'fragrance-free ingredients',
      'cruelty-free production', 'all-day hydration', 'natural extracts',
    ],
    uses: ['daily routines', 'sensitive skin', 'special occasions', 'sunny days', 'night-time care', 'on-the-go touch-ups'],
  },
  {
    category: 'toys',
    brands: ['LEGO', 'Hasbro', 'Mattel', 'Fisher-Price', 'Ravensburger', 'Hot Wheels', 'Playmobil'],
    types: [
      { type: 'Building Set', min: 19, max: 299, brands: ['LEGO', 'Playmobil'] },
      { type: 'Board Game', min: 14, max: 69, brands: ['Hasbro', 'Mattel', 'Ravensburger'] },
      { type: 'Jigsaw Puzzle', min: 12, max: 49, brands: ['Ravensburger'] },
      { type: 'Race Track Set', min: 24, max: 119, brands: ['Hot Wheels', 'Mattel'] },
      { type: 'Plush Bear', min: 9, max: 49 },
      { type: 'Learning Tablet', min: 29, max: 99, brands: ['Fisher-Price', 'Mattel'] },
      { type: 'Action Figure', min: 9, max: 59, brands: ['Hasbro', 'Mattel'] },
      { type: 'Remote Control Car', min: 29, max: 179 },
      { type: 'Doll House', min: 49, max: 249, brands: ['Mattel', 'Playmobil', 'Fisher-Price'] },
    ],
    adjectives: ['Creative', 'Classic', 'Deluxe', 'Junior', 'Family', 'Adventure', 'Educational', 'Collector'],
    features: [
      'child-safe materials', 'hours of imaginative play', 'clear instructions', 'bright colours', 'sturdy pieces',
      'STEM learning value', 'award-winning design',
    ],
    uses: ['ages 3 and up', 'family game nights', 'birthday gifts', 'rainy afternoons', 'young builders', 'collectors'],
  },
  {
    category: 'automotive',
    brands: ['Bosch', 'Michelin', 'Castrol', 'Garmin', 'Thule', "Meguiar's", 'Black+Decker'],
    types: [
      { type: 'Dash Cam', min: 49, max: 299, brands: ['Garmin', 'Bosch'] },
      { type: 'Car Vacuum', min: 29, max: 129, brands: ['Black+Decker', 'Bosch'] },
      { type: 'Synthetic Motor Oil', min: 19, max: 69, brands: ['Castrol'] },
      { type: 'Wiper Blades', min: 12, max: 49, brands: ['Bosch', 'Michelin'] },
      { type: 'Roof Cargo Box', min: 299, max: 999, brands: ['Thule'] },
      { type: 'Tyre Inflator', min: 29, max: 119, brands: ['Michelin', 'Black+Decker', 'Bosch'] },
      { type: 'Car Wax Kit', min: 14, max: 59, brands: ["Meguiar's"] },
      { type: 'Jump Starter', min: 49, max: 199, brands: ['Black+Decker', 'Bosch'] },
      { type: 'GPS Navigator', min: 99, max: 349, brands: ['Garmin'] },
      { type: 'Bike Rack', min: 149, max: 799, brands: ['Thule'] },
    ],
    adjectives: ['Heavy-Duty', 'Premium', 'All-Season', 'Compact', 'Professional', 'Universal', 'Smart', 'Rugged'],
    features: [
      'easy installation', 'weather-resistant construction', 'universal fit', 'a long service life', 'a high-grip design',
      'built-in safety features', 'a compact storage case',
    ],
    uses: ['daily commutes', 'road trips', 'weekend car care', 'winter driving', 'family vehicles', 'emergency kits'],
  },
];

export const MODEL_SUFFIXES = ['', '', '', 'Pro', 'Max', 'Lite', 'Plus', 'Air', 'Mini', 'X', 'II', 'S', 'Edge', '2', '3'];

export const REVIEWER_NAMES = [
  'Emma Johnson', 'Liam Smith', 'Olivia Brown', 'Noah Davis', 'Ava Wilson', 'Ethan Martinez', 'Sophia Anderson',
  'Mason Thomas', 'Isabella Taylor', 'Lucas Moore', 'Mia Jackson', 'Amelia White', 'James Harris', 'Harper Clark',
  'Benjamin Lewis', 'Charlotte Walker',
];

export const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  1: [
    'Stopped working after a week. Very disappointed.',
    'Not as described, and the quality is poor.',
    'Would not buy again; returned it the same day.',
  ],
  2: [
    'Below my expectations for the price.',
    'It works, but feels cheap and flimsy.',
    'Delivery was fine, the product less so.',
  ],
  3: [
    'Decent for the price, nothing special.',
    'Does the job, although the finish could be better.',
    'Average quality; a few small issues but usable.',
  ],
  4: [
    'Very good overall, just a couple of minor quirks.',
    'Solid build and works as advertised. Would recommend.',
    'Great value for money and arrived quickly.',
    'Happy with it. I would buy it again.',
  ],
  5: [
    'Absolutely love it! Exceeded my expectations.',
    'Excellent quality, five stars without hesitation.',
    'Perfect. Exactly what I needed, and it looks great.',
    'Best purchase this year. Highly recommended!',
  ],
};
