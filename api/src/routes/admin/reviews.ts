import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminReview, AdminReviewList, AdminReviewListQuery, IdParams } from 'shared-ui/contract';
import { listAdminReviews, setReviewHidden } from '../../services/admin/admin-reviews.js';
import { ratingChange } from '../../services/product-changes/product-change.js';
import { staffErrors, staffOnly, staffSchema } from './staff-only.js';

const adminReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/reviews',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminListReviews',
        summary: 'Reviews newest first, by rating, product and visibility (hidden ones too)',
        querystring: AdminReviewListQuery,
        response: { 200: AdminReviewList, ...staffErrors },
      },
    },
    async (request) => listAdminReviews(app.db, request.query),
  );

  for (const hidden of [true, false]) {
    app.put(
      `/api/admin/reviews/:id/${hidden ? 'hide' : 'unhide'}`,
      {
        ...staffOnly(app),
        schema: {
          ...staffSchema,
          operationId: hidden ? 'adminHideReview' : 'adminUnhideReview',
          summary: hidden
            ? 'Hide a review from shoppers; the product’s rating and review count are recomputed'
            : 'Show a hidden review again; the product’s rating and review count are recomputed',
          params: IdParams,
          response: { 200: AdminReview, ...staffErrors },
        },
      },
      async (request) => {
        const { review, changed } = await setReviewHidden(app.db, request.params.id, hidden, request.currentUser!);
        if (changed) await app.invalidateProductAnswers(ratingChange([review.product._id]));
        return review;
      },
    );
  }
};

export default adminReviewRoutes;
