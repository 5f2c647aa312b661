export {
  ExternalLinks,
  type ExternalLinksProps,
  type ExternalSystemKind,
  type ExternalSystemLink,
  externalSystemKinds,
} from './ExternalLinks.tsx';
