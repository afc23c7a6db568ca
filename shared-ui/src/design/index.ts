export { Button, BUTTON_VARIANTS, BUTTON_SIZES, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Toggle, TOGGLE_SIZES, type ToggleProps, type ToggleSize } from './toggle';
export { ShopThemeProvider } from './shop-theme-provider';
export { GlobalStyle } from './global-style';
export { lightTheme, darkTheme, space, radius, fontStack, type ShopTheme } from './theme-tokens';
export { ErrorPanel, Loading, VisuallyHidden, PageContainer, type ErrorPanelProps } from './feedback';
export { Dialog, type DialogProps } from './dialog';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { raisedSurface, formFieldStyles } from './surface-styles';
