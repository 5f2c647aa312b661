export { defaultTools, type Tool, ToolTiles, type ToolTilesProps } from './ToolTiles.tsx';
