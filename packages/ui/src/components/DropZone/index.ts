export { DropZone, type DropZoneProps, fileMatches } from './DropZone.tsx';
