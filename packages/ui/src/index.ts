// Public API of @tablogs/ui. Styles come separately: import '@tablogs/ui/styles.css' once in the app root.
export { SkipLink, type SkipLinkProps } from './a11y/skip-link';
export { VisuallyHidden } from './a11y/visually-hidden';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  type AccordionProps,
  AccordionTrigger,
  type AccordionTriggerProps,
} from './accordion/accordion';
export { Badge, type BadgeProps } from './badge/badge';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  buttonClassName,
} from './button/button';
export { Card, type CardProps } from './card/card';
export { Carousel, type CarouselProps } from './carousel/carousel';
export {
  type CarouselControls,
  type CarouselMode,
  carouselControls,
  type SlidesPerView,
} from './carousel/carousel-controls';
export { type CardImage, FeatureCard, type FeatureCardProps } from './feature-card/feature-card';
export {
  Select,
  type SelectProps,
  TextArea,
  type TextAreaProps,
  TextInput,
  type TextInputProps,
} from './field/controls';
export { Field, type FieldProps } from './field/field';
export {
  type HeadlineItem,
  HeadlineList,
  type HeadlineListProps,
} from './headline-list/headline-list';
export {
  ArrowRightIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  GlobeIcon,
  type IconProps,
  MenuIcon,
  MoonIcon,
  PhoneIcon,
  PlayIcon,
  SunIcon,
} from './icons/icons';
export {
  Container,
  type ContainerProps,
  Section,
  SectionHeader,
  type SectionHeaderProps,
  type SectionProps,
  type SectionSpacing,
  type SectionTone,
} from './layout/section';
export { cx } from './lib/cx';
export {
  type Logo,
  type LogoAlign,
  LogoRow,
  type LogoRowProps,
  LogoRows,
  type LogoRowsProps,
} from './logo-row/logo-row';
export {
  NavMenu,
  NavMenuItem,
  type NavMenuItemProps,
  NavMenuList,
  type NavMenuProps,
  NavMenuTrigger,
} from './nav-menu/nav-menu';
export {
  NavMenuContent,
  NavMenuContentItem,
  type NavMenuContentProps,
  NavMenuLink,
  type NavMenuLinkProps,
  NavMenuPromo,
  type NavMenuPromoProps,
} from './nav-menu/nav-menu-panel';
export { RegionMenu } from './nav-menu/region-menu';
export type { RegionMenuProps, RegionOption } from './nav-menu/region-menu-props';
export { Slider, type SliderProps } from './slider/slider';
export { StaticSlider } from './slider/static-slider';
export { Stat, StatGroup, type StatGroupProps, type StatProps } from './stat/stat';
export { type Theme, ThemeToggle, type ThemeToggleProps } from './theme-toggle/theme-toggle';
export { Timeline, type TimelineItem, type TimelineProps } from './timeline/timeline';
export { OptionToggle, type OptionToggleProps, type ToggleOption } from './toggle/option-toggle';
export { VideoEmbed, type VideoEmbedProps } from './video-embed/video-embed';
