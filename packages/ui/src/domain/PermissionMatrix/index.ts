export { PermissionMatrix, type PermissionMatrixProps } from './PermissionMatrix.tsx';
