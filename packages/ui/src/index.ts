/**
 * @faena/ui — Faena's design system: tokens, theme, primitives. Import the CSS once from the app
 * (`@faena/ui/styles.css`); the token variables come with this module (vanilla-extract).
 */
import './theme/theme.css.ts';

export * from './brand/index.ts';
export {
  Avatar,
  type AvatarProps,
  type AvatarSize,
  avatarVariants,
  initialsOf,
} from './components/Avatar/Avatar.tsx';
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  badgeVariants,
  formatBadgeCount,
} from './components/Badge/Badge.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
} from './components/Button/Button.tsx';
export {
  Card,
  type CardPadding,
  type CardProps,
  type CardVariant,
  cardVariants,
} from './components/Card/Card.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export {
  DropdownMenu,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  type DropdownMenuLinkItemProps,
  type DropdownMenuProps,
  DropdownMenuSeparator,
} from './components/DropdownMenu/DropdownMenu.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export {
  FieldLabel,
  FieldMessages,
  fieldStyles,
  useFieldIds,
} from './components/Field/Field.tsx';
export {
  FileDropZone,
  type FileDropZoneLabels,
  type FileDropZoneProps,
} from './components/FileDropZone/FileDropZone.tsx';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
  iconButtonVariants,
} from './components/IconButton/IconButton.tsx';
export * from './components/Icons/Icons.tsx';
export { Input, type InputProps } from './components/Input/Input.tsx';
export {
  Modal,
  ModalClose,
  type ModalConfirmHandler,
  type ModalMode,
  type ModalProps,
  type ModalSize,
} from './components/Modal/Modal.tsx';
export {
  type ModalAnswer,
  type ModalApi,
  type ModalControls,
  type ModalOpenOptions,
  ModalProvider,
  type ModalRender,
  useModal,
} from './components/Modal/ModalProvider.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/RadioGroup.tsx';
export { SearchBox, type SearchBoxProps } from './components/SearchBox/SearchBox.tsx';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/Skeleton/Skeleton.tsx';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner.tsx';
export { Switch, type SwitchProps, type SwitchSize } from './components/Switch/Switch.tsx';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './components/Tabs/Tabs.tsx';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export {
  TOAST_DURATIONS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './components/Toast/Toast.tsx';
export { Tooltip, type TooltipProps, TooltipProvider } from './components/Tooltip/Tooltip.tsx';
export * from './hooks/index.ts';
export * from './i18n/index.ts';
export * from './illustrations/index.ts';
export * from './patterns/index.ts';
export { componentsLayer, themeLayer } from './theme/layers.css.ts';
export { text } from './theme/text.ts';
export { vars } from './theme/theme.css.ts';
export { visuallyHidden } from './theme/utilities.css.ts';
