import { Suspense, lazy, useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Badge, RatingSummary, VisuallyHidden, media, radius, space } from 'shared-ui/design';
import { CATEGORY_LABELS, formatPrice, priceStory, withProductDefaults, type PartialProduct } from 'shared-ui/format';
import { useIsInWishlist, useWishlistActions } from 'shared-ui/state';
import type { Product } from 'shared-ui/types';
import { AddToCartButton } from './add-to-cart-button';
import { AboutBlock, BuyBlock, CardBody, CardFrame, ImageBox, type CardLayout } from './product-card-layout';
import { StockLine } from './product-facts';

// Quick view is not on the first view: its dialog is fetched when the pointer or focus reaches its
// button, usually before the click.
const loadQuickViewDialog = () => import('./quick-view-dialog');
const QuickViewDialog = lazy(() => loadQuickViewDialog().then((module) => ({ default: module.QuickViewDialog })));
const prefetchQuickViewDialog = () => void loadQuickViewDialog();

/** Spec §9: 'Only N left' under 5; the classic listing's card variant shows it under 10. */
export const LOW_STOCK_BELOW = 5;

const Badges = styled.div`
  position: absolute;
  top: ${space.sm};
  left: ${space.sm};
  display: flex;
  gap: 6px;
`;

const overlayButton = `
  position: absolute;
  border: 0;
  cursor: pointer;
  font: inherit;
`;

const Heart = styled.button`
  ${overlayButton}
  top: ${space.sm};
  right: ${space.sm};
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.2);
  font-size: 1.2rem;
`;

const QuickViewButton = styled.button`
  ${overlayButton}
  bottom: ${space.sm};
  right: ${space.sm};
  min-height: 32px;
  padding: ${space.xs} 12px;
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.2);
  font-size: 0.8125rem;
  font-weight: 600;
  /* With a mouse it shows on hover or focus, so the picture stays clean; touch screens always show it. */
  @media (hover: hover) and (pointer: fine) {
    opacity: 0;
    transition: opacity 150ms ease;
    article:hover &,
    article:focus-within &,
    &:focus-visible {
      opacity: 1;
    }
  }
`;

const Row = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.25rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "SONY · ELECTRONICS"; a phone's narrow card keeps the category alone, so nothing is cut. */
const Caption = styled(Row)`
  font-size: 0.75rem;
  line-height: 1.125rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  &[data-layout='grid'] .brand {
    ${media.below('sm')} {
      display: none;
    }
  }
`;

const Name = styled.h3<{ $layout: CardLayout }>`
  margin: 0;
  font-size: ${({ $layout }) => ($layout === 'featured' ? '1.25rem' : '1rem')};
  line-height: ${({ $layout }) => ($layout === 'featured' ? '1.65rem' : '1.3rem')};
  font-weight: 600;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.3rem;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  ${media.below('sm')} {
    display: none;
  }
`;

/** The price leads the buying block; the struck-out price sits after it, or under it on a phone's card. */
const Price = styled.p<{ $layout: CardLayout }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  align-content: center;
  column-gap: 6px;
  font-weight: 700;
  font-size: ${({ $layout }) => ($layout === 'featured' ? '1.375rem' : '1.1875rem')};
  line-height: 1.75rem;
  ${({ $layout }) => $layout === 'list' && 'justify-content: inherit;'}
  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
    font-size: 0.875rem;
    line-height: 1rem;
  }
  ${media.below('sm')} {
    font-size: 1.0625rem;
    line-height: 1.5rem;
  }
`;

const Actions = styled.div<{ $layout: CardLayout }>`
  min-width: 0;
  width: 100%;
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      max-width: 200px;
      ${media.below('sm')} {
        max-width: 160px;
      }
    `}
`;

function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS] ?? category;
}

/**
 * The card's Quick view button and, once it is pressed, the dialog (a portal): opening and closing
 * re-render these alone, not the whole card with its styled parts.
 */
function QuickView({ product, lowStockBelow }: { product: Product; lowStockBelow: number }) {
  const [open, setOpen] = useState(false);
  // Stable, so the open dialog's focus handling does not restart when the button re-renders.
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <QuickViewButton
        type="button"
        aria-haspopup="dialog"
        aria-label={`Quick view: ${product.name}`}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetchQuickViewDialog}
        onFocus={prefetchQuickViewDialog}
      >
        Quick view
      </QuickViewButton>
      {open && (
        <Suspense fallback={null}>
          <QuickViewDialog product={product} lowStockBelow={lowStockBelow} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export interface ProductCardProps {
  /** missing optional fields read as the spec's defaults (withProductDefaults) */
  product: PartialProduct;
  layout?: CardLayout;
  /** 'Only N left' shows below this stock. */
  lowStockBelow?: number;
  /** First-row cards: the image loads at once instead of lazily (it is likely the largest paint). */
  priority?: boolean;
}

export function ProductCard({
  product: given,
  layout = 'grid',
  lowStockBelow = LOW_STOCK_BELOW,
  priority = false,
}: ProductCardProps) {
  const product = withProductDefaults(given);
  const story = priceStory(product);
  const wished = useIsInWishlist(product._id);
  const { toggle: toggleWishlist } = useWishlistActions();

  const inStock = product.countInStock > 0;
  // useId, not the product id: the same product can be in the listing and the recommendations.
  const headingId = useId();

  return (
    <CardFrame as="article" $layout={layout} data-layout={layout} aria-labelledby={headingId}>
      <ImageBox $layout={layout}>
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        <Badges>
          {product.isNew && (
            <Badge tone="primary" size="sm">
              NEW
            </Badge>
          )}
          {story.percentOff !== null && (
            <Badge tone="promo" size="sm">
              -{story.percentOff}%
            </Badge>
          )}
        </Badges>
        <Heart
          type="button"
          aria-pressed={wished}
          aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          onClick={() => toggleWishlist(product)}
        >
          {wished ? '♥' : '♡'}
        </Heart>
        <QuickView product={product} lowStockBelow={lowStockBelow} />
      </ImageBox>
      <CardBody $layout={layout}>
        <AboutBlock $layout={layout}>
          <Caption data-layout={layout}>
            <span className="brand">{product.brand} · </span>
            {categoryLabel(product.category)}
          </Caption>
          <Name id={headingId} $layout={layout}>
            <Link to={`/product/${product._id}`}>{product.name}</Link>
          </Name>
          <Row>
            <RatingSummary rating={product.rating} numReviews={product.numReviews} />
          </Row>
          {layout === 'list' && <Description>{product.description}</Description>}
        </AboutBlock>
        <BuyBlock $layout={layout}>
          <Price $layout={layout}>
            <span>{formatPrice(product.price)}</span>
            {story.was !== null && (
              <s>
                <VisuallyHidden>was </VisuallyHidden>
                {formatPrice(story.was)}
              </s>
            )}
          </Price>
          <Row>
            <StockLine stock={product.countInStock} lowStockBelow={lowStockBelow} />
          </Row>
          <Actions $layout={layout}>{inStock && <AddToCartButton product={product} size="sm" />}</Actions>
        </BuyBlock>
      </CardBody>
    </CardFrame>
  );
}
