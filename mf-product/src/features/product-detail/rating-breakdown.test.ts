import { ratingBreakdown } from './rating-breakdown';

describe('ratingBreakdown', () => {
  it('counts each star value from 5 to 1 with its share of all reviews', () => {
    const reviews = [5, 5, 4, 1, 5].map((rating) => ({ rating }));
    expect(ratingBreakdown(reviews)).toEqual([
      { stars: 5, count: 3, percent: 60 },
      { stars: 4, count: 1, percent: 20 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 20 },
    ]);
  });

  it('gives five empty bars when there are no reviews', () => {
    expect(ratingBreakdown([])).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })));
  });
});
