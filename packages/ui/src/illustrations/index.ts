export {
  EmptyIllustration,
  ErrorIllustration,
  NoOrganizationIllustration,
  NotAvailableIllustration,
  NotFoundIllustration,
  STATUS_KINDS,
  StatusIllustration,
  type StatusKind,
} from './illustrations.tsx';
