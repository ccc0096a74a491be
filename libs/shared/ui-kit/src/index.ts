// Public API of @folio/ui-kit: list every export by name.
// Global styles (tokens, fonts, base) are a separate entry: `import '@folio/ui-kit/styles.css'`.
// Components built on luxon, Radix or sonner have their own entry points so that nothing here
// reaches them: '@folio/ui-kit/date-picker', '/tooltip', '/dropdown' and '/toast'.
export { Button, AnchorButton } from './button/button';
export type { ButtonProps, AnchorButtonProps } from './button/button';
export { LinkButton } from './button/link-button';
export { buttonSizes } from './button/button-class';
export type { ButtonSize, ButtonVariant, ButtonLook } from './button/button-class';
export { Container } from './layout/container';
export type { ContainerProps } from './layout/container';
export { Card } from './layout/card';
export type { CardProps } from './layout/card';
export { PageHeading, PageBody } from './layout/page-heading';
export type { PageHeadingProps, PageBodyProps } from './layout/page-heading';
export { TopProgressBar, TOP_PROGRESS_BAR_DELAY_MS } from './feedback/top-progress-bar';
export type { TopProgressBarProps } from './feedback/top-progress-bar';
export { NotFoundScreen } from './error-screens/not-found-screen';
export type { NotFoundScreenProps } from './error-screens/not-found-screen';
export { ForbiddenScreen } from './error-screens/forbidden-screen';
export { ErrorScreen } from './error-screens/error-screen';
export type { ErrorScreenProps } from './error-screens/error-screen';
export { Logo } from './site/logo';
export type { LogoProps } from './site/logo';
export { SiteHeader } from './site/site-header';
export type { SiteHeaderProps } from './site/site-header';
export { SiteFooter } from './site/site-footer';
export type { SiteFooterProps } from './site/site-footer';
export { SkipLink } from './site/skip-link';
export type { SkipLinkProps } from './site/skip-link';
export type { NavGroup, NavItem } from './site/nav-item';
export { Form } from './form/form';
export type { FormProps } from './form/form';
export { FormRow } from './form/form-row';
export { Field, useField } from './form/field';
export type { FieldBaseProps, FieldControlProps, FieldProps, FieldState } from './form/field';
export { TextField, EmailField, NumberField } from './form/text-field';
export type { TextFieldProps, EmailFieldProps, NumberFieldProps } from './form/text-field';
export { PasswordField } from './form/password-field';
export type { PasswordFieldProps } from './form/password-field';
export { TextArea } from './form/text-area';
export type { TextAreaProps } from './form/text-area';
export { Select } from './form/select';
export type { SelectOption, SelectProps } from './form/select';
export { labelFromId } from './form/label-from-id';
export { fieldMessages } from './form/form-values';
export type { FieldErrors, FormValues } from './form/form-values';
export { schemaValidator } from './form/schema-validator';
export type { StandardSchema } from './form/schema-validator';
export { useFieldErrors } from './form/form-context';
export { EmptyState, InlineError } from './feedback/empty-state';
export type { EmptyStateProps, InlineErrorProps } from './feedback/empty-state';
export {
  AlertIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  BellIcon,
  BookIcon,
  BookmarkIcon,
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  GlobeIcon,
  HeartIcon,
  HomeIcon,
  InfoIcon,
  LinkIcon,
  LockIcon,
  MailIcon,
  MonitorIcon,
  PeopleIcon,
  PhoneIcon,
  PinIcon,
  SlidersIcon,
  StoreIcon,
  TabletIcon,
  TicketIcon,
  UserIcon,
  VideoIcon,
} from './icons/icons';
export { CloseIcon, SearchIcon } from './icons/chrome-icons';
export { Quiet } from './quiet';
