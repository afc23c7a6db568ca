export {
  Button,
  buttonStyles,
  BUTTON_VARIANTS,
  BUTTON_SIZES,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export {
  Text,
  TEXT_TONES,
  TEXT_SIZES,
  TEXT_WEIGHTS,
  Heading,
  type TextProps,
  type TextTone,
  type TextSize,
  type TextWeight,
} from './text';
export {
  Badge,
  StatusBadge,
  BADGE_TONES,
  BADGE_SIZES,
  BADGE_TONE_COLORS,
  STATUS_BADGES,
  SHOP_STATUSES,
  type BadgeProps,
  type BadgeTone,
  type BadgeSize,
  type StatusBadgeProps,
  type ShopStatus,
} from './badge';
export {
  Card,
  cardStyles,
  cardSurface,
  CARD_VARIANTS,
  CARD_PADDINGS,
  type CardProps,
  type CardVariant,
  type CardPadding,
} from './card';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Toggle, TOGGLE_SIZES, type ToggleProps, type ToggleSize } from './toggle';
export { ShopThemeProvider } from './shop-theme-provider';
export { GlobalStyle } from './global-style';
export {
  COLOR_TOKENS,
  space,
  radius,
  borderWidth,
  fontStack,
  container,
  breakpoints,
  media,
  type Breakpoint,
  type ColorToken,
  type ShopPalette,
  type ShopTheme,
} from './theme-tokens';
export { shopTheme, colorVariable, THEME_ATTRIBUTE, DARK_THEME_SELECTOR } from './theme-variables';
export { ErrorPanel, Loading, VisuallyHidden, PageContainer, type ErrorPanelProps } from './feedback';
export { Dialog, DIALOG_SIZES, type DialogProps, type DialogSize } from './dialog';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { StockNotes, StockCheckStatus, LeftOutLinesNote, BLOCKED_LABELS } from './stock-notes';
export { raisedSurface, formFieldStyles } from './surface-styles';
export {
  Popover,
  PopoverAnchor,
  useDismiss,
  POPOVER_ALIGNS,
  POPOVER_WIDTHS,
  POPOVER_OFFSETS,
  type PopoverProps,
  type PopoverAlign,
  type PopoverWidth,
  type PopoverOffset,
  type DismissReason,
  type DismissOptions,
} from './popover';
export { PageHeader, PAGE_HEADER_VARIANTS, type PageHeaderProps, type PageHeaderVariant } from './page-header';
export { Fieldset, FIELDSET_VARIANTS, type FieldsetProps, type FieldsetVariant } from './fieldset';
export { FormField, type FormFieldProps, type FormControlProps } from './form-field';
export {
  OrderTotals,
  ORDER_TOTALS_SIZES,
  ORDER_TOTALS_ROWS,
  type OrderTotalsProps,
  type OrderTotalsSize,
  type OrderTotalsRow,
  type OrderFigure,
} from './order-totals';
export {
  Flex,
  Grid,
  LAYOUT_GAPS,
  FLEX_DIRECTIONS,
  LAYOUT_ALIGNS,
  FLEX_JUSTIFIES,
  type FlexProps,
  type GridProps,
  type GridColumns,
  type MarginProps,
  type LayoutGap,
  type FlexDirection,
  type LayoutAlign,
  type FlexJustify,
} from './layout';
export { RatingSummary, type RatingSummaryProps } from './rating-summary';
export {
  Skeleton,
  SkeletonRegion,
  SKELETON_RADII,
  type SkeletonProps,
  type SkeletonRadius,
  type SkeletonRegionProps,
} from './skeleton';
