/**
 * @faena/ui — Faena's design system: tokens, theme, primitives. Import the CSS once from the app
 * (`@faena/ui/styles.css`); the token variables come with this module (vanilla-extract).
 */
import './theme/theme.css.ts';

export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
} from './components/Button/Button.tsx';
export {
  Modal,
  ModalClose,
  type ModalConfirmHandler,
  type ModalMode,
  type ModalProps,
  type ModalSize,
} from './components/Modal/Modal.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export * from './i18n/index.ts';
export { componentsLayer, themeLayer } from './theme/layers.css.ts';
export { vars } from './theme/theme.css.ts';
export { visuallyHidden } from './theme/utilities.css.ts';
